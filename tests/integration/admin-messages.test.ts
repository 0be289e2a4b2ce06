/**
 * The Messages page: its service on each engine (list, search, filters, pages, read/archive/delete,
 * bulk, housekeeping and its schedule), then its real loader and action with real sessions, as
 * every role that matters.
 */

import { sql } from "kysely";
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { Database } from "~/.server/db";
import { PAGE_SIZE } from "~/.server/db/list-query";
import { toFlag } from "~/.server/db/schema";
import { startHousekeeping } from "~/.server/jobs/housekeeping";
import { createLogger } from "~/.server/logger";
import {
  applyMessageIntent,
  deleteMessages,
  getMessage,
  listMessages,
  MAX_BULK_IDS,
  type MessageList,
  openMessage,
  parseMessageIds,
  runMessageHousekeeping,
  setMessagesArchived,
  setMessagesRead,
} from "~/.server/services/records/messages";
import { updateSettings } from "~/.server/settings";
import { action, loader } from "~/routes/admin/messages";
import { appContext, routeCaller } from "../support/app-context";
import { TEST_ACTOR } from "../support/audit";
import { engines, suiteDatabase } from "../support/databases";
import { createSignedInUser, type TestAccount } from "../support/sessions";

const URL = "https://staffing.test/admin/messages";
const INTENTS = ["markRead", "markUnread", "archive", "restore", "delete"] as const;
const NOW = new Date("2026-03-01T12:00:00.000Z");
const DAY_MS = 24 * 60 * 60 * 1000;

interface Seed {
  name?: string;
  email?: string;
  subject?: string;
  message?: string;
  language?: string;
  createdAt?: string;
  read?: boolean;
  archived?: boolean;
}

const daysAgo = (days: number) => new Date(NOW.getTime() - days * DAY_MS).toISOString();

