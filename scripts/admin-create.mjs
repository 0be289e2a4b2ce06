// `npm run admin:create`: creates the first administrator (app/.server/cli/admin-create.ts).
import { runFromBuild } from "./run-command.mjs";

await runFromBuild("createAdministrator");
