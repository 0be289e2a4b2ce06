/**
 * `npm run admin:create -- --email you@example.com --name "Your Name" [--password ...]`
 * Creates the first administrator on a headless install (the same rule as /admin/setup: only
 * while no admin exists). Values may also come from ADMIN_EMAIL, ADMIN_NAME and ADMIN_PASSWORD.
 * Without a password, a strong one is generated and printed once.
 */
import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import { parseArgs } from "node:util";
import { ConfigError, loadConfig } from "../app/.server/config";
import { migrateToLatest, openDatabase } from "../app/.server/db";

async function main() {
  if (existsSync(".env")) process.loadEnvFile(".env");
  const { values } = parseArgs({
    options: { email: { type: "string" }, name: { type: "string" }, password: { type: "string" } },
  });
  const email = values.email ?? process.env.ADMIN_EMAIL ?? "";
  const name = values.name ?? process.env.ADMIN_NAME ?? "";
  const given = values.password ?? process.env.ADMIN_PASSWORD;
  // 16 random characters plus a digit keeps the generated password inside the strength rule.
  const password = given ?? `${randomBytes(12).toString("base64url")}7`;

  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
  // As in server.ts: read the configuration first (an unset NODE_ENV is not production), then let
  // React load its production build.
  process.env.NODE_ENV ??= "production";
  const database = openDatabase({ url: config.databaseUrl });
  await migrateToLatest(database);
  const { createAuth } = await import("../app/.server/auth/auth");
  const { createFirstAdmin } = await import("../app/.server/services/accounts");
  const { firstAdminSchema } = await import("../app/lib/validation/auth");
  const { fieldErrorsOf } = await import("../app/lib/validation/rules");
  const auth = createAuth({
    database,
    secret: config.authSecret,
    publicUrl: config.publicUrl,
    kickOutbox: () => {},
  });
  // The same schema as the setup form: the service takes checked values only.
  const parsed = firstAdminSchema.safeParse({ name, email, password });
  if (!parsed.success) {
    for (const [field, key] of Object.entries(fieldErrorsOf(parsed.error)))
      console.error(`--${field}: ${key?.replace(/^admin:/, "")}`);
    await database.close();
    process.exitCode = 1;
    return;
  }
  const result = await createFirstAdmin(auth, database.db, parsed.data);
  await database.close();
  if (result.ok) {
    console.log(`Administrator ${parsed.data.email} created. Sign in at ${config.publicUrl}/admin/login`);
    if (!given) console.log(`Generated password (shown once): ${password}`);
    return;
  }
  console.error(
    result.reason === "setup-complete"
      ? "An administrator already exists: setup is complete. Manage accounts from /admin/users."
      : "--email: setup.errors.emailTaken",
  );
  process.exitCode = 1;
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
