import type { Kysely } from "kysely";
import type { MigrationContext } from "./context";

/**
 * The audit log (decision 0014): one row per admin write, appended in the transaction of
 * the change it describes. The actor's email and role are copied in, so an entry still says who
 * once the user is deleted. The list reads newest first by (occurred_at, id), alone or narrowed to
 * one person or one action, each from its own index; the retention job deletes by occurred_at.
 */
export async function up(db: Kysely<unknown>, { id, nowDefault }: MigrationContext): Promise<void> {
  await db.schema
    .createTable("audit_log")
    .addColumn("id", id.type, id.build)
    .addColumn("occurred_at", "text", (c) => c.notNull().defaultTo(nowDefault))
    .addColumn("actor_user_id", "text")
    .addColumn("actor_email", "text", (c) => c.notNull())
    .addColumn("actor_role", "text")
    .addColumn("action", "text", (c) => c.notNull())
    .addColumn("target_type", "text")
    .addColumn("target_id", "text")
    .addColumn("ip", "text")
    .addColumn("before", "text")
    .addColumn("after", "text")
    .execute();
  await db.schema.createIndex("audit_log_occurred_at").on("audit_log").columns(["occurred_at", "id"]).execute();
  await db.schema.createIndex("audit_log_actor_email").on("audit_log").columns(["actor_email", "occurred_at", "id"]).execute();
  await db.schema.createIndex("audit_log_action").on("audit_log").columns(["action", "occurred_at", "id"]).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("audit_log").ifExists().execute();
}
