/**
 * A backup whose outcome is recorded where the system page reads it (services/operations/job-runs):
 * the command and the schedule both take theirs through here.
 */
import { recordFailure, recordSuccess } from "../services/operations";
import { type BackupResult, type BackupTarget, takeBackup } from "./take-backup";

export async function recordedBackup(target: BackupTarget): Promise<BackupResult> {
  const { db } = target.database;
  try {
    const result = await takeBackup(target);
    // The file is what counts: a database not yet migrated to job_runs has nowhere to record it.
    await recordSuccess(db, "backup", { ...result }).catch(() => undefined);
    return result;
  } catch (error) {
    // The failure is the operator's news; a database too far gone to record it must not hide it.
    await recordFailure(db, "backup", error).catch(() => undefined);
    throw error;
  }
}
