/** Backups and restores of the site's database (decision 0019). */

export type { ReappliedLedger } from "./erasures";
export { pruneBackups } from "./prune";
export { recordedBackup } from "./recorded";
export { BackupRefused } from "./refusal";
export { type RestoreOptions, type RestoreResult, restoreBackup } from "./restore-backup";
export type { BackupResult, BackupTarget } from "./take-backup";
