/**
 * The staff pipeline of client requests (decision 0038) on each engine: stage, owner, follow-up and
 * notes, each with its timeline event and audit entry; the board and the list with their filters,
 * the stale flag and follow-up states; the follow-up reminders, sent once by any number of runners
 * at once; the dashboard's figures; the export's new columns; then the real request page's loader
 * and action as anonymous, viewer, editor and admin.
 */
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { csvResponse } from "~/.server/http/csv";
import { startRequestReminders } from "~/.server/jobs/request-reminders";
import { createLogger } from "~/.server/logger";
import { deleteOldSpam } from "~/.server/services/operations/retention";
import { PARTNERSHIP_CSV_HEADER, partnershipCsvRows } from "~/.server/services/records";
import {
  addNote,
  changeOwner,
  changeStage,
  issueClientToken,
  listRequestCards,
  loadRequestBoard,
  loadStaffRequest,
  requestFigures,
  sendDueReminders,
  setFollowUp,
} from "~/.server/services/requests";
import { REQUEST_STAGES } from "~/lib/staff-requests/model";
import { readRequestFilter } from "~/lib/staff-requests/pipeline";
import * as requestsPage from "~/routes/admin/partnership-requests";
import * as requestPage from "~/routes/admin/partnership-requests.$id";
import { appContext, formArgs, settle } from "../support/app-context";
import { TEST_ACTOR } from "../support/audit";
import { seedCandidate } from "../support/candidates";
import { csvOf } from "../support/csv";
import { engines, suiteDatabase } from "../support/databases";
import { renderRoute, visibleText } from "../support/render-route";
import { createSignedInUser, requestAs, type TestAccount } from "../support/sessions";
import { until } from "../support/until";

const BASE = "https://staffing.test/admin/partnership-requests";
const NOW = new Date("2027-03-10T09:00:00.000Z");
const TODAY = "2027-03-10";
const noFilter = readRequestFilter(new URLSearchParams());
const clock = { now: NOW, staleDays: 7 };

