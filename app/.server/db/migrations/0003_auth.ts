import { type ColumnDataType, type Kysely, sql } from "kysely";
import type { MigrationContext } from "./context";

/**
 * Better Auth's tables (core, admin plugin, two-factor plugin) in the exact shape its Kysely adapter
 * expects on each engine, plus our `profiles` (docs/product.md section 3). Kept in our own migrations, rather
 * than Better Auth's migrator at start, so every instance migrates under one lock and one history.
 * tests/integration/auth.test.ts fails if Better Auth ever wants a column this file lacks.
 */
export async function up(db: Kysely<unknown>, { engine, nowDefault }: MigrationContext): Promise<void> {
  const bool: ColumnDataType = engine === "sqlite" ? "integer" : "boolean";
  const time: ColumnDataType = engine === "sqlite" ? "date" : "timestamptz";
  const defaultNow = engine === "postgres" ? sql`CURRENT_TIMESTAMP` : undefined;

  await db.schema
    .createTable("user")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("email", "text", (c) => c.notNull().unique())
    .addColumn("emailVerified", bool, (c) => c.notNull())
    .addColumn("image", "text")
    .addColumn("createdAt", time, (c) => (defaultNow ? c.notNull().defaultTo(defaultNow) : c.notNull()))
    .addColumn("updatedAt", time, (c) => (defaultNow ? c.notNull().defaultTo(defaultNow) : c.notNull()))
    .addColumn("role", "text")
    .addColumn("banned", bool)
    .addColumn("banReason", "text")
    .addColumn("banExpires", time)
    .addColumn("twoFactorEnabled", bool)
    .execute();

  await db.schema
    .createTable("session")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("expiresAt", time, (c) => c.notNull())
    .addColumn("token", "text", (c) => c.notNull().unique())
    .addColumn("createdAt", time, (c) => (defaultNow ? c.notNull().defaultTo(defaultNow) : c.notNull()))
    .addColumn("updatedAt", time, (c) => c.notNull())
    .addColumn("ipAddress", "text")
    .addColumn("userAgent", "text")
    .addColumn("userId", "text", (c) => c.notNull().references("user.id").onDelete("cascade"))
    .addColumn("impersonatedBy", "text")
    .execute();
  await db.schema.createIndex("session_userId_idx").on("session").column("userId").execute();

  await db.schema
    .createTable("account")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("accountId", "text", (c) => c.notNull())
    .addColumn("providerId", "text", (c) => c.notNull())
    .addColumn("userId", "text", (c) => c.notNull().references("user.id").onDelete("cascade"))
    .addColumn("accessToken", "text")
    .addColumn("refreshToken", "text")
    .addColumn("idToken", "text")
    .addColumn("accessTokenExpiresAt", time)
    .addColumn("refreshTokenExpiresAt", time)
    .addColumn("scope", "text")
    .addColumn("password", "text")
    .addColumn("createdAt", time, (c) => (defaultNow ? c.notNull().defaultTo(defaultNow) : c.notNull()))
    .addColumn("updatedAt", time, (c) => c.notNull())
    .execute();
  await db.schema.createIndex("account_userId_idx").on("account").column("userId").execute();

  await db.schema
    .createTable("verification")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("identifier", "text", (c) => c.notNull())
    .addColumn("value", "text", (c) => c.notNull())
    .addColumn("expiresAt", time, (c) => c.notNull())
    .addColumn("createdAt", time, (c) => (defaultNow ? c.notNull().defaultTo(defaultNow) : c.notNull()))
    .addColumn("updatedAt", time, (c) => (defaultNow ? c.notNull().defaultTo(defaultNow) : c.notNull()))
    .execute();
  await db.schema.createIndex("verification_identifier_idx").on("verification").column("identifier").execute();

  await db.schema
    .createTable("twoFactor")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("secret", "text", (c) => c.notNull())
    .addColumn("backupCodes", "text", (c) => c.notNull())
    .addColumn("userId", "text", (c) => c.notNull().references("user.id").onDelete("cascade"))
    .addColumn("verified", bool)
    .addColumn("failedVerificationCount", "integer")
    .addColumn("lockedUntil", time)
    .execute();
  await db.schema.createIndex("twoFactor_secret_idx").on("twoFactor").column("secret").execute();
  await db.schema.createIndex("twoFactor_userId_idx").on("twoFactor").column("userId").execute();

  // docs/product.md section 3 profile, one per user. The role mirrors user.role (Better Auth's admin plugin
  // owns it); last_login_at is what the existing product never filled.
  await db.schema
    .createTable("profiles")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("user_id", "text", (c) => c.notNull().unique().references("user.id").onDelete("cascade"))
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("full_name", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("first_name", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("last_name", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("role", "text", (c) => c.notNull().defaultTo("user"))
    .addColumn("is_active", "integer", (c) => c.notNull().defaultTo(1))
    .addColumn("last_login_at", "text")
    .addColumn("created_at", "text", (c) => c.notNull().defaultTo(nowDefault))
    .addColumn("updated_at", "text", (c) => c.notNull().defaultTo(nowDefault))
    .execute();
  await db.schema.createIndex("profiles_role").on("profiles").column("role").execute();
  await db.schema.createIndex("profiles_created_at").on("profiles").columns(["created_at", "id"]).execute();

  // Admin lists: newest first with an unread/archived filter; partnership requests by status.
  await db.schema.createIndex("contacts_archived_created_at").on("contacts").columns(["archived", "created_at", "id"]).execute();
  await db.schema
    .createIndex("partnership_requests_status_created_at")
    .on("partnership_requests")
    .columns(["status", "created_at", "id"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("partnership_requests_status_created_at").ifExists().execute();
  await db.schema.dropIndex("contacts_archived_created_at").ifExists().execute();
  for (const table of ["profiles", "twoFactor", "verification", "account", "session", "user"]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
