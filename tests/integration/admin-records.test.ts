/**
 * The Partnership requests page (requests, volunteer sign-ups, donation pledges), the Newsletter
 * subscribers page and their CSV exports: the services on each engine, then the real loaders and
 * actions with real sessions as anonymous, viewer, editor and admin.
 */

import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { PAGE_SIZE } from "~/.server/db/list-query";
import { csvResponse } from "~/.server/http/csv";
import {
  deleteDonation,
  deleteVolunteer,
  getDonation,
  getVolunteer,
  listDonations,
  listVolunteers,
  setDonationStatus,
} from "~/.server/services/records/foundation-admin";
import {
  deletePartnershipRequest,
  getPartnershipRequest,
  listPartnershipRequests,
  PARTNERSHIP_CSV_HEADER,
  type PartnershipFilter,
  partnershipCsvRows,
  savePartnershipNotes,
  setPartnershipStatus,
  streamPartnershipRequests,
} from "~/.server/services/records/partnerships-admin";
import { EXPORT_BATCH_SIZE } from "~/.server/services/records/records-common";
import {
  deleteSubscriber,
  listSubscribers,
  SUBSCRIBER_CSV_HEADER,
  subscriberCounts,
  subscriberCsvRows,
} from "~/.server/services/records/subscribers-admin";
import { NOTES_MAX_LENGTH, PARTNERSHIP_STATUSES } from "~/lib/admin/partnership-status";
import { recordChangeSchema } from "~/lib/validation/records";
import * as subscribersPage from "~/routes/admin/newsletter-subscribers";
import * as subscribersExport from "~/routes/admin/newsletter-subscribers.export";
import * as requestsPage from "~/routes/admin/partnership-requests";
import * as requestsExport from "~/routes/admin/partnership-requests.export";
import { appContext, formArgs, settle } from "../support/app-context";
import { TEST_ACTOR } from "../support/audit";
import { csvOf } from "../support/csv";
import { engines, suiteDatabase } from "../support/databases";
import { createSignedInUser, requestAs, type TestAccount } from "../support/sessions";

const BASE = "https://staffing.test/admin";
const START = Date.parse("2026-01-01T00:00:00.000Z");
const at = (minutes: number) => new Date(START + minutes * 60_000).toISOString();

async function collect<T>(rows: AsyncIterable<T>): Promise<T[]> {
  const all: T[] = [];
  for await (const row of rows) all.push(row);
  return all;
}

