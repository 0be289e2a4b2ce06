/**
 * `npm run restore -- FILE [--replace]`: puts a backup back into the configured database (decision
 * 0019): an empty one, or an existing one with --replace (stop the site first). Exit code 0 when
 * restored; 1 with one line saying why when refused or failed, and then nothing has changed. Then
 * the erasure ledger (DATA_DIR/privacy/erasure-ledger.jsonl, keyed by AUTH_SECRET) erases again
 * whoever was erased after the backup was made (decision 0040); it prints counts, never an address.
 * Runs from the server build (scripts/restore.mjs loads it, as server.ts does; decision 0008).
 */
import { parseArgs } from "node:util";
import { BackupRefused, type RestoreResult, restoreBackup } from "../backup";
import { installIdentifierKey, ledgerFileIn } from "../services/privacy";
import { commandConfig } from "./command-config";

const USAGE = "Usage: npm run restore -- FILE [--replace]";

function erasuresLine({ known, entries, identifiers, rows, skipped }: RestoreResult["erasures"]): string {
  const kept = skipped > 0 ? `; ${skipped} left: erasing them would remove the last administrator` : "";
  return `Erasure ledger: ${known} entries, ${entries} newer than the backup; ${identifiers} identifiers erased again (${rows} rows)${kept}.`;
}

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
    const ledger = { key: installIdentifierKey(config.authSecret), file: ledgerFileIn(config.dataDir) };
    const result = await restoreBackup({ file, databaseUrl: config.databaseUrl, replace, ledger });
    console.log(
      `Restored ${file} (${result.engine}, made at ${result.schemaVersion}) in ${(result.durationMs / 1000).toFixed(1)} s; the schema is up to date.`,
    );
    console.log(erasuresLine(result.erasures));
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    console.error(error instanceof BackupRefused ? `Refused: ${message}` : `Restore failed: ${message}`);
    process.exitCode = 1;
  }
}
