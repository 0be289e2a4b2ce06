/**
 * `npm run admin:create -- --email you@example.com --name "Your Name" [--password ...]`
 * Creates the first administrator on a headless install (the same rule as /admin/setup: only
 * while no admin exists). Values may also come from ADMIN_EMAIL, ADMIN_NAME and ADMIN_PASSWORD.
 * Without a password, a strong one is generated and printed once. Runs from the server build
 * (scripts/admin-create.mjs loads it, as server.ts does; decision 0008).
 */
import { randomBytes } from "node:crypto";
import { parseArgs } from "node:util";
import { firstAdminSchema } from "~/lib/validation/auth";
import { fieldErrorsOf } from "~/lib/validation/rules";
import { createAuth } from "../auth/auth";
import { migrateToLatest, openDatabase } from "../db";
import { createFirstAdmin } from "../services/accounts";
import { commandConfig } from "./command-config";

/** The command's run: `env` is the environment as the operator set it, `args` its arguments. */
export async function createAdministrator({ env, args }: { env: NodeJS.ProcessEnv; args: string[] }): Promise<void> {
  const { values } = parseArgs({
    args,
    options: { email: { type: "string" }, name: { type: "string" }, password: { type: "string" } },
  });
  const email = values.email ?? env.ADMIN_EMAIL ?? "";
  const name = values.name ?? env.ADMIN_NAME ?? "";
  const given = values.password ?? env.ADMIN_PASSWORD;
  // 16 random characters plus a digit keeps the generated password inside the strength rule.
  const password = given ?? `${randomBytes(12).toString("base64url")}7`;

  const config = commandConfig(env);
  if (!config) return;
  const database = openDatabase({ url: config.databaseUrl });
  await migrateToLatest(database);
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
