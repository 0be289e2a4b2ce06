import { type Kysely, sql } from "kysely";
import type { MigrationContext } from "./context";

/**
 * Erasures that survive a restore (decision 0040). A suppression may hold only `email_hash`, the
 * keyed hash of an erased person's address (services/privacy/identifier-hash.ts), with `email`
 * null: the senders match it, nobody can read it back. The list gains an `id` as its key, since
 * the address no longer always is one; an address stays listed once (a unique index). Existing
 * rows keep their address.
 *
 * `erasure_ledger` records each erasure by hashed identifier only (email or phone) and its time;
 * the same entries are appended to DATA_DIR/privacy/erasure-ledger.jsonl, which `npm run restore`
 * reads to erase again whoever a restored backup brings back. Privacy: neither table holds an
 * address or a phone; a hash is found by computing it from the identifier, and the ledger is kept
 * for as long as any backup older than its entries may be restored (docs/product.md).
 */
export async function up(db: Kysely<unknown>, { engine, id, nowDefault }: MigrationContext): Promise<void> {
  if (engine === "sqlite") {
    // SQLite cannot drop a primary key: the table is rebuilt with the same rows.
    await db.schema
      .createTable("mail_suppressions_next")
      .addColumn("id", id.type, id.build)
      .addColumn("email", "text")
      .addColumn("email_hash", "text")
      .addColumn("reason", "text", (c) => c.notNull())
      .addColumn("source", "text", (c) => c.notNull())
      .addColumn("detail", "text")
      .addColumn("campaign_id", "integer")
      .addColumn("created_at", "text", (c) => c.notNull().defaultTo(nowDefault))
      .addCheckConstraint("mail_suppressions_address_or_hash", sql`email is not null or email_hash is not null`)
      .execute();
    await sql`insert into mail_suppressions_next (email, reason, source, detail, campaign_id, created_at)
      select email, reason, source, detail, campaign_id, created_at from mail_suppressions order by created_at, email`.execute(
      db,
    );
    await db.schema.dropTable("mail_suppressions").execute();
    await sql`alter table mail_suppressions_next rename to mail_suppressions`.execute(db);
    await db.schema.createIndex("mail_suppressions_created").on("mail_suppressions").column("created_at").execute();
  } else {
    await sql`alter table mail_suppressions drop constraint mail_suppressions_pkey`.execute(db);
    await sql`alter table mail_suppressions alter column email drop not null`.execute(db);
    await sql`alter table mail_suppressions add column id serial primary key`.execute(db);
    await sql`alter table mail_suppressions add column email_hash text`.execute(db);
    await sql`alter table mail_suppressions add constraint mail_suppressions_address_or_hash
      check (email is not null or email_hash is not null)`.execute(db);
  }
  // ON CONFLICT (email) of the senders and the admin still finds one row per address.
  await db.schema.createIndex("mail_suppressions_email").on("mail_suppressions").column("email").unique().execute();
  await db.schema.createIndex("mail_suppressions_email_hash").on("mail_suppressions").column("email_hash").unique().execute();

  await db.schema
    .createTable("erasure_ledger")
    .addColumn("id", id.type, id.build)
    // The keyed hash of the erased identifier, hex; never the identifier itself.
    .addColumn("identifier_hash", "text", (c) => c.notNull())
    // "email" | "phone"
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("erased_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("erasure_ledger_entry")
    .on("erasure_ledger")
    .columns(["identifier_hash", "kind", "erased_at"])
    .unique()
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("erasure_ledger").ifExists().execute();
  // The hashed suppressions go: the list is an address's again.
  await sql`delete from mail_suppressions where email is null`.execute(db);
  await db.schema.dropIndex("mail_suppressions_email_hash").ifExists().execute();
  await db.schema.dropIndex("mail_suppressions_email").ifExists().execute();
}
