/**
 * Where a record's sender came from (decision 0016): the attribution its conversion kept of the
 * visit it was sent on, which outlives the raw page views. Read for the one record a staff member
 * opens.
 */
import type { Database } from "~/.server/db";
import type { Goal } from "~/lib/traffic/model";
import { type ConversionSource, conversionSources } from "./conversions";

/** The visit a record came from, or null when none was counted (no JavaScript, or before analytics). */
export async function cameFrom(database: Database, goal: Goal, recordId: number): Promise<ConversionSource | null> {
  const found = (await conversionSources(database.db, goal, [recordId])).get(recordId);
  // A conversion made outside any visit keeps no attribution: every visit has a source (Direct at least).
  return found && found.source !== null ? found : null;
}
