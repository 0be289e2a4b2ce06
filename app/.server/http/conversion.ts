/**
 * A stored visitor write counted as a goal (decision 0016), from the request that made it: the
 * sender's daily visitor id is computed from the same address and user agent as their page views,
 * and the conversion takes the attribution of the visit it finds. Counting is a side matter: a
 * failure is logged (without the visitor id) and never fails the write.
 */

import type { Goal } from "~/lib/traffic/model";
import type { AppServices } from "../context";
import { recordConversion, siteHostOf, visitorIdFor } from "../services/analytics";

/** The request's visitor as the beacon saw them; neither value is stored. */
export interface RequestVisitor {
  ip: string;
  userAgent: string;
}

export async function countConversion(
  services: Pick<AppServices, "database" | "config" | "logger">,
  visitor: RequestVisitor,
  goal: Goal,
  recordId: number | null,
): Promise<void> {
  const { db } = services.database;
  try {
    const visitorId = await visitorIdFor(db, { host: siteHostOf(services.config.publicUrl), ...visitor });
    await recordConversion(db, { goal, recordId, visitorId });
  } catch (error) {
    services.logger.error({ err: error, goal, recordId }, "A conversion could not be recorded");
  }
}
