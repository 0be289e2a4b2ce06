/** A restore (or backup) that stops before changing anything, with the one line the operator reads. */
export class BackupRefused extends Error {}
