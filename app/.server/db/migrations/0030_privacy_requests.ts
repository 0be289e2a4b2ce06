import type { Kysely } from "kysely";
import type { MigrationContext } from "./context";

/**
 * A person's requests for a copy of their data or for its erasure (decision 0041).
 *
 * `privacy_requests` holds one request: its kind, the address it was made for (normalized), the
 * language it was made in, its state (unconfirmed until the address is proved by the emailed
 * link, then open until staff send the copy, erase or refuse), the sha256 of its confirmation link
 * and of the copy's download link with their expiries, staff's refusal reason and who handled it.
 * Privacy: found by `email`; erasing the person sets `email` to null and drops the link hashes,
 * keeping the request's record (kind, dates, outcome) and `email_hash`, the keyed hash decision
 * 0040 keeps on the suppression list too. Unconfirmed requests go when their link expires; handled
 * ones lose their address after the retention setting (docs/privacy.md).
 *
 * `email_outbox.forget_when_sent`: a message whose row is deleted once sent or given up on, so
 * the notice that tells a person their data is erased does not keep their address behind it.
 */
export async function up(db: Kysely<unknown>, { id, nowDefault }: MigrationContext): Promise<void> {
  await db.schema
    .createTable("privacy_requests")
    .addColumn("id", id.type, id.build)
    // "copy" | "erasure"
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("email", "text")
    .addColumn("email_hash", "text", (c) => c.notNull())
    .addColumn("language", "text", (c) => c.notNull())
    // "unconfirmed" | "open" | "done" | "refused"
    .addColumn("status", "text", (c) => c.notNull().defaultTo("unconfirmed"))
    .addColumn("confirm_token_hash", "text")
    .addColumn("confirm_expires_at", "text")
    .addColumn("confirmed_at", "text")
    .addColumn("copy_token_hash", "text")
    .addColumn("copy_expires_at", "text")
    .addColumn("copy_downloaded_at", "text")
    .addColumn("refusal_reason", "text")
    .addColumn("handled_by", "text")
    .addColumn("handled_at", "text")
    .addColumn("created_at", "text", (c) => c.notNull().defaultTo(nowDefault))
    .execute();
  await db.schema.createIndex("privacy_requests_email").on("privacy_requests").column("email").execute();
  await db.schema.createIndex("privacy_requests_status").on("privacy_requests").columns(["status", "confirmed_at"]).execute();
  await db.schema
    .createIndex("privacy_requests_confirm_token")
    .on("privacy_requests")
    .column("confirm_token_hash")
    .unique()
    .execute();
  await db.schema.createIndex("privacy_requests_copy_token").on("privacy_requests").column("copy_token_hash").unique().execute();

  await db.schema
    .alterTable("email_outbox")
    .addColumn("forget_when_sent", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("privacy_requests").ifExists().execute();
  await db.schema.alterTable("email_outbox").dropColumn("forget_when_sent").execute();
}
