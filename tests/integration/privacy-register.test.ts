/**
 * The register of personal data against the real database (decision 0039): migrate a fresh one on
 * each engine, read every table and column from the engine itself, and fail, naming table.column,
 * when a table is unregistered, a personal-looking column is neither registered nor declared not
 * personal, or the register names what is not there. Then every personal entry's words are in
 * the three languages.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { databaseTables, isPersonal, PERSONAL_DATA_REGISTER, registerProblems } from "~/.server/services/privacy";
import { LANGUAGES } from "~/i18n/languages";
import { engines, suiteDatabase } from "../support/databases";

describe.each(engines())("the register on $name", ({ make }) => {
  const database = suiteDatabase(make);

  it("names every table and personal-looking column of a migrated database, and nothing else", async () => {
    const tables = await databaseTables(database);
    expect(tables.length).toBeGreaterThan(40);
    expect(registerProblems(tables, database.engine)).toEqual([]);
  });
});

describe("the register's words", () => {
  it.each(LANGUAGES)("say in %s what every personal table and column holds", (language) => {
    const words = JSON.parse(
      readFileSync(new URL(`../../app/locales/${language}/privacy-register.json`, import.meta.url), "utf8"),
    ) as {
      tables: Record<string, string>;
      columns: Record<string, Record<string, string>>;
    };
    const missing: string[] = [];
    for (const entry of PERSONAL_DATA_REGISTER.filter(isPersonal)) {
      if (!words.tables[entry.table]?.trim()) missing.push(entry.table);
      for (const column of entry.columns)
        if (!words.columns[entry.table]?.[column]?.trim()) missing.push(`${entry.table}.${column}`);
    }
    expect(missing).toEqual([]);
  });
});
