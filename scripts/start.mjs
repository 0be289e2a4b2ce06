// `npm start`: builds once when no build exists, then runs the production server
// (which migrates the database before it listens).
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

if (!existsSync("build/entry/server.js") || !existsSync("build/server/index.js")) {
  console.log("No build found: building once (npm run build)...");
  const result = spawnSync("npm", ["run", "build"], { stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

await import("../build/entry/server.js");
