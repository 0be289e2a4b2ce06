/**
 * What a backup file says about itself (decision 0019): the engine it came from, the migrations
 * its schema had, when and by which version of the app it was made, and the payload's size and
 * sha256, so a restore refuses another engine, a newer schema or a damaged file before it touches
 * anything.
 */
import { z } from "zod";
import type { Engine } from "../db/migrations/context";

export const MANIFEST_FORMAT = 1;

const manifestSchema = z.object({
  format: z.literal(MANIFEST_FORMAT),
  engine: z.enum(["sqlite", "postgres"]),
  /** The latest applied migration's name: the schema version. */
  schemaVersion: z.string().min(1),
  /** Every applied migration, in order: a name this code does not know means a newer schema. */
  migrations: z.array(z.string()).min(1),
  /** PostgreSQL only: the schema the dump holds; a restore writes into the same one. */
  pgSchema: z.string().optional(),
  createdAt: z.iso.datetime(),
  appVersion: z.string(),
  payload: z.object({ name: z.string().min(1), sizeBytes: z.number().int().min(0), sha256: z.string().regex(/^[0-9a-f]{64}$/) }),
});

export type Manifest = z.infer<typeof manifestSchema>;

/** The manifest as stored, or undefined when it is not one this code can read. */
export function parseManifest(text: string): Manifest | undefined {
  try {
    const parsed = manifestSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/** The file's name says what it holds at a glance: crestway-20261125T201500Z-0018_job_runs-sqlite.backup */
export function backupFileName(createdAt: Date, schemaVersion: string, engine: Engine): string {
  const stamp = createdAt
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d+Z$/, "Z");
  return `crestway-${stamp}-${schemaVersion}-${engine}.backup`;
}

/** Names of backup files as backupFileName makes them; their stamps sort them oldest first. */
export const BACKUP_FILE_PATTERN = /^crestway-\d{8}T\d{6}Z-[\w-]+-(sqlite|postgres)\.backup$/;
