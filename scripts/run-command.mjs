// The operator's commands (admin:create, backup, restore): builds once when no build exists, then
// runs the named export of the server build, loaded as server.ts loads it (decision 0008).
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

/** Runs `entry.module[name]({ env, args })` from the server build with this process's arguments. */
export async function runFromBuild(name) {
  if (!existsSync("build/server/index.js")) {
    const result = spawnSync("npm", ["run", "build"], { stdio: "inherit" });
    if (result.status !== 0) process.exit(result.status ?? 1);
  }
  if (existsSync(".env")) process.loadEnvFile(".env");
  // The configuration reads the environment as set (an unset NODE_ENV is not production); React runs its production build.
  const env = { ...process.env };
  process.env.NODE_ENV ??= "production";
  const { entry } = await import("../build/server/index.js");
  await entry.module[name]({ env, args: process.argv.slice(2) });
}
