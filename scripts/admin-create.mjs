// `npm run admin:create`: builds once when no build exists, then runs the bundled command.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

if (!existsSync("build/entry/scripts/admin-create.js")) {
  const result = spawnSync("npm", ["run", "build"], { stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
await import("../build/entry/scripts/admin-create.js");
