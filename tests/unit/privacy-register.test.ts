/**
 * The register's detector on made-up schemas (decision 0039): a migration that adds a table or a
 * personal-looking column the register does not name must fail the register's test, and a register
 * naming what is gone must too. tests/integration/privacy-register.test.ts runs the same check
 * against real migrated databases.
 */
import { describe, expect, it } from "vitest";
import {
  isPersonal,
  looksPersonal,
  PERSONAL_DATA_REGISTER,
  type RegisterEntry,
  registerFor,
  registerProblems,
  type TableColumns,
} from "~/.server/services/privacy";

/** The tables exactly as the register describes them on SQLite: every column it names. */
function tablesOfRegister(): TableColumns[] {
  return registerFor("sqlite").map((entry) => {
    const columns = new Set(Object.keys(entry.notPersonal ?? {}));
    if (isPersonal(entry)) {
      for (const column of [...entry.columns, ...(entry.withheld ?? []), ...entry.key, ...(entry.context ?? [])])
        columns.add(column);
      for (const { match, erase } of entry.links) {
        for (const column of [
          "email" in match ? match.email : undefined,
          "phone" in match ? match.phone : undefined,
          "mentions" in match ? match.mentions : undefined,
          "through" in match ? match.column : undefined,
          "through" in match ? match.when?.column : undefined,
          ...("anonymize" in erase ? Object.keys(erase.anonymize) : []),
        ])
          if (column) columns.add(column);
      }
    }
    columns.delete("rowid");
    return { table: entry.table, columns: [...columns] };
  });
}

describe("what looks personal", () => {
  it.each([
    "email",
    "contact_email",
    "phone",
    "full_name",
    "first_name",
    "home_address",
    "ipAddress",
    "userAgent",
    "message",
    "client_comment",
    "cv_text",
    "file_name",
    "bytes",
    "token_hash",
  ])("%s", (column) => expect(looksPersonal(column)).toBe(true));
  it.each(["id", "created_at", "headcount", "status", "shipped", "description", "language", "opening_id", "cv_file_id"])(
    "not %s",
    (column) => expect(looksPersonal(column)).toBe(false),
  );
});

describe("the register against a schema", () => {
  it("agrees with the tables it describes", () => {
    expect(registerProblems(tablesOfRegister(), "sqlite")).toEqual([]);
  });

  it("names a new table, and its personal-looking column", () => {
    const tables = [...tablesOfRegister(), { table: "foo", columns: ["id", "contact_email", "created_at"] }];
    const problems = registerProblems(tables, "sqlite");
    expect(problems).toEqual([expect.stringMatching(/^foo: a table the register does not name/)]);
    // Once the table is registered without its address, the column is named.
    const register: RegisterEntry[] = [...PERSONAL_DATA_REGISTER, { table: "foo", personal: false, reason: "a test" }];
    expect(registerProblems(tables, "sqlite", register)).toEqual([expect.stringMatching(/^foo\.contact_email: looks personal/)]);
  });

  it("names a personal-looking column a registered table gained", () => {
    const tables = tablesOfRegister().map((table) =>
      table.table === "contacts" ? { ...table, columns: [...table.columns, "home_address", "visits"] } : table,
    );
    expect(registerProblems(tables, "sqlite")).toEqual([expect.stringMatching(/^contacts\.home_address: looks personal/)]);
  });

  it("names what the register holds that the database has not", () => {
    const tables = tablesOfRegister()
      .filter((table) => table.table !== "page_views")
      .map((table) =>
        table.table === "contacts" ? { ...table, columns: table.columns.filter((column) => column !== "subject") } : table,
      );
    expect(registerProblems(tables, "sqlite").sort()).toEqual([
      "contacts.subject: named in columns but not in the table",
      "page_views: registered but not in the database",
    ]);
  });

  it("leaves SQLite's search index out on PostgreSQL", () => {
    const tables = tablesOfRegister().filter((table) => !table.table.startsWith("candidate_search"));
    expect(registerProblems(tables, "postgres")).toEqual([]);
    expect(registerProblems(tables, "sqlite")).toContain("candidate_search: registered but not in the database");
  });

  it("wants an anonymized column registered, and a personal table found or said unlinkable", () => {
    const register: RegisterEntry[] = [
      ...PERSONAL_DATA_REGISTER.filter((entry) => entry.table !== "campaigns"),
      {
        table: "campaigns",
        personal: true,
        key: ["id"],
        columns: [],
        notPersonal: { name: "x" },
        links: [{ match: { through: "user", column: "created_by" }, erase: { anonymize: { created_by: null } } }],
      },
    ];
    expect(registerProblems(tablesOfRegister(), "sqlite", register)).toEqual([
      "campaigns.created_by: anonymized but not a registered personal column",
    ]);
  });
});
