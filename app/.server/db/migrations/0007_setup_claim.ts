import type { Kysely } from "kysely";
import type { MigrationContext } from "./context";

/**
 * At most one row: the claim of the request creating the first administrator. Its fixed primary
 * key makes "no admin yet, so create one" atomic on both engines (decision 0006).
 */
export async function up(db: Kysely<unknown>, { nowDefault }: MigrationContext): Promise<void> {
  await db.schema
    .createTable("setup_claim")
    .addColumn("id", "integer", (c) => c.primaryKey())
    .addColumn("token", "text", (c) => c.notNull())
    .addColumn("claimed_at", "text", (c) => c.notNull().defaultTo(nowDefault))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("setup_claim").ifExists().execute();
}
