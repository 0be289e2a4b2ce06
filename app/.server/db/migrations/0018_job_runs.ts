import type { Kysely } from "kysely";
import type { MigrationContext } from "./context";

/**
 * What each background job and outside service last did, across instances: the system page reads
 * it and the metrics export it. One row per job, overwritten by each run; the log keeps the rest.
 */
export async function up(db: Kysely<unknown>, { nowDefault }: MigrationContext): Promise<void> {
  await db.schema
    .createTable("job_runs")
    // The job's name: "housekeeping", "backup", "mail", ... (services/operations/job-runs.ts).
    .addColumn("name", "text", (c) => c.primaryKey())
    .addColumn("last_success_at", "text")
    .addColumn("last_failure_at", "text")
    // The last failure's message, in one line.
    .addColumn("last_error", "text")
    // JSON: what the last success produced (a backup's file and size, the rows a job deleted).
    .addColumn("detail", "text")
    .addColumn("updated_at", "text", (c) => c.notNull().defaultTo(nowDefault))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("job_runs").ifExists().execute();
}
