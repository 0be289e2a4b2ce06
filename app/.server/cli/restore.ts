/**
 * `npm run restore -- FILE [--replace]`: puts a backup back into the configured database (decision
 * 0019): an empty one, or an existing one with --replace (stop the site first). Exit code 0 when
 * restored; 1 with one line saying why when refused or failed, and then nothing has changed. Runs
 * from the server build (scripts/restore.mjs loads it, as server.ts does; decision 0008).
 */
import { parseArgs } from "node:util";
import { BackupRefused, restoreBackup } from "../backup";
import { commandConfig } from "./command-config";

const USAGE = "Usage: npm run restore -- FILE [--replace]";

export async function runRestore({ env, args }: { env: NodeJS.ProcessEnv; args: string[] }): Promise<void> {
  let file: string | undefined;
  let replace = false;
  try {
    const { values, positionals } = parseArgs({ args, options: { replace: { type: "boolean" } }, allowPositionals: true });
    file = positionals.length === 1 ? positionals[0] : undefined;
    replace = values.replace === true;
  } catch {}
  if (!file) {
    console.error(USAGE);
    process.exitCode = 1;
    return;
  }
  const config = commandConfig(env);
  if (!config) return;
  try {
    const result = await restoreBackup({ file, databaseUrl: config.databaseUrl, replace });
    console.log(
      `Restored ${file} (${result.engine}, made at ${result.schemaVersion}) in ${(result.durationMs / 1000).toFixed(1)} s; the schema is up to date.`,
    );
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    console.error(error instanceof BackupRefused ? `Refused: ${message}` : `Restore failed: ${message}`);
    process.exitCode = 1;
  }
}