describe.each(engines())("staff request pipeline on $name", ({ make }) => {
  const database = suiteDatabase(make);
  let context: ReturnType<typeof appContext>["context"];
  let viewer: TestAccount;
  let editor: TestAccount;
  let admin: TestAccount;

  beforeAll(async () => {
    context = appContext(database).context;
    viewer = await createSignedInUser(context.auth, "viewer", "Vera Viewer");
    editor = await createSignedInUser(context.auth, "editor", "Eddie Editor");
    admin = await createSignedInUser(context.auth, "admin", "Ada Admin");
  });

  beforeEach(async () => {
    for (const table of [
      "placements",
      "shortlist_entries",
      "staff_request_lines",
      "staff_request_events",
      "client_tokens",
      "partnership_requests",
      "applications",
      "candidates",
      "email_outbox",
      "audit_log",
    ] as const) {
      await database.db.deleteFrom(table).execute();
    }
  });

  interface Seed {
    organization?: string;
    status?: string;
    owner?: string | null;
    country?: string;
    plan?: string | null;
    followUpOn?: string | null;
    touchedAt?: string;
    lines?: Array<{ position: string; headcount: number }>;
  }

  async function seed(rows: Seed[]): Promise<number[]> {
    const ids: number[] = [];
    for (const [index, row] of rows.entries()) {
      const at = new Date(NOW.getTime() - (rows.length - index) * 60_000).toISOString();
      const inserted = await database.db
        .insertInto("partnership_requests")
        .values({
          organization: row.organization ?? `Lodge ${index}`,
          contact_name: `Contact ${index}`,
          email: `contact${index}@lodge.test`,
          phone: null,
          organization_type: "safariLodge",
          country: row.country ?? "ke",
          placement_type: "seasonal",
          positions: JSON.stringify((row.lines ?? [{ position: "laundry" }]).map((line) => line.position)),
          headcount: 1,
          start_date: null,
          message: null,
          status: row.status ?? "new",
          notes: null,
          language: "en",
          created_at: at,
          updated_at: at,
          touched_at: row.touchedAt ?? at,
          owner_id: row.owner ?? null,
          plan: row.plan ?? null,
          follow_up_on: row.followUpOn ?? null,
          city: "Nairobi",
          languages: JSON.stringify(["en", "sw"]),
          housing: 1,
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      const lines = row.lines ?? [{ position: "laundry", headcount: 3 }];
      await database.db
        .insertInto("staff_request_lines")
        .values(
          lines.map((line, order) => ({
            request_id: inserted.id,
            line_order: order,
            position: line.position,
            headcount: line.headcount,
            placement: "seasonal",
            start_date: "2027-06-01",
            end_date: "2027-09-30",
            shift: "day",
          })),
        )
        .execute();
      ids.push(inserted.id);
    }
    return ids;
  }

  const actorOf = (account: TestAccount) => ({ ...TEST_ACTOR, userId: account.userId, email: account.email });
  const events = (id: number) =>
    database.db.selectFrom("staff_request_events").selectAll().where("request_id", "=", id).orderBy("id").execute();
  const audits = () => database.db.selectFrom("audit_log").select(["action", "target_id"]).orderBy("id").execute();

  describe("changes", () => {
    it("moves a stage with its event and audit entry; lost needs a reason, and leaving the open stages clears the follow-up", async () => {
      const [id = 0] = await seed([{ followUpOn: "2027-03-12" }]);
      expect(await changeStage(database, actorOf(editor), id, "lost", null)).toEqual({ ok: false, reason: "reasonRequired" });
      expect(await changeStage(database, actorOf(editor), id, "proposal", null)).toEqual({ ok: true });
      expect(await changeStage(database, actorOf(editor), id, "lost", "price")).toEqual({ ok: true });
      const row = await database.db.selectFrom("partnership_requests").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
      expect(row).toMatchObject({ status: "lost", lost_reason: "price", follow_up_on: null });
      // Staff touched it: the stale flag counts from now.
      expect(row.touched_at).not.toBe(row.created_at);
      const timeline = await events(id);
      expect(timeline.map((event) => [event.kind, JSON.parse(event.detail)])).toEqual([
        ["stage", { from: "new", to: "proposal" }],
        ["stage", { from: "proposal", to: "lost", reason: "price" }],
      ]);
      expect(timeline.every((event) => event.actor_id === editor.userId)).toBe(true);
      expect((await audits()).map((entry) => entry.action)).toEqual(["partnership.status", "partnership.status"]);
      // The same stage again changes nothing and writes nothing.
      expect(await changeStage(database, actorOf(editor), id, "lost", "price")).toEqual({ ok: true });
      expect(await events(id)).toHaveLength(2);
      expect(await changeStage(database, actorOf(editor), 999_999, "won", null)).toEqual({ ok: false, reason: "notFound" });
    });

    it("gives a request only to a user who may own requests, in turn on request, and keeps follow-ups and notes", async () => {
      const [id = 0, other = 0] = await seed([{}, {}]);
      expect(await changeOwner(database, actorOf(admin), id, viewer.userId)).toEqual({ ok: false, reason: "notAnOwner" });
      expect(await changeOwner(database, actorOf(admin), id, "no-such-user")).toEqual({ ok: false, reason: "notAnOwner" });
      expect(await changeOwner(database, actorOf(admin), id, editor.userId)).toEqual({ ok: true });
      // In turn: the eligible user given a request longest ago (or never) — not the editor, who just got one.
      expect(await changeOwner(database, actorOf(admin), other, "turn")).toEqual({ ok: true });
      const owners = await database.db.selectFrom("partnership_requests").select(["id", "owner_id"]).orderBy("id").execute();
      expect(owners[0]?.owner_id).toBe(editor.userId);
      expect(owners[1]?.owner_id).not.toBe(editor.userId);
      expect(owners[1]?.owner_id).not.toBeNull();
      expect(await setFollowUp(database, actorOf(editor), id, "2027-03-11")).toEqual({ ok: true });
      expect(await addNote(database, actorOf(editor), id, "Called the GM; proposal next week.")).toEqual({ ok: true });
      expect(await setFollowUp(database, actorOf(editor), id, null)).toEqual({ ok: true });
      const page = await loadStaffRequest(database, id);
      expect(page?.ownerName).toBe("Eddie Editor");
      expect(page?.events.map((event) => event.kind)).toEqual(["followUp", "note", "followUp", "owner"]);
      expect(page?.events[1]?.detail).toEqual({ text: "Called the GM; proposal next week." });
      expect(page?.people[editor.userId]).toBe("Eddie Editor");
      expect(page?.lines).toEqual([expect.objectContaining({ position: "laundry", headcount: 3, placed: 0, shift: "day" })]);
      expect((await audits()).map((entry) => entry.action)).toEqual([
        "partnership.owner",
        "partnership.owner",
        "partnership.follow_up",
        "partnership.note",
        "partnership.follow_up",
      ]);
    });
  });

  describe("board and list", () => {
    it("counts every column, caps its cards, and narrows by owner, unassigned, stage, market and plan", async () => {
      await seed([
        { status: "new", owner: editor.userId, country: "ke", plan: "elite", lines: [{ position: "laundry", headcount: 4 }] },
        { status: "new", country: "tz" },
        { status: "contacted", owner: editor.userId, followUpOn: TODAY },
        { status: "proposal", owner: admin.userId, followUpOn: "2027-03-01", touchedAt: "2027-02-01T00:00:00.000Z" },
        { status: "won", owner: admin.userId, touchedAt: "2027-01-01T00:00:00.000Z" },
        { status: "new", organization: "Zebra Camp" },
      ]);
      const board = await loadRequestBoard(database, noFilter, clock, 2);
      expect(board.map((column) => [column.stage, column.count, column.cards.length])).toEqual([
        ["new", 3, 2],
        ["contacted", 1, 1],
        ["proposal", 1, 1],
        ["won", 1, 1],
        ["lost", 0, 0],
      ]);
      // Newest first within a column.
      expect(board[0]?.cards[0]?.organization).toBe("Zebra Camp");
      const proposal = board[2]?.cards[0];
      expect(proposal).toMatchObject({ followUp: "overdue", stale: true, ownerName: "Ada Admin", headcount: 3 });
      expect(board[1]?.cards[0]).toMatchObject({ followUp: "today", stale: false });
      // A won request is not open: never stale.
      expect(board[3]?.cards[0]?.stale).toBe(false);

      const filtered = (query: string) => loadRequestBoard(database, readRequestFilter(new URLSearchParams(query)), clock);
      const counts = async (query: string) => (await filtered(query)).map((column) => column.count);
      expect(await counts(`owner=${editor.userId}`)).toEqual([1, 1, 0, 0, 0]);
      expect(await counts("owner=unassigned")).toEqual([2, 0, 0, 0, 0]);
      expect(await counts("market=tz")).toEqual([1, 0, 0, 0, 0]);
      expect(await counts("plan=elite")).toEqual([1, 0, 0, 0, 0]);
      expect((await filtered("status=won")).map((column) => column.stage)).toEqual(["won"]);
      // A hand-edited address never fails: unknown values read as no filter.
      expect(await counts("owner=%27;drop&market=xx&plan=gold&status=closed")).toEqual([3, 1, 1, 1, 0]);
      const elite = (await filtered("plan=elite"))[0]?.cards[0];
      expect(elite).toMatchObject({ headcount: 4, plan: "elite", reference: expect.stringMatching(/^REQ-\d{6}$/) });

      const list = await listRequestCards(database, readRequestFilter(new URLSearchParams("q=zebra")), 1, clock);
      expect(list.total).toBe(1);
      expect(list.rows[0]?.organization).toBe("Zebra Camp");
      expect((await listRequestCards(database, noFilter, 1, clock, true)).total).toBe(0);
    });
  });

  describe("reminders", () => {
    it("emails each due follow-up's owner once, whatever the runners at once, and again for a new date only", async () => {
      const due = await seed([
        { owner: editor.userId, followUpOn: TODAY, organization: "Due Today Lodge" },
        { owner: editor.userId, followUpOn: "2027-03-01", organization: "Overdue Lodge" },
        { owner: admin.userId, followUpOn: TODAY },
      ]);
      await seed([
        { owner: editor.userId, followUpOn: "2027-03-11" },
        { owner: null, followUpOn: TODAY },
        { owner: admin.userId, followUpOn: TODAY, status: "won" },
        { owner: viewer.userId, followUpOn: TODAY },
      ]);
      const reports = await Promise.all(
        Array.from({ length: 4 }, () => sendDueReminders(database, "https://staffing.test", NOW)),
      );
      expect(reports.reduce((sum, report) => sum + report.reminded, 0)).toBe(3);
      expect(reports.reduce((sum, report) => sum + report.emails, 0)).toBe(2);
      const outbox = await database.db.selectFrom("email_outbox").select(["recipient", "subject", "text"]).execute();
      expect(outbox.map((mail) => mail.recipient).sort()).toEqual([admin.email, editor.email].sort());
      const editorMail = outbox.find((mail) => mail.recipient === editor.email);
      expect(editorMail?.subject).toContain("2 follow-ups due");
      expect(editorMail?.text).toContain("Overdue Lodge");
      expect(editorMail?.text).toContain(`/admin/partnership-requests/${due[0]}`);
      const reminders = await database.db
        .selectFrom("staff_request_events")
        .select(["request_id", "actor_id"])
        .where("kind", "=", "reminder")
        .execute();
      expect(reminders.map((event) => event.request_id).sort()).toEqual([...due].sort());
      // A system event: the request is not marked touched by it.
      expect(reminders.every((event) => event.actor_id === null)).toBe(true);

      expect((await sendDueReminders(database, "https://staffing.test", NOW)).reminded).toBe(0);
      await setFollowUp(database, actorOf(editor), due[0] ?? 0, "2027-03-10");
      expect((await sendDueReminders(database, "https://staffing.test", NOW)).reminded).toBe(0);
      await setFollowUp(database, actorOf(editor), due[0] ?? 0, "2027-03-09");
      expect((await sendDueReminders(database, "https://staffing.test", NOW)).reminded).toBe(1);
    });

    it("runs at once when staff set a follow-up for today, without waiting for the next quarter hour", async () => {
      const [id] = await seed([{ owner: editor.userId, followUpOn: null, organization: "Woken Lodge" }]);
      await database.db.deleteFrom("job_runs").execute();
      // An interval no test waits out: only the start's run and the wake can send.
      const stop = startRequestReminders({
        database,
        logger: createLogger("silent"),
        publicUrl: "https://staffing.test",
        kickOutbox: () => undefined,
        intervalMs: 3_600_000,
      });
      try {
        const ran = () =>
          database.db.selectFrom("job_runs").select("name").where("name", "=", "request-reminders").executeTakeFirst();
        await until(async () => (await ran()) !== undefined, 10_000, "the start's run");
        const mails = () => database.db.selectFrom("email_outbox").select("text").where("recipient", "=", editor.email).execute();
        expect(await mails()).toEqual([]);
        await setFollowUp(database, actorOf(editor), id ?? 0, new Date().toISOString().slice(0, 10));
        await until(async () => (await mails()).length === 1, 10_000, "the reminder of today's follow-up");
        expect((await mails())[0]?.text).toContain("Woken Lodge");
      } finally {
        await stop();
      }
    });
  });

  describe("figures and export", () => {
    it("reads the dashboard's figures from the tables", async () => {
      const [, , won = 0] = await seed([
        { status: "new", owner: editor.userId, followUpOn: TODAY, lines: [{ position: "laundry", headcount: 10 }] },
        { status: "proposal", followUpOn: "2027-03-01", lines: [{ position: "stewarding", headcount: 5 }] },
        {
          status: "won",
          country: "tz",
          lines: [
            { position: "laundry", headcount: 4 },
            { position: "stewarding", headcount: 2 },
          ],
        },
      ]);
      const line = await database.db
        .selectFrom("staff_request_lines")
        .select("id")
        .where("request_id", "=", won)
        .orderBy("line_order")
        .executeTakeFirstOrThrow();
      const candidateId = await seedCandidate(database);
      const wonAt = await database.db
        .selectFrom("partnership_requests")
        .select("created_at")
        .where("id", "=", won)
        .executeTakeFirstOrThrow();
      await database.db
        .insertInto("placements")
        .values({
          line_id: line.id,
          candidate_id: candidateId,
          starts_on: "2027-06-01",
          created_at: new Date(Date.parse(wonAt.created_at) + 4 * 86_400_000).toISOString(),
        })
        .execute();
      const figures = await requestFigures(database, editor.userId, NOW);
      expect(figures).toMatchObject({ dueToday: 1, overdue: 1 });
      expect(figures.followUps[0]).toMatchObject({ mine: true, state: "today" });
      expect(figures.byStage.map((row) => row.count)).toEqual([1, 0, 1, 1, 0]);
      expect(figures.byStage.map((row) => row.stage)).toEqual([...REQUEST_STAGES]);
      // 10 people at 10 % and 5 at 60 %.
      expect(figures.weightedPipeline).toBe(4);
      expect(figures.byOwner).toEqual(
        expect.arrayContaining([
          { ownerId: editor.userId, name: "Eddie Editor", count: 1 },
          { ownerId: null, name: null, count: 1 },
        ]),
      );
      expect(figures.byPosition.find((row) => row.key === "laundry")).toEqual({
        key: "laundry",
        wanted: 4,
        placed: 1,
        rate: 0.25,
        medianDays: 4,
      });
      expect(figures.byMarket).toEqual([{ key: "tz", wanted: 6, placed: 1, rate: 1 / 6, medianDays: 4 }]);
    });

    it("exports the reference, stage, owner, follow-up, plan, city, languages, housing, meals and lines, with the filters", async () => {
      await seed([
        { owner: editor.userId, plan: "elite", followUpOn: "2027-04-01", lines: [{ position: "laundry", headcount: 12 }] },
        { country: "tz" },
      ]);
      const rows = await csvOf(
        csvResponse("r.csv", PARTNERSHIP_CSV_HEADER, partnershipCsvRows(database, { status: "", search: "", plan: "elite" })),
      );
      expect(rows).toHaveLength(2);
      const column = (name: string) => rows[1]?.[PARTNERSHIP_CSV_HEADER.indexOf(name as never)];
      expect(column("reference")).toMatch(/^REQ-\d{6}$/);
      expect(column("owner")).toBe(editor.email);
      expect(column("follow_up_on")).toBe("2027-04-01");
      expect(column("plan")).toBe("elite");
      expect(column("city")).toBe("Nairobi");
      expect(column("languages")).toBe("en; sw");
      expect(column("housing")).toBe("yes");
      expect(column("meals")).toBe("no");
      expect(column("lines")).toBe("12 laundry seasonal 2027-06-01..2027-09-30 day");
    });
  });

  describe("the request page", () => {
    const url = (id: number | string) => `${BASE}/${id}`;
    const load = (account: TestAccount | undefined, id: number | string) =>
      settle(() => requestPage.loader({ request: requestAs(account, url(id)), context, params: { id: String(id) } } as never));
    const post = (account: TestAccount | undefined, id: number | string, fields: Record<string, string>) =>
      settle(() =>
        requestPage.action({
          ...formArgs(context, url(id), fields, account ? { Cookie: account.cookie } : {}),
          params: { id: String(id) },
        } as never),
      );

    it("sends anonymous visitors to the login, lets a viewer read and refuses every change", async () => {
      const [id = 0] = await seed([{}]);
      expect((await load(undefined, id)).status).toBe(302);
      expect((await post(undefined, id, { intent: "addNote", text: "x" })).status).toBe(302);
      const page = await load(viewer, id);
      expect(page.status).toBe(200);
      expect(page.body).toMatchObject({ canManage: false, stale: false });
      for (const intent of ["setStage", "setOwner", "setFollowUp", "addNote", "markSpam", "notSpam", "delete"]) {
        expect((await post(viewer, id, { intent, status: "won", text: "x" })).status, intent).toBe(403);
      }
      expect(await events(id)).toHaveLength(0);
    });

    it("lets an editor work the request, refusing bad input beside its field with 400 and a missing request with 404", async () => {
      const [id = 0] = await seed([{}]);
      expect((await load(editor, "abc")).status).toBe(404);
      expect((await load(editor, 999_999)).status).toBe(404);
      expect((await post(editor, id, { intent: "setStage", status: "won" })).status).toBe(200);
      expect(await post(editor, id, { intent: "setStage", status: "lost" })).toMatchObject({
        status: 400,
        body: { error: { lostReason: ["admin-requests:errors.reasonRequired"] } },
      });
      expect((await post(editor, id, { intent: "setStage", status: "lost", lostReason: "bribes" })).status).toBe(400);
      expect((await post(editor, id, { intent: "setStage", status: "closed" })).status).toBe(400);
      expect(await post(editor, id, { intent: "setOwner", owner: viewer.userId })).toMatchObject({
        status: 400,
        body: { error: { owner: ["admin-requests:errors.notAnOwner"] } },
      });
      expect((await post(editor, id, { intent: "setOwner", owner: "x'; drop table user" })).status).toBe(400);
      expect((await post(editor, id, { intent: "setOwner", owner: admin.userId })).status).toBe(200);
      expect((await post(editor, id, { intent: "setFollowUp", followUpOn: "2027-02-30" })).status).toBe(400);
      expect((await post(editor, id, { intent: "setFollowUp", followUpOn: "2027-03-20" })).status).toBe(200);
      expect((await post(editor, id, { intent: "addNote", text: "   " })).status).toBe(400);
      expect((await post(editor, id, { intent: "addNote", text: "x".repeat(4001) })).status).toBe(400);
      expect((await post(editor, id, { intent: "addNote", text: "Sent the proposal." })).status).toBe(200);
      expect((await post(editor, id, { intent: "dropTable" })).status).toBe(400);
      expect((await post(editor, 999_999, { intent: "addNote", text: "Hello" })).status).toBe(404);
      expect((await post(editor, 999_999, { intent: "setStage", status: "won" })).status).toBe(404);
      const page = await load(editor, id);
      expect(page.body).toMatchObject({ canManage: true, ownerName: "Ada Admin" });
      expect((page.body.request as { status: string; follow_up_on: string }).status).toBe("won");
      expect((page.body.events as { kind: string }[]).map((event) => event.kind)).toEqual([
        "note",
        "followUp",
        "owner",
        // The request won, its lines became draft openings.
        "openings",
        "stage",
      ]);
      // Deleting takes the request with its lines and timeline, and goes back to the requests.
      expect(await post(admin, id, { intent: "delete" })).toMatchObject({ status: 302, location: "/admin/partnership-requests" });
      expect(await events(id)).toHaveLength(0);
      expect(
        await database.db.selectFrom("staff_request_lines").select("id").where("request_id", "=", id).execute(),
      ).toHaveLength(0);
      expect((await post(admin, id, { intent: "delete" })).status).toBe(404);
    });
  });

  describe("retention", () => {
    it("deletes old caught spam with its lines, timeline and client links, and nothing else", async () => {
      const [spam = 0, kept = 0] = await seed([{}, {}]);
      await database.db
        .updateTable("partnership_requests")
        .set({ spam: 1, spam_reason: "honeypot", spam_at: "2020-01-01T00:00:00.000Z" })
        .where("id", "=", spam)
        .execute();
      await addNote(database, actorOf(editor), spam, "Looks like spam.");
      await issueClientToken(database.db, spam, 180);
      expect(await deleteOldSpam(database, 30, NOW)).toBe(1);
      const left = await database.db.selectFrom("partnership_requests").select("id").execute();
      expect(left.map((row) => row.id)).toEqual([kept]);
      expect(await database.db.selectFrom("staff_request_lines").select("request_id").execute()).toEqual([{ request_id: kept }]);
      expect(await events(spam)).toHaveLength(0);
      expect(await database.db.selectFrom("client_tokens").select("request_id").execute()).toHaveLength(0);
    });
  });

  describe("rendered", () => {
    it("draws the board, the list and a request's page in the reader's language, visitor text as text", async () => {
      const [id = 0] = await seed([
        { organization: "<b>Bold</b> Lodge", owner: editor.userId, followUpOn: "2020-01-01", status: "proposal" },
        { status: "won" },
      ]);
      await addNote(database, actorOf(editor), id, "<script>window.__xss=1</script>");
      const headers = { Cookie: `${editor.cookie}; language=fr` };
      const board = await renderRoute(requestsPage, "/admin/partnership-requests", new Request(BASE, { headers }), context);
      expect(board.status).toBe(200);
      expect(board.html).not.toContain("<b>Bold</b>");
      const boardText = visibleText(board.html);
      expect(boardText).toContain("<b>Bold</b> Lodge");
      expect(boardText).toContain("En retard depuis");
      expect(boardText).toContain("Eddie Editor");
      const list = await renderRoute(
        requestsPage,
        "/admin/partnership-requests",
        new Request(`${BASE}?view=list&status=won`, { headers }),
        context,
      );
      expect(visibleText(list.html)).toContain("Lodge 1");
      const page = await renderRoute(
        requestPage,
        "/admin/partnership-requests/:id",
        new Request(`${BASE}/${id}`, { headers }),
        context,
      );
      expect(page.status).toBe(200);
      expect(page.html).not.toContain("<script>window");
      const text = visibleText(page.html);
      expect(text).toContain("<script>window.__xss=1</script>");
      expect(text).toContain("0 placées sur 3");
      expect(text).toContain("Historique");
      expect(text).toContain("Motif, si elle est perdue");
    });
  });
});
