/**
 * `node scripts/run-with-vite.mjs scripts/seed-texts.ts [--count 1000]`: gives the configured
 * database (DATABASE_URL, or SQLite under DATA_DIR) staff's overrides of `count` texts spread over
 * every namespace and language (bench/text-overrides.ts), through the editing service. Through Vite,
 * since the shipped dictionaries are read as the server build reads them.
 */
import { existsSync } from "node:fs";
import { parseArgs } from "node:util";
import { loadConfig } from "../app/.server/config";
import { migrateToLatest, openDatabase } from "../app/.server/db";
import { seedTextOverrides, TEXT_OVERRIDES } from "../bench/text-overrides";

async function main() {
  const { values } = parseArgs({ options: { count: { type: "string", default: String(TEXT_OVERRIDES) } } });
  if (existsSync(".env")) process.loadEnvFile(".env");
  const database = openDatabase({ url: loadConfig().databaseUrl, poolSize: 2 });
  try {
    await migrateToLatest(database);
    console.log(`${await seedTextOverrides(database, Number(values.count))} text overrides`);
  } finally {
    await database.close();
  }
}

export const done = main().catch((error) => {
  console.error(error);
  process.exit(1);
});
