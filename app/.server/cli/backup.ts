/**
 * `npm run backup [-- --dir DIR]`: one backup file of the site's database, taken while the site
 * serves and writes (decision 0019). Reads DATABASE_URL, DATA_DIR and BACKUP_DIR as the server does;
 * prints the file, its size and how long it took; records the outcome for the system page. Runs
 * from the server build (scripts/backup.mjs loads it, as server.ts does; decision 0008).
 */
import { parseArgs } from "node:util";
import { recordedBackup } from "../backup";
import { openDatabase } from "../db";
import { commandConfig } from "./command-config";

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

export async function runBackup({ env, args }: { env: NodeJS.ProcessEnv; args: string[] }): Promise<void> {
  const { values } = parseArgs({ args, options: { dir: { type: "string" } } });
  const config = commandConfig(env);
  if (!config) return;
  const database = openDatabase({ url: config.databaseUrl, poolSize: 2 });
  try {
    const result = await recordedBackup({
      database,
      databaseUrl: config.databaseUrl,
      dir: values.dir ?? config.backupDir,
      appCommit: config.appCommit,
    });
    console.log(
      `${result.file}\n${megabytes(result.sizeBytes)} (${result.sizeBytes} bytes) in ${(result.durationMs / 1000).toFixed(1)} s`,
    );
  } catch (error) {
    console.error(`Backup failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  } finally {
    await database.close();
  }
}