describe.each(engines())("admin records on $name", ({ make }) => {
  const database = suiteDatabase(make);

  beforeEach(async () => {
    for (const table of ["partnership_requests", "volunteer_signups", "donation_pledges", "newsletter_subscribers"] as const) {
      await database.db.deleteFrom(table).execute();
    }
  });

  interface RequestSeed {
    organization?: string;
    contact_name?: string;
    email?: string;
    country?: string;
    message?: string | null;
    status?: string;
    positions?: string;
    notes?: string | null;
    createdAt?: string;
  }

  /** Inserts requests in order, a minute apart unless a date is given; answers their ids. */
  async function seedRequests(rows: RequestSeed[]): Promise<number[]> {
    const ids: number[] = [];
    // In slices: SQLite takes at most 32,766 parameters per statement.
    for (let from = 0; from < rows.length; from += 500) {
      ids.push(...(await insertRequests(rows.slice(from, from + 500), from)));
    }
    return ids;
  }

  async function insertRequests(rows: RequestSeed[], first: number): Promise<number[]> {
    const inserted = await database.db
      .insertInto("partnership_requests")
      .values(rows.map((row, offset) => requestValues(row, first + offset)))
      .returning("id")
      .execute();
    return inserted.map((row) => row.id);
  }

  function requestValues(row: RequestSeed, index: number) {
    return {
      organization: row.organization ?? `Organization ${index}`,
      contact_name: row.contact_name ?? `Contact ${index}`,
      email: row.email ?? `contact${index}@hotel.test`,
      phone: "+254 700 000 000",
      organization_type: "safariLodge",
      country: row.country ?? "ke",
      placement_type: "seasonal",
      positions: row.positions ?? JSON.stringify(["laundry", "stewarding"]),
      headcount: 12,
      start_date: "2027-06-01",
      message: row.message === undefined ? `Message ${index}` : row.message,
      status: row.status ?? "new",
      notes: row.notes ?? null,
      language: "en",
      created_at: row.createdAt ?? at(index),
      updated_at: row.createdAt ?? at(index),
    };
  }

  async function seedSubscribers(count: number, from = 0): Promise<void> {
    for (let start = from; start < from + count; start += 1000) {
      const end = Math.min(start + 1000, from + count);
      await database.db
        .insertInto("newsletter_subscribers")
        .values(
          Array.from({ length: end - start }, (_, k) => {
            const i = start + k;
            return {
              email: `reader${i}@lodge.test`,
              confirmed: (i % 3 === 0 ? 1 : 0) as 0 | 1,
              unsubscribe_token: `unsubscribe-token-${i}`,
              confirm_token: i % 3 === 0 ? null : `confirm-token-${i}`,
              language: ["en", "es", "fr"][i % 3] ?? "en",
              created_at: at(i),
              confirmed_at: i % 3 === 0 ? at(i + 1) : null,
            };
          }),
        )
        .execute();
    }
  }

  const requests = (query: Partial<PartnershipFilter & { page: number }> = {}) =>
    listPartnershipRequests(database, { status: "", search: "", page: 1, ...query });
  const organizations = (list: { rows: Array<{ organization: string }> }) => list.rows.map((row) => row.organization);

  describe("partnership requests", () => {
    it("lists newest first with ties broken by the newer id, 25 a page, with the total", async () => {
      const sameTime = at(500);
      await seedRequests([
        ...Array.from({ length: 28 }, (_, i) => ({ organization: `Hotel ${i}` })),
        { organization: "tie first", createdAt: sameTime },
        { organization: "tie second", createdAt: sameTime },
      ]);
      const first = await requests();
      expect(first).toMatchObject({ total: 30, page: 1, pageCount: 2, pageSize: PAGE_SIZE });
      expect(first.rows).toHaveLength(PAGE_SIZE);
      expect(organizations(first).slice(0, 3)).toEqual(["tie second", "tie first", "Hotel 27"]);
      const second = await requests({ page: 2 });
      expect(organizations(second)).toEqual(["Hotel 4", "Hotel 3", "Hotel 2", "Hotel 1", "Hotel 0"]);
      // A page past the end shows the last page rather than an empty one.
      expect(await requests({ page: 99 })).toMatchObject({ page: 2, rows: second.rows });
      expect(await listPartnershipRequests(database, { status: "won", search: "", page: 3 })).toMatchObject({
        total: 0,
        page: 1,
        pageCount: 1,
        rows: [],
      });
    });

    it("filters by status and searches organization, contact, email, country and message, ignoring case", async () => {
      await seedRequests([
        { organization: "Lakeside Lodge", status: "won" },
        { contact_name: "Amina OTIENO" },
        { email: "kofi@coastal-resorts.test", status: "contacted" },
        { country: "gh", status: "won" },
        { message: "We need 12 attendants, 100% from June." },
        { organization: "Quiet Inn", message: null },
      ]);
      expect((await requests({ status: "won" })).total).toBe(2);
      expect(organizations(await requests({ search: "lakeside" }))).toEqual(["Lakeside Lodge"]);
      expect((await requests({ search: "otieno" })).total).toBe(1);
      expect((await requests({ search: "COASTAL-RESORTS" })).total).toBe(1);
      expect((await requests({ search: "gh" })).total).toBe(1);
      expect((await requests({ search: "100%" })).total).toBe(1);
      // % and _ are literal: they do not match everything.
      expect((await requests({ search: "%" })).total).toBe(1);
      expect((await requests({ search: "_" })).total).toBe(0);
      expect((await requests({ search: "gh", status: "won" })).total).toBe(1);
      expect((await requests({ search: "gh", status: "new" })).total).toBe(0);
    });

    it("reads one request with every field and its positions as a list", async () => {
      const [id, broken] = await seedRequests([{ organization: "Lakeside Lodge" }, { positions: "not json" }]);
      const request = await getPartnershipRequest(database, id ?? 0);
      expect(request).toMatchObject({
        id,
        organization: "Lakeside Lodge",
        phone: "+254 700 000 000",
        organization_type: "safariLodge",
        country: "ke",
        placement_type: "seasonal",
        positions: ["laundry", "stewarding"],
        headcount: 12,
        start_date: "2027-06-01",
        status: "new",
        notes: null,
        language: "en",
      });
      expect((await getPartnershipRequest(database, broken ?? 0))?.positions).toEqual([]);
      expect(await getPartnershipRequest(database, 999_999)).toBeUndefined();
    });

    it("changes the status only to one of the set, and answers 404 for a missing request", async () => {
      const [id = 0] = await seedRequests([{}]);
      for (const status of PARTNERSHIP_STATUSES) {
        expect(await setPartnershipStatus(database, TEST_ACTOR, id, status)).toEqual({ ok: true });
        expect((await getPartnershipRequest(database, id))?.status).toBe(status);
      }
      const updated = await getPartnershipRequest(database, id);
      expect((updated?.updated_at ?? "") > (updated?.created_at ?? "")).toBe(true);
      for (const bad of ["archived", "", "NEW", null, undefined, 3]) {
        const change = recordChangeSchema.safeParse({ intent: "setStatus", id: String(id), status: bad });
        expect(change.error?.issues[0]?.message).toBe("admin-records:errors.invalidStatus");
      }
      expect(await setPartnershipStatus(database, TEST_ACTOR, id + 1000, "won")).toEqual({ ok: false, reason: "notFound" });
    });

    it("saves internal notes (line breaks kept, blank clears) up to 5000 characters", async () => {
      const [id = 0] = await seedRequests([{}]);
      const save = (notes: string) => {
        const change = recordChangeSchema.parse({ intent: "saveNotes", id: String(id), notes });
        return change.intent === "saveNotes" ? savePartnershipNotes(database, TEST_ACTOR, id, change.notes) : undefined;
      };
      expect(await save("Called on Monday.\r\nSend the proposal <b>Friday</b>.  ")).toEqual({ ok: true });
      expect((await getPartnershipRequest(database, id))?.notes).toBe("Called on Monday.\nSend the proposal <b>Friday</b>.");
      expect(await save("x".repeat(NOTES_MAX_LENGTH))).toEqual({ ok: true });
      const tooLong = recordChangeSchema.safeParse({
        intent: "saveNotes",
        id: String(id),
        notes: "x".repeat(NOTES_MAX_LENGTH + 1),
      });
      expect(tooLong.error?.issues[0]?.message).toBe("admin-records:errors.notesTooLong");
      expect((await getPartnershipRequest(database, id))?.notes).toHaveLength(NOTES_MAX_LENGTH);
      expect(await save("  \r\n ")).toEqual({ ok: true });
      expect((await getPartnershipRequest(database, id))?.notes).toBeNull();
      expect(await savePartnershipNotes(database, TEST_ACTOR, id + 1000, "note")).toEqual({ ok: false, reason: "notFound" });
    });

    it("deletes a request once; a second time is 404", async () => {
      const [id = 0, other] = await seedRequests([{}, {}]);
      expect(await deletePartnershipRequest(database, TEST_ACTOR, id)).toEqual({ ok: true });
      expect(await deletePartnershipRequest(database, TEST_ACTOR, id)).toEqual({ ok: false, reason: "notFound" });
      expect(await getPartnershipRequest(database, other ?? 0)).toBeDefined();
    });

    it("streams every matching request exactly once across keyset batches, ties included", async () => {
      const total = EXPORT_BATCH_SIZE * 2 + 345;
      // Many rows share one timestamp, across a batch boundary: the id must break the ties.
      await seedRequests(
        Array.from({ length: total }, (_, i) => ({
          organization: `Hotel ${i}`,
          status: i % 2 ? "won" : "new",
          createdAt: at(Math.floor(i / 700)),
        })),
      );
      const all = await collect(streamPartnershipRequests(database, { status: "", search: "" }));
      expect(all).toHaveLength(total);
      expect(new Set(all.map((row) => row.id)).size).toBe(total);
      const order = all.map((row) => [row.created_at, row.id] as const);
      const sorted = [...order].sort((a, b) => (a[0] === b[0] ? b[1] - a[1] : a[0] < b[0] ? 1 : -1));
      expect(order).toEqual(sorted);
      const won = await collect(streamPartnershipRequests(database, { status: "won", search: "" }));
      expect(won).toHaveLength(Math.floor(total / 2));
      expect(won.every((row) => row.status === "won")).toBe(true);
      expect(await collect(streamPartnershipRequests(database, { status: "", search: "Hotel 1234" }))).toHaveLength(1);
    });

    it("exports CSV with a header, quoting, formulas neutralised and the filter applied", async () => {
      await seedRequests([
        {
          organization: '=HYPERLINK("http://evil.test","Click")',
          contact_name: "Smith, Jane",
          message: 'Line one\nLine "two"',
          notes: "+1 call back",
          status: "won",
        },
        { organization: "@SUM(A1)", contact_name: "-2+3" },
      ]);
      const response = csvResponse(
        "requests.csv",
        PARTNERSHIP_CSV_HEADER,
        partnershipCsvRows(database, { status: "", search: "" }),
      );
      expect(response.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
      const [header, newest, oldest] = await csvOf(response);
      expect(header).toEqual([...PARTNERSHIP_CSV_HEADER]);
      const column = (row: string[] | undefined, name: string) => row?.[PARTNERSHIP_CSV_HEADER.indexOf(name as never)];
      expect(column(newest, "organization")).toBe("'@SUM(A1)");
      expect(column(newest, "contact_name")).toBe("'-2+3");
      expect(column(oldest, "organization")).toBe(`'=HYPERLINK("http://evil.test","Click")`);
      expect(column(oldest, "contact_name")).toBe("Smith, Jane");
      expect(column(oldest, "message")).toBe('Line one\nLine "two"');
      expect(column(oldest, "notes")).toBe("'+1 call back");
      expect(column(oldest, "positions")).toBe("laundry; stewarding");
      expect(column(oldest, "headcount")).toBe("12");
      const filtered = await csvOf(
        csvResponse("r.csv", PARTNERSHIP_CSV_HEADER, partnershipCsvRows(database, { status: "won", search: "" })),
      );
      expect(filtered).toHaveLength(2);
    });
  });

  describe("volunteer sign-ups and donation pledges", () => {
    async function seedVolunteers(count: number) {
      const rows = await database.db
        .insertInto("volunteer_signups")
        .values(
          Array.from({ length: count }, (_, i) => ({
            full_name: i === 0 ? "Kofi Mensah" : `Volunteer ${i}`,
            email: `volunteer${i}@help.test`,
            phone: null,
            country: i === 0 ? "Ghana" : "Kenya",
            interests: JSON.stringify(["mentoring", "events"]),
            availability: "weekly",
            message: i === 0 ? "I mentor young hotel staff in Accra." : null,
            language: "fr",
            created_at: at(i),
          })),
        )
        .returning("id")
        .execute();
      return rows.map((row) => row.id);
    }

    async function seedDonations(count: number) {
      const rows = await database.db
        .insertInto("donation_pledges")
        .values(
          Array.from({ length: count }, (_, i) => ({
            full_name: i === 0 ? "Grace Njeri" : `Donor ${i}`,
            email: `donor${i}@give.test`,
            phone: null,
            amount_cents: 25_050 + i,
            currency: "USD",
            program: i === 0 ? "boreholeWater" : "scholarships",
            message: null,
            language: "es",
            created_at: at(i),
          })),
        )
        .returning("id")
        .execute();
      return rows.map((row) => row.id);
    }

    it("lists, searches, pages, opens and deletes volunteer sign-ups", async () => {
      const [kofi = 0] = await seedVolunteers(27);
      const first = await listVolunteers(database, { search: "", page: 1 });
      expect(first).toMatchObject({ total: 27, pageCount: 2 });
      expect(first.rows[0]?.full_name).toBe("Volunteer 26");
      expect((await listVolunteers(database, { search: "", page: 2 })).rows.map((row) => row.full_name)).toEqual([
        "Volunteer 1",
        "Kofi Mensah",
      ]);
      for (const search of ["kofi", "VOLUNTEER0@", "ghana", "accra"]) {
        expect((await listVolunteers(database, { search, page: 1 })).total, search).toBe(1);
      }
      expect(await getVolunteer(database, kofi)).toMatchObject({
        full_name: "Kofi Mensah",
        interests: ["mentoring", "events"],
        availability: "weekly",
        language: "fr",
      });
      expect(await deleteVolunteer(database, TEST_ACTOR, kofi)).toEqual({ ok: true });
      expect(await deleteVolunteer(database, TEST_ACTOR, kofi)).toEqual({ ok: false, reason: "notFound" });
      expect(await getVolunteer(database, kofi)).toBeUndefined();
    });

    it("lists and searches pledges, changes their status within the set, and deletes them", async () => {
      const [grace = 0] = await seedDonations(3);
      const list = await listDonations(database, { search: "", page: 1 });
      expect(list.total).toBe(3);
      expect(list.rows.at(-1)).toMatchObject({
        full_name: "Grace Njeri",
        amount_cents: 25_050,
        currency: "USD",
        status: "pledged",
      });
      expect((await listDonations(database, { search: "borehole", page: 1 })).total).toBe(1);
      expect((await listDonations(database, { search: "NJERI", page: 1 })).total).toBe(1);
      expect(await setDonationStatus(database, TEST_ACTOR, grace, "received")).toEqual({ ok: true });
      expect((await getDonation(database, grace))?.status).toBe("received");
      expect(recordChangeSchema.safeParse({ intent: "setDonationStatus", id: String(grace), status: "refunded" }).success).toBe(
        false,
      );
      expect(await setDonationStatus(database, TEST_ACTOR, grace + 1000, "cancelled")).toEqual({ ok: false, reason: "notFound" });
      expect(await deleteDonation(database, TEST_ACTOR, grace)).toEqual({ ok: true });
      expect(await deleteDonation(database, TEST_ACTOR, grace)).toEqual({ ok: false, reason: "notFound" });
    });
  });

  describe("newsletter subscribers", () => {
    it("counts total and confirmed, searches by email, pages newest first and deletes", async () => {
      await seedSubscribers(60);
      expect(await subscriberCounts(database)).toEqual({ total: 60, confirmed: 20 });
      const first = await listSubscribers(database, { search: "", page: 1 });
      expect(first).toMatchObject({ total: 60, pageCount: 3 });
      expect(first.rows[0]).toEqual({
        id: expect.any(Number),
        email: "reader59@lodge.test",
        confirmed: false,
        language: "fr",
        created_at: at(59),
        confirmed_at: null,
        suppressed: false,
      });
      expect((await listSubscribers(database, { search: "", page: 3 })).rows.map((row) => row.email).at(-1)).toBe(
        "reader0@lodge.test",
      );
      expect((await listSubscribers(database, { search: "READER5", page: 1 })).total).toBe(11);
      expect((await listSubscribers(database, { search: "reader_", page: 1 })).total).toBe(0);
      expect((await listSubscribers(database, { search: "%", page: 1 })).total).toBe(0);
      const confirmed = (await listSubscribers(database, { search: "reader3@", page: 1 })).rows[0];
      expect(confirmed).toMatchObject({ confirmed: true, confirmed_at: at(4) });
      expect(Object.keys(confirmed ?? {})).not.toContain("unsubscribe_token");
      expect(await deleteSubscriber(database, TEST_ACTOR, confirmed?.id ?? 0)).toEqual({ ok: true });
      expect(await deleteSubscriber(database, TEST_ACTOR, confirmed?.id ?? 0)).toEqual({ ok: false, reason: "notFound" });
      expect(await subscriberCounts(database)).toEqual({ total: 59, confirmed: 19 });
    });

    it("exports email, confirmed, language and dates, never a token, formulas neutralised", async () => {
      await seedSubscribers(3);
      await database.db
        .insertInto("newsletter_subscribers")
        .values({
          email: "=1+2@evil.test",
          confirmed: 0,
          unsubscribe_token: "secret-u",
          confirm_token: "secret-c",
          language: "en",
          created_at: at(10),
        })
        .execute();
      const response = csvResponse("s.csv", SUBSCRIBER_CSV_HEADER, subscriberCsvRows(database));
      const text = await response.clone().text();
      expect(text).not.toMatch(/token|secret/);
      const [header, ...rows] = await csvOf(response);
      expect(header).toEqual(["email", "confirmed", "language", "created_at", "confirmed_at"]);
      expect(rows).toEqual([
        ["'=1+2@evil.test", "false", "en", at(10), ""],
        ["reader2@lodge.test", "false", "fr", at(2), ""],
        ["reader1@lodge.test", "false", "es", at(1), ""],
        ["reader0@lodge.test", "true", "en", at(0), at(1)],
      ]);
    });

    it("streams an export of 20,000 subscribers in batches", { timeout: 120_000 }, async () => {
      await seedSubscribers(20_000);
      const response = csvResponse("s.csv", SUBSCRIBER_CSV_HEADER, subscriberCsvRows(database));
      const reader = response.body?.getReader();
      if (!reader) throw new Error("no body");
      const decoder = new TextDecoder();
      let lines = 0;
      let chunks = 0;
      let tail = "";
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        chunks++;
        const text = tail + decoder.decode(value, { stream: true });
        const parts = text.split("\r\n");
        tail = parts.pop() ?? "";
        lines += parts.length;
      }
      expect(tail).toBe("");
      expect(lines).toBe(20_001);
      // Delivered as it is produced (chunks of about 64 KB), not as one buffer.
      expect(chunks).toBeGreaterThan(10);
    });
  });

  describe("the pages", () => {
    let context: ReturnType<typeof appContext>["context"];
    let viewer: TestAccount;
    let editor: TestAccount;
    let admin: TestAccount;

    beforeAll(async () => {
      context = appContext(database).context;
      viewer = await createSignedInUser(context.auth, "viewer");
      editor = await createSignedInUser(context.auth, "editor");
      admin = await createSignedInUser(context.auth, "admin");
    });

    const requestsUrl = `${BASE}/partnership-requests`;
    const subscribersUrl = `${BASE}/newsletter-subscribers`;
    const load = (module: { loader: (args: never) => unknown }, account: TestAccount | undefined, url: string) =>
      settle(() => module.loader({ request: requestAs(account, url), context, params: {} } as never));
    const post = (
      module: { action: (args: never) => unknown },
      account: TestAccount | undefined,
      url: string,
      fields: Record<string, string>,
    ) => settle(() => module.action(formArgs(context, url, fields, account ? { Cookie: account.cookie } : {}) as never));

    it("sends anonymous visitors to the login from the pages and answers 401 from the exports", async () => {
      for (const [module, url] of [
        [requestsPage, `${requestsUrl}?tab=donations`],
        [subscribersPage, subscribersUrl],
      ] as const) {
        const result = await load(module, undefined, url);
        expect(result.status).toBe(302);
        expect(result.location).toMatch(/^\/admin\/login\?redirectTo=/);
        const posted = await post(module, undefined, url, { intent: "delete", id: "1" });
        expect(posted.status).toBe(302);
      }
      expect((await load(requestsExport, undefined, `${requestsUrl}/export`)).status).toBe(401);
      expect((await load(subscribersExport, undefined, `${subscribersUrl}/export`)).status).toBe(401);
    });

    it("lets a viewer read every list and record, and refuses every change and export", async () => {
      const [id = 0] = await seedRequests([{ organization: "Lakeside Lodge" }]);
      await seedSubscribers(2);
      // A request opens on its own page (decision 0038): the list's old `?open=` leads there.
      const opened = await load(requestsPage, viewer, `${requestsUrl}?open=${id}`);
      expect(opened).toMatchObject({ status: 302, location: `/admin/partnership-requests/${id}` });
      const page = await load(requestsPage, viewer, `${requestsUrl}?view=list`);
      expect(page.status).toBe(200);
      expect(page.body).toMatchObject({ tab: "requests", view: "list", canManage: false, canExport: false });
      expect((page.body.list as { rows: { organization: string }[] }).rows[0]?.organization).toBe("Lakeside Lodge");
      for (const tab of ["volunteers", "donations"]) {
        expect((await load(requestsPage, viewer, `${requestsUrl}?tab=${tab}`)).body).toMatchObject({ tab, canManage: false });
      }
      const subscribers = await load(subscribersPage, viewer, subscribersUrl);
      expect(subscribers.body).toMatchObject({ counts: { total: 2, confirmed: 1 }, canManage: false, canExport: false });
      for (const intent of ["setStatus", "saveNotes", "delete", "deleteVolunteer", "deleteDonation", "setDonationStatus"]) {
        expect((await post(requestsPage, viewer, requestsUrl, { intent, id: String(id), status: "won" })).status, intent).toBe(
          403,
        );
      }
      expect((await post(subscribersPage, viewer, subscribersUrl, { intent: "delete", id: "1" })).status).toBe(403);
      expect((await load(requestsExport, viewer, `${requestsUrl}/export`)).status).toBe(403);
      expect((await load(subscribersExport, viewer, `${subscribersUrl}/export`)).status).toBe(403);
      expect((await getPartnershipRequest(database, id))?.status).toBe("new");
    });

    it("lets an editor change status and notes, answering bad input with 400 and a missing row with 404", async () => {
      const [id = 0] = await seedRequests([{ organization: "Lakeside Lodge" }]);
      const page = await load(requestsPage, editor, `${requestsUrl}?status=new&q=lakeside&page=abc&view=list`);
      expect(page.body).toMatchObject({ canManage: true, canExport: true, status: "new", search: "lakeside" });
      expect((page.body.list as { total: number }).total).toBe(1);

      expect(await post(requestsPage, editor, requestsUrl, { intent: "setStatus", id: String(id), status: "proposal" })).toEqual({
        status: 200,
        body: { status: "success", initialValue: null, intent: "setStatus" },
      });
      expect((await getPartnershipRequest(database, id))?.status).toBe("proposal");
      const bad = await post(requestsPage, editor, requestsUrl, { intent: "setStatus", id: String(id), status: "closed" });
      expect(bad).toMatchObject({
        status: 400,
        body: { intent: "setStatus", status: "error", error: { status: ["admin-records:errors.invalidStatus"] } },
      });
      for (const badId of ["", "abc", "0", "-1", "1.5", "99999999999"]) {
        expect(
          (await post(requestsPage, editor, requestsUrl, { intent: "setStatus", id: badId, status: "won" })).status,
          badId,
        ).toBe(400);
      }
      expect((await post(requestsPage, editor, requestsUrl, { intent: "setStatus", id: "999999", status: "won" })).status).toBe(
        404,
      );

      expect(
        (await post(requestsPage, editor, requestsUrl, { intent: "saveNotes", id: String(id), notes: "Proposal sent." })).status,
      ).toBe(200);
      expect((await getPartnershipRequest(database, id))?.notes).toBe("Proposal sent.");
      const long = await post(requestsPage, editor, requestsUrl, {
        intent: "saveNotes",
        id: String(id),
        notes: "x".repeat(5001),
      });
      expect(long).toMatchObject({ status: 400, body: { error: { notes: ["admin-records:errors.notesTooLong"] } } });
      expect((await post(requestsPage, editor, requestsUrl, { intent: "dropTable", id: String(id) })).status).toBe(400);

      expect((await post(requestsPage, editor, requestsUrl, { intent: "delete", id: String(id) })).status).toBe(200);
      expect((await post(requestsPage, editor, requestsUrl, { intent: "delete", id: String(id) })).status).toBe(404);
      // The list no longer holds it.
      const gone = await load(requestsPage, editor, `${requestsUrl}?view=list`);
      expect((gone.body.list as { total: number }).total).toBe(0);
    });

    it("lets an editor open, change and delete pledges and sign-ups", async () => {
      const donation = await database.db
        .insertInto("donation_pledges")
        .values({
          full_name: "Grace",
          email: "grace@give.test",
          phone: null,
          amount_cents: 5000,
          program: "scholarships",
          message: null,
          language: "en",
          created_at: at(1),
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      const volunteer = await database.db
        .insertInto("volunteer_signups")
        .values({
          full_name: "Kofi",
          email: "kofi@help.test",
          phone: null,
          country: "Ghana",
          interests: "[]",
          availability: "remote",
          message: null,
          language: "en",
          created_at: at(1),
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      const opened = await load(requestsPage, editor, `${requestsUrl}?tab=donations&open=${donation.id}`);
      expect(opened.body).toMatchObject({
        tab: "donations",
        opened: { full_name: "Grace", amount_cents: 5000, status: "pledged" },
      });
      const id = String(donation.id);
      expect(
        (await post(requestsPage, editor, requestsUrl, { intent: "setDonationStatus", id, status: "received" })).status,
      ).toBe(200);
      expect((await getDonation(database, donation.id))?.status).toBe("received");
      expect((await post(requestsPage, editor, requestsUrl, { intent: "setDonationStatus", id, status: "won" })).status).toBe(
        400,
      );
      expect((await post(requestsPage, editor, requestsUrl, { intent: "deleteDonation", id })).status).toBe(200);
      expect(
        (await post(requestsPage, editor, requestsUrl, { intent: "deleteVolunteer", id: String(volunteer.id) })).status,
      ).toBe(200);
      expect(
        (await post(requestsPage, editor, requestsUrl, { intent: "deleteVolunteer", id: String(volunteer.id) })).status,
      ).toBe(404);
    });

    it("exports requests filtered like the list, and every subscriber, as CSV downloads", async () => {
      await seedRequests([
        { organization: "Won Lodge", status: "won" },
        { organization: "New Lodge" },
        { organization: "Won Resort", status: "won" },
      ]);
      await seedSubscribers(4);
      const all = await load(requestsExport, admin, `${requestsUrl}/export`);
      expect(all.status).toBe(200);
      expect(all.response?.headers.get("Content-Disposition")).toMatch(
        /^attachment; filename="partnership-requests-\d{4}-\d{2}-\d{2}\.csv"$/,
      );
      expect(await csvOf(all.response as Response)).toHaveLength(4);
      const won = await load(requestsExport, editor, `${requestsUrl}/export?status=won&q=resort`);
      const rows = await csvOf(won.response as Response);
      expect(rows.map((row) => row[PARTNERSHIP_CSV_HEADER.indexOf("organization")])).toEqual(["organization", "Won Resort"]);

      const subscribers = await load(subscribersExport, editor, `${subscribersUrl}/export`);
      expect(subscribers.response?.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
      const text = await (subscribers.response as Response).text();
      expect(text).toContain("reader3@lodge.test");
      expect(text).not.toContain("token");
    });

    it("lets an editor search, page and delete subscribers", async () => {
      await seedSubscribers(30);
      const page = await load(subscribersPage, admin, `${subscribersUrl}?q=reader2&page=2`);
      expect(page.body).toMatchObject({ search: "reader2", canManage: true, canExport: true, list: { total: 11, page: 1 } });
      const target = (page.body.list as { rows: Array<{ id: number; email: string }> }).rows[0];
      expect(await post(subscribersPage, editor, subscribersUrl, { intent: "delete", id: String(target?.id) })).toEqual({
        status: 200,
        body: { status: "success", initialValue: null, intent: "delete" },
      });
      expect((await post(subscribersPage, editor, subscribersUrl, { intent: "delete", id: String(target?.id) })).status).toBe(
        404,
      );
      expect((await post(subscribersPage, editor, subscribersUrl, { intent: "delete", id: "nope" })).status).toBe(400);
      expect(await subscriberCounts(database)).toEqual({ total: 29, confirmed: 10 });
    });
  });
});