describe.each(engines())("messages on $name", ({ make }) => {
  const database = suiteDatabase(make);

  beforeEach(async () => {
    await database.db.deleteFrom("contacts").execute();
  });

  /** Inserts messages in order, each a minute after the previous unless a date is given; answers their ids. */
  async function seed(rows: Seed[]): Promise<number[]> {
    const ids: number[] = [];
    for (const [index, row] of rows.entries()) {
      const inserted = await database.db
        .insertInto("contacts")
        .values({
          name: row.name ?? `Sender ${index}`,
          email: row.email ?? `sender${index}@guest.test`,
          subject: row.subject ?? `Subject ${index}`,
          message: row.message ?? `Message ${index}`,
          language: row.language ?? "en",
          created_at: row.createdAt ?? new Date(NOW.getTime() - (rows.length - index) * 60_000).toISOString(),
          read: row.read ? 1 : 0,
          archived: row.archived ? 1 : 0,
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      ids.push(inserted.id);
    }
    return ids;
  }

  const flags = async (id: number) => {
    const row = await database.db.selectFrom("contacts").select(["read", "archived"]).where("id", "=", id).executeTakeFirst();
    return row ? { read: toFlag(row.read), archived: toFlag(row.archived) } : undefined;
  };
  const list = (query: Partial<{ search: string; filter: "all" | "unread" | "archived"; page: number }> = {}) =>
    listMessages(database, { search: "", filter: "all", page: 1, ...query });
  const subjects = (result: MessageList) => result.rows.map((row) => row.subject);

  describe("the service", () => {
    it("lists the inbox newest first, ties broken by the newer id, with the tab counts", async () => {
      const sameTime = daysAgo(1);
      await seed([
        { subject: "oldest", createdAt: daysAgo(3) },
        { subject: "tie first", createdAt: sameTime },
        { subject: "tie second", createdAt: sameTime, read: true },
        { subject: "newest", createdAt: daysAgo(0) },
        { subject: "archived", createdAt: daysAgo(2), archived: true, read: true },
      ]);
      const result = await list();
      expect(subjects(result)).toEqual(["newest", "tie second", "tie first", "oldest"]);
      expect(result).toMatchObject({ total: 4, page: 1, pageCount: 1, counts: { all: 4, unread: 3, archived: 1 } });
      expect(result.rows[0]).toMatchObject({ read: false, archived: false, name: "Sender 3", email: "sender3@guest.test" });
    });

    it("filters unread (not archived) and archived", async () => {
      await seed([
        { subject: "unread" },
        { subject: "read", read: true },
        { subject: "archived unread", archived: true },
        { subject: "archived read", archived: true, read: true },
      ]);
      expect(subjects(await list({ filter: "unread" }))).toEqual(["unread"]);
      expect(subjects(await list({ filter: "archived" }))).toEqual(["archived read", "archived unread"]);
      expect(subjects(await list({ filter: "all" }))).toEqual(["read", "unread"]);
    });

    it("searches name, email, subject and text, ignoring case and taking % and _ literally", async () => {
      await seed([
        { name: "Amina Otieno", subject: "one" },
        { email: "kofi@LAKESIDE.test", subject: "two" },
        { subject: "Seasonal HOUSEKEEPING" },
        { subject: "four", message: "We need 12 attendants\nfrom June, 100% sure." },
        { subject: "five", message: "nothing to see" },
        { subject: "six", message: "under_score", archived: true },
      ]);
      expect(subjects(await list({ search: "amina" }))).toEqual(["one"]);
      expect(subjects(await list({ search: "lakeside" }))).toEqual(["two"]);
      expect(subjects(await list({ search: "housekeeping" }))).toEqual(["Seasonal HOUSEKEEPING"]);
      expect(subjects(await list({ search: "ATTENDANTS" }))).toEqual(["four"]);
      expect(subjects(await list({ search: "100%" }))).toEqual(["four"]);
      expect(subjects(await list({ search: "%" }))).toEqual(["four"]);
      expect(subjects(await list({ search: "r_s" }))).toEqual([]);
      const archived = await list({ search: "under_score", filter: "archived" });
      expect(subjects(archived)).toEqual(["six"]);
      // The tab counts follow the search.
      expect(archived.counts).toEqual({ all: 0, unread: 0, archived: 1, spam: 0 });
    });

    it("pages 25 at a time and shows the last page for a page past the end", async () => {
      await seed(Array.from({ length: 60 }, (_, index) => ({ subject: `m${index}` })));
      const first = await list();
      expect(first.rows).toHaveLength(PAGE_SIZE);
      expect(first).toMatchObject({ total: 60, page: 1, pageCount: 3 });
      expect(first.rows[0]?.subject).toBe("m59");
      const second = await list({ page: 2 });
      expect(second.rows[0]?.subject).toBe("m34");
      const beyond = await list({ page: 99 });
      expect(beyond.page).toBe(3);
      expect(subjects(beyond)).toEqual(Array.from({ length: 10 }, (_, index) => `m${9 - index}`));
      const empty = await list({ filter: "archived", page: 4 });
      expect(empty).toMatchObject({ rows: [], total: 0, page: 1, pageCount: 1 });
    });

    it("shows a one-line snippet and keeps the full text for the opened message", async () => {
      const long = `First line\n\n${"word ".repeat(100)}`;
      const [id] = await seed([{ message: long }]);
      const [row] = (await list()).rows;
      expect(row?.snippet.startsWith("First line word word")).toBe(true);
      expect(row?.snippet.endsWith("…")).toBe(true);
      expect(Array.from(row?.snippet ?? "").length).toBeLessThanOrEqual(141);
      expect((await getMessage(database.db, id ?? 0))?.message).toBe(long);
      expect(await getMessage(database.db, 999_999)).toBeUndefined();
    });

    it("marks a message read when it is opened by someone who may, and only then", async () => {
      const [id] = await seed([{}]);
      const asViewer = await openMessage(database, id ?? 0, undefined);
      expect(asViewer?.read).toBe(false);
      expect((await flags(id ?? 0))?.read).toBe(false);
      const asEditor = await openMessage(database, id ?? 0, TEST_ACTOR);
      expect(asEditor?.read).toBe(true);
      expect((await flags(id ?? 0))?.read).toBe(true);
      expect(await openMessage(database, 999_999, TEST_ACTOR)).toBeUndefined();
    });

    it("reads ids by the record-id rule, at most 100, duplicates dropped", () => {
      expect(parseMessageIds(["3", "7", "3"])).toEqual({ ok: true, ids: [3, 7] });
      expect(parseMessageIds([])).toEqual({ ok: false, error: "noneSelected" });
      for (const bad of ["0", "-1", "1.5", "1e3", "abc", "", " 7 ", "007", "99999999999", "2147483648"]) {
        expect(parseMessageIds([bad]), bad).toEqual({ ok: false, error: "invalidIds" });
      }
      expect(parseMessageIds([new File(["1"], "1.txt")])).toEqual({ ok: false, error: "invalidIds" });
      const many = Array.from({ length: MAX_BULK_IDS + 1 }, (_, index) => String(index + 1));
      expect(parseMessageIds(many)).toEqual({ ok: false, error: "tooMany" });
      expect(parseMessageIds(many.slice(0, MAX_BULK_IDS))).toMatchObject({ ok: true });
    });

    it("marks read and unread, archives and restores, and deletes, one or many, answering how many it found", async () => {
      const [a = 0, b = 0, c = 0] = await seed([{}, {}, {}]);
      expect(await setMessagesRead(database.db, [a, b, 999_999], true)).toBe(2);
      expect(await flags(a)).toEqual({ read: true, archived: false });
      expect(await setMessagesRead(database.db, [a], false)).toBe(1);
      expect((await flags(a))?.read).toBe(false);
      expect(await setMessagesArchived(database.db, [a, c], true)).toBe(2);
      expect((await list({ filter: "archived" })).total).toBe(2);
      expect(await applyMessageIntent({ database, publicUrl: "https://staffing.test" }, TEST_ACTOR, "restore", [c])).toBe(1);
      expect((await flags(c))?.archived).toBe(false);
      expect(await deleteMessages(database.db, [b, c])).toBe(2);
      expect(await flags(b)).toBeUndefined();
      expect(await deleteMessages(database.db, [])).toBe(0);
      expect(await applyMessageIntent({ database, publicUrl: "https://staffing.test" }, TEST_ACTOR, "delete", [999_999])).toBe(0);
      expect(await flags(a)).toEqual({ read: false, archived: true });
    });

    it("housekeeping with auto-archive off deletes only archived messages older than the retention", async () => {
      const [oldArchived = 0, recentArchived = 0, oldRead = 0, oldUnread = 0] = await seed([
        { archived: true, read: true, createdAt: daysAgo(31) },
        { archived: true, createdAt: daysAgo(29) },
        { read: true, createdAt: daysAgo(45) },
        { createdAt: daysAgo(60) },
      ]);
      const result = await runMessageHousekeeping(database.db, { autoArchiveMessages: false, messageRetentionDays: 30 }, NOW);
      expect(result).toEqual({ archived: 0, deleted: 1 });
      expect(await flags(oldArchived)).toBeUndefined();
      expect(await flags(recentArchived)).toEqual({ read: false, archived: true });
      expect(await flags(oldRead)).toEqual({ read: true, archived: false });
      expect(await flags(oldUnread)).toEqual({ read: false, archived: false });
    });

    it("housekeeping with auto-archive on archives read messages older than N days, never unread or recent ones", async () => {
      const [oldRead = 0, recentRead = 0, oldUnread = 0, oldArchived = 0] = await seed([
        { read: true, createdAt: daysAgo(8) },
        { read: true, createdAt: daysAgo(6) },
        { createdAt: daysAgo(20) },
        { archived: true, createdAt: daysAgo(9) },
      ]);
      const settings = { autoArchiveMessages: true, messageRetentionDays: 7 };
      expect(await runMessageHousekeeping(database.db, settings, NOW)).toEqual({ archived: 1, deleted: 1 });
      expect(await flags(oldRead)).toEqual({ read: true, archived: true });
      expect(await flags(recentRead)).toEqual({ read: true, archived: false });
      expect(await flags(oldUnread)).toEqual({ read: false, archived: false });
      expect(await flags(oldArchived)).toBeUndefined();
      // What was archived today goes at the next run, not in the same one.
      expect(await runMessageHousekeeping(database.db, settings, NOW)).toEqual({ archived: 0, deleted: 1 });
      expect(await flags(oldRead)).toBeUndefined();
    });

    it("housekeeping does nothing with a retention that is not a positive whole number of days", async () => {
      const [id = 0] = await seed([{ archived: true, read: true, createdAt: daysAgo(400) }]);
      for (const days of [0, -1, 1.5, Number.NaN]) {
        const result = await runMessageHousekeeping(database.db, { autoArchiveMessages: true, messageRetentionDays: days }, NOW);
        expect(result).toEqual({ archived: 0, deleted: 0 });
      }
      expect(await flags(id)).toEqual({ read: true, archived: true });
    });

    it("the schedule runs at start with the stored settings, then at every interval, until stopped", async () => {
      await updateSettings(database.db, TEST_ACTOR, { autoArchiveMessages: true, messageRetentionDays: 30 });
      const [oldArchived = 0, oldRead = 0] = await seed([
        { archived: true, createdAt: new Date(Date.now() - 40 * DAY_MS).toISOString() },
        { read: true, createdAt: new Date(Date.now() - 40 * DAY_MS).toISOString() },
      ]);
      const logger = createLogger("silent");
      const info = vi.spyOn(logger, "info");
      // The schedule's interval on a clock the test turns (vi.waitFor turns it at each look), so
      // "until stopped" is a fact about the clock, not a guess about how long to wait.
      vi.useFakeTimers({ toFake: ["setInterval", "clearInterval"] });
      try {
        const stop = startHousekeeping({ database, logger, intervalMs: 50 });
        try {
          await vi.waitFor(async () => expect(await flags(oldArchived)).toBeUndefined());
          // The next run deletes what the first one archived.
          await vi.waitFor(async () => expect(await flags(oldRead)).toBeUndefined());
          expect(info).toHaveBeenCalledWith(expect.objectContaining({ messagesArchived: 1 }), "Housekeeping");
        } finally {
          await stop();
          await updateSettings(database.db, TEST_ACTOR, { autoArchiveMessages: false, messageRetentionDays: 30 });
        }
        // Stopped: no run is scheduled, however far the clock turns, and none is under way.
        const runs = info.mock.calls.length;
        expect(vi.getTimerCount()).toBe(0);
        const [later = 0] = await seed([{ archived: true, createdAt: new Date(Date.now() - 40 * DAY_MS).toISOString() }]);
        await vi.advanceTimersByTimeAsync(10 * 50);
        expect(info.mock.calls.length).toBe(runs);
        expect(await flags(later)).toEqual({ read: false, archived: true });
      } finally {
        vi.useRealTimers();
      }
    });

    it("a failed run is logged and does not stop the schedule", async () => {
      const logger = createLogger("silent");
      const error = vi.spyOn(logger, "error");
      const broken = {
        selectFrom: () => {
          throw new Error("database away");
        },
      } as unknown as Database["db"];
      const stop = startHousekeeping({ database: { ...database, db: broken }, logger, intervalMs: 20 });
      await vi.waitFor(() => expect(error.mock.calls.length).toBeGreaterThanOrEqual(2));
      await stop();
      expect(error).toHaveBeenCalledWith(expect.objectContaining({ err: expect.any(Error) }), "Housekeeping failed");
    });

    it("stays fast on a deep page of 100,000 messages", { timeout: 60_000 }, async () => {
      // Generated inside the database: one statement instead of 100,000 round trips.
      const base = Date.parse("2025-01-01T00:00:00.000Z");
      if (database.engine === "postgres") {
        await sql`insert into contacts (name, email, subject, message, language, created_at, read, archived)
          select 'Guest ' || i, 'guest' || i || '@bulk.test', 'Subject ' || i, repeat('Long message text. ', 20), 'en',
            to_char(to_timestamp(${base / 1000} + i * 60) at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
            case when i % 3 = 0 then 1 else 0 end, case when i % 10 = 0 then 1 else 0 end
          from generate_series(1, 100000) as i`.execute(database.db);
        // What autovacuum does to a table at rest: statistics, and the visibility map index-only scans need.
        await sql`vacuum analyze contacts`.execute(database.db);
      } else {
        await sql`with recursive n(i) as (select 1 union all select i + 1 from n where i < 100000)
          insert into contacts (name, email, subject, message, language, created_at, read, archived)
          select 'Guest ' || i, 'guest' || i || '@bulk.test', 'Subject ' || i, printf('%.380c', 'x'), 'en',
            strftime('%Y-%m-%dT%H:%M:%fZ', ${base / 1000} + i * 60, 'unixepoch'),
            case when i % 3 = 0 then 1 else 0 end, case when i % 10 = 0 then 1 else 0 end
          from n`.execute(database.db);
        await sql`analyze`.execute(database.db);
      }
      const first = await list();
      expect(first.counts).toEqual({ all: 90_000, unread: 60_000, archived: 10_000, spam: 0 });
      expect(first.rows[0]?.subject).toBe("Subject 99999");

      const started = performance.now();
      const deep = await list({ page: 3000 });
      const elapsed = performance.now() - started;
      expect(deep.page).toBe(3000);
      expect(deep.rows).toHaveLength(PAGE_SIZE);
      // Page 3000 of the inbox starts after 74,975 newer inbox rows (every tenth row is archived).
      let skipped = 0;
      let expected = 100_000;
      for (; skipped < 2999 * PAGE_SIZE || expected % 10 === 0; expected--) if (expected % 10 !== 0) skipped++;
      expect(deep.rows[0]?.subject).toBe(`Subject ${expected}`);
      // Generous: a loaded test machine must not fail it; the plans below are the real proof.
      expect(elapsed).toBeLessThan(2000);

      // The page's ids come from the index alone, in its order: no sort, no table rows read.
      const pageIds = sql`select id from contacts where spam = ${0} and archived = ${0} order by created_at desc, id desc limit 25 offset 74975`;
      if (database.engine === "sqlite") {
        const plan = await sql<{ detail: string }>`explain query plan ${pageIds}`.execute(database.db);
        expect(plan.rows.map((row) => row.detail).join(" ")).toMatch(/COVERING INDEX contacts_spam_archived_created_at/);
      } else {
        const plan = await sql<{ "QUERY PLAN": string }>`explain ${pageIds}`.execute(database.db);
        const text = plan.rows.map((row) => row["QUERY PLAN"]).join("\n");
        expect(text).toMatch(/Index Only Scan Backward using contacts_spam_archived_created_at/);
        expect(text).not.toMatch(/Sort/);
      }
    });
  });

  describe("the page", () => {
    let context: ReturnType<typeof appContext>["context"];
    let admin: TestAccount;
    let editor: TestAccount;
    let viewer: TestAccount;
    let user: TestAccount;

    beforeAll(async () => {
      context = appContext(database).context;
      admin = await createSignedInUser(context.auth, "admin");
      editor = await createSignedInUser(context.auth, "editor");
      viewer = await createSignedInUser(context.auth, "viewer");
      user = await createSignedInUser(context.auth, "user");
    });

    const { load, post } = routeCaller({ loader, action }, URL, () => context);
    const listOf = (body: Record<string, unknown>) => body.list as MessageList;

    it("sends anonymous visitors to the login, from the page and from every action", async () => {
      const [id = 0] = await seed([{}]);
      const page = await load(undefined, "?q=x");
      expect(page.status).toBe(302);
      expect(page.location).toBe(`/admin/login?redirectTo=${encodeURIComponent("/admin/messages?q=x")}`);
      for (const intent of INTENTS) {
        const result = await post(undefined, { intent, id: String(id) });
        expect(result.status, intent).toBe(302);
        expect(result.location).toMatch(/^\/admin\/login/);
      }
      expect(await flags(id)).toEqual({ read: false, archived: false });
    });

    it("refuses the page and every action to the user role (403)", async () => {
      const [id = 0] = await seed([{}]);
      expect((await load(user)).status).toBe(403);
      for (const intent of INTENTS) expect((await post(user, { intent, id: String(id) })).status, intent).toBe(403);
      expect(await flags(id)).toEqual({ read: false, archived: false });
    });

    it("lets a viewer list and read without marking read, and refuses every action (403)", async () => {
      const [id = 0] = await seed([{ subject: "Hello", message: "<img src=x onerror=alert(1)>" }]);
      const page = await load(viewer, `?open=${id}`);
      expect(page.status).toBe(200);
      expect(page.body.canManage).toBe(false);
      expect(page.body.opened).toMatchObject({ id, subject: "Hello", message: "<img src=x onerror=alert(1)>", read: false });
      expect(listOf(page.body).rows.map((row) => row.id)).toEqual([id]);
      expect((await flags(id))?.read).toBe(false);
      for (const intent of INTENTS) {
        expect((await post(viewer, { intent, id: String(id) })).status, intent).toBe(403);
        expect((await post(viewer, { intent, ids: [String(id)] })).status, intent).toBe(403);
      }
      expect(await flags(id)).toEqual({ read: false, archived: false });
    });

    it("marks a message read when an editor opens it, and says when it does not exist", async () => {
      const [id = 0] = await seed([{}]);
      const page = await load(editor, `?open=${id}`);
      expect(page.body).toMatchObject({ canManage: true, openMissing: false, opened: { id, read: true } });
      expect(listOf(page.body).rows[0]?.read).toBe(true);
      expect(listOf(page.body).counts.unread).toBe(0);
      expect((await flags(id))?.read).toBe(true);
      for (const open of ["999999", "abc", "-4"]) {
        expect((await load(editor, `?open=${open}`)).body).toMatchObject({ opened: null, openMissing: true });
      }
    });

    it("reads search, filter and page from the URL, leniently", async () => {
      await seed([
        ...Array.from({ length: 30 }, (_, index) => ({ subject: `bulk ${index}` })),
        { subject: "needle", name: "Zed" },
        { subject: "old news", archived: true },
      ]);
      const searched = await load(admin, "?q=ZED");
      expect(listOf(searched.body).rows.map((row) => row.subject)).toEqual(["needle"]);
      expect(searched.body).toMatchObject({ search: "ZED", filter: "all" });
      const archived = await load(admin, "?filter=archived");
      expect(listOf(archived.body).rows.map((row) => row.subject)).toEqual(["old news"]);
      const second = await load(admin, "?page=2");
      expect(listOf(second.body)).toMatchObject({ page: 2, total: 31, pageCount: 2 });
      expect(listOf(second.body).rows).toHaveLength(6);
      expect(second.body.shown).toEqual({ from: 26, to: 31 });
      const lenient = await load(admin, "?page=abc&filter=bogus");
      expect(lenient.status).toBe(200);
      expect(lenient.body).toMatchObject({ filter: "all", list: { page: 1 } });
    });

    it.each(["editor", "admin"] as const)("lets an %s mark, archive, restore and delete", async (role) => {
      const account = role === "editor" ? editor : admin;
      const [id = 0] = await seed([{}]);
      const send = (intent: string) => post(account, { intent, id: String(id) }, `?open=${id}`);
      expect(await send("markRead")).toEqual({
        status: 200,
        body: { status: "success", initialValue: null, intent: "markRead", count: 1 },
      });
      expect((await flags(id))?.read).toBe(true);
      expect((await send("markUnread")).status).toBe(200);
      expect((await flags(id))?.read).toBe(false);
      expect((await send("archive")).body).toEqual({ status: "success", initialValue: null, intent: "archive", count: 1 });
      expect((await flags(id))?.archived).toBe(true);
      expect((await send("restore")).status).toBe(200);
      expect((await flags(id))?.archived).toBe(false);
      expect((await send("delete")).body).toEqual({ status: "success", initialValue: null, intent: "delete", count: 1 });
      expect(await flags(id)).toBeUndefined();
      // Gone now: 404, never a 500.
      expect(await send("archive")).toMatchObject({
        status: 404,
        body: { status: "error", error: { "": ["admin-messages:errors.notFound"] } },
      });
    });

    it("acts on several messages at once", async () => {
      const ids = await seed([{}, {}, {}, {}]);
      const [a = 0, b = 0, c = 0, d = 0] = ids;
      expect((await post(editor, { intent: "markRead", ids: [String(a), String(b), String(c)] })).body).toMatchObject({
        status: "success",
        count: 3,
      });
      expect((await post(editor, { intent: "archive", ids: [String(a), String(b)] })).body).toMatchObject({ count: 2 });
      expect((await post(editor, { intent: "delete", ids: [String(b), String(c), "999999"] })).body).toMatchObject({ count: 2 });
      expect(await flags(a)).toEqual({ read: true, archived: true });
      expect(await flags(b)).toBeUndefined();
      expect(await flags(c)).toBeUndefined();
      expect(await flags(d)).toEqual({ read: false, archived: false });
    });

    it("answers bad ids with 400 and changes nothing", async () => {
      const [id = 0] = await seed([{}]);
      const cases: Array<[Record<string, string | string[]>, string]> = [
        [{ intent: "archive" }, "noneSelected"],
        [{ intent: "archive", id: "abc" }, "invalidIds"],
        [{ intent: "archive", id: "0" }, "invalidIds"],
        [{ intent: "archive", id: "99999999999999999999" }, "invalidIds"],
        [{ intent: "delete", ids: [String(id), "1;drop table contacts"] }, "invalidIds"],
        [{ intent: "delete", ids: Array.from({ length: MAX_BULK_IDS + 1 }, (_, index) => String(index + 1)) }, "tooMany"],
      ];
      for (const [fields, error] of cases) {
        expect(await post(admin, fields), error).toEqual({
          status: 400,
          body: { status: "error", intent: fields.intent, error: { "": [`admin-messages:errors.${error}`] }, max: MAX_BULK_IDS },
        });
      }
      expect((await post(admin, { intent: "dropEverything", id: String(id) })).status).toBe(400);
      expect(await flags(id)).toEqual({ read: false, archived: false });
    });
  });
});
