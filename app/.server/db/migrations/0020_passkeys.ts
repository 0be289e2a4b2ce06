import { type ColumnDataType, type Kysely, sql } from "kysely";
import type { MigrationContext } from "./context";

/**
 * Passkeys (decision 0023): the table of Better Auth's passkey plugin, in the shape its Kysely
 * adapter expects on each engine (as 0003_auth.ts made the core tables), plus `lastUsedAt`, which
 * the plugin does not keep and we stamp at each passkey sign-in. The session learns whether it was
 * opened with two factors (a passkey, or a password and an authenticator code), which the guard
 * reads when staff must use two.
 */
export async function up(db: Kysely<unknown>, { engine }: MigrationContext): Promise<void> {
  const bool: ColumnDataType = engine === "sqlite" ? "integer" : "boolean";
  const time: ColumnDataType = engine === "sqlite" ? "date" : "timestamptz";

  await db.schema
    .createTable("passkey")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("name", "text")
    .addColumn("publicKey", "text", (c) => c.notNull())
    .addColumn("userId", "text", (c) => c.notNull().references("user.id").onDelete("cascade"))
    // The credential's id as the browser sends it (base64url); sign-in finds the passkey by it.
    .addColumn("credentialID", "text", (c) => c.notNull())
    .addColumn("counter", "integer", (c) => c.notNull())
    .addColumn("deviceType", "text", (c) => c.notNull())
    .addColumn("backedUp", bool, (c) => c.notNull())
    .addColumn("transports", "text")
    .addColumn("createdAt", time)
    .addColumn("aaguid", "text")
    .addColumn("lastUsedAt", time)
    .execute();
  await db.schema.createIndex("passkey_userId_idx").on("passkey").column("userId").execute();
  // One credential is one passkey, whoever registers it.
  await db.schema.createIndex("passkey_credentialID_idx").on("passkey").column("credentialID").unique().execute();

  await db.schema
    .alterTable("session")
    .addColumn("twoFactorVerified", bool, (c) => c.notNull().defaultTo(engine === "sqlite" ? 0 : sql`false`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("session").dropColumn("twoFactorVerified").execute();
  await db.schema.dropTable("passkey").ifExists().execute();
}
