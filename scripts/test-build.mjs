// The one production build `npm test` makes: `npm run build` with recognisable secrets planted in
// its environment (tests/support/planted-secrets.json), as a production host would have them.
// tests/integration/client-secrets.test.ts searches this build's client files for them; the
// process and browser tests run this same build. The mark sits in build/server/, which every
// build empties, so it always speaks of the build beside it.
import { spawnSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";

const planted = JSON.parse(readFileSync("tests/support/planted-secrets.json", "utf8"));
// A production build whoever runs it: under vitest (NODE_ENV=test) it would bundle React's development build.
const environment = { ...process.env, NODE_ENV: "production", ...planted.environment };
const result = spawnSync("npm", ["run", "build"], { stdio: "inherit", env: environment });
if (result.status !== 0) process.exit(result.status ?? 1);
writeFileSync(planted.mark, `${JSON.stringify(planted.needles)}\n`);
