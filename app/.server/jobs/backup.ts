/**
 * The scheduled backup (decision 0019): every minute each instance reads the settings; once the
 * day's backup time (UTC) has passed, the one instance that claims the day (services/operations/
 * backup-claim) writes a backup into BACKUP_DIR, deletes the older ones beyond the number to keep,
 * logs and records the outcome. A failed backup hands the day back and is retried at the next check.
 * A server started after the time takes the day's backup at once if none was taken.
 */
import { pruneBackups, recordedBackup } from "../backup";
import type { Database } from "../db";
import type { Logger } from "../logger";
import { claimBackupDay, dueBackupDay, releaseBackupDay } from "../services/operations";
import { getSettings } from "../settings";
import { every, startPeriodic } from "./periodic";

const CHECK_INTERVAL_MS = 60_000;

export interface BackupJobOptions {
  database: Database;
  databaseUrl: string;
  backupDir: string;
  appCommit?: string;
  logger: Logger;
  /** Tests shorten it and set the clock. */
  intervalMs?: number;
  now?: () => Date;
}

/** One check: takes and prunes the due backup when this instance claims it; answers whether it did. */
export async function runScheduledBackup({
  database,
  databaseUrl,
  backupDir,
  appCommit,
  logger,
  now = () => new Date(),
}: Omit<BackupJobOptions, "intervalMs">): Promise<boolean> {
  const settings = await getSettings(database.db);
  const at = now();
  const day = dueBackupDay(at, settings.backupTime);
  if (!day) return false;
  const { claimed, previous } = await claimBackupDay(database.db, day);
  if (!claimed) return false;
  try {
    const result = await recordedBackup({ database, databaseUrl, dir: backupDir, createdAt: at, appCommit });
    const pruned = await pruneBackups(backupDir, settings.backupKeep);
    logger.info({ ...result, pruned: pruned.length }, "Backup written");
    return true;
  } catch (error) {
    await releaseBackupDay(database.db, day, previous).catch(() => undefined);
    throw error;
  }
}

/** Starts the schedule; the returned function stops it and waits for a backup in progress. */
export function startBackups({ intervalMs = CHECK_INTERVAL_MS, ...options }: BackupJobOptions): () => Promise<void> {
  const run = async () => {
    try {
      await runScheduledBackup(options);
    } catch (error) {
      options.logger.error(
        { err: error },
        "Scheduled backup failed; it is retried within a minute. Check that BACKUP_DIR is writable and has room, and see the error for the cause",
      );
    }
  };
  return startPeriodic({ run, nextDelay: every(intervalMs) });
}
