/**
 * The PostgreSQL schemas of one vitest run. Two test files run at once (decision 0031), and
 * Kysely's migrator lists the tables of every schema, asking `has_schema_privilege` of each: a
 * schema dropped by one file while another migrates fails that migration ("schema does not
 * exist"). So a suite only closes its schema's connections, and this global teardown drops the
 * run's schemas once every file has finished. Their names start with the run's own prefix.
 */
import { randomBytes } from "node:crypto";
import pg from "pg";
import type { TestProject } from "vitest/node";

declare module "vitest" {
  export interface ProvidedContext {
    /** The prefix of this run's schema names, `test_<hex>_`. */
    schemaPrefix: string;
  }
}

export default function setup(project: TestProject) {
  const prefix = `test_${randomBytes(4).toString("hex")}_`;
  project.provide("schemaPrefix", prefix);
  return async () => {
    const url = process.env.TEST_DATABASE_URL;
    if (!url) return;
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      const { rows } = await client.query<{ name: string }>(
        "select nspname as name from pg_namespace where starts_with(nspname, $1)",
        [prefix],
      );
      for (const { name } of rows) await client.query(`drop schema if exists ${name} cascade`);
    } finally {
      await client.end();
    }
  };
}
