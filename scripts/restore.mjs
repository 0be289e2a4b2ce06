// `npm run restore -- FILE [--replace]`: puts a backup back (app/.server/cli/restore.ts).
import { runFromBuild } from "./run-command.mjs";

await runFromBuild("runRestore");
