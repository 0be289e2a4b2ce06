import SQLite from "better-sqlite3";
import { afterEach, describe, expect, it } from "vitest";
import { withStatementCache } from "~/.server/db/statement-cache";

describe("the SQLite statement cache", () => {
  const connection = new SQLite(":memory:");
  connection.exec("create table t (n integer)");
  afterEach(() => connection.exec("delete from t"));

  it("compiles each SQL text once and hands back the same statement", () => {
    const cached = withStatementCache(connection);
    const insert = cached.prepare("insert into t (n) values (?)");
    expect(cached.prepare("insert into t (n) values (?)")).toBe(insert);
    insert.run([1]);
    insert.run([2]);
    expect(cached.prepare("select count(*) as n from t").all([])).toEqual([{ n: 2 }]);
  });

  it("keeps the most recently used statements when it is full", () => {
    const cached = withStatementCache(connection, 2);
    const one = cached.prepare("select 1");
    const two = cached.prepare("select 2");
    expect(cached.prepare("select 1")).toBe(one);
    cached.prepare("select 3");
    // "select 2" was the least recently used: it was dropped and is compiled anew.
    expect(cached.prepare("select 2")).not.toBe(two);
    expect(cached.prepare("select 3").all([])).toEqual([{ 3: 3 }]);
  });

  it("serves a statement again after a streamed select ran to its end or stopped early", () => {
    const cached = withStatementCache(connection);
    for (const n of [1, 2, 3]) cached.prepare("insert into t (n) values (?)").run([n]);
    const select = cached.prepare("select n from t order by n");
    for (const row of select.iterate([])) if ((row as { n: number }).n === 2) break;
    expect(cached.prepare("select n from t order by n").all([])).toEqual([{ n: 1 }, { n: 2 }, { n: 3 }]);
  });
});
