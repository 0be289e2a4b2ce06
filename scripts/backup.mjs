// `npm run backup [-- --dir DIR]`: one backup file of the database (app/.server/cli/backup.ts).
import { runFromBuild } from "./run-command.mjs";

await runFromBuild("runBackup");
