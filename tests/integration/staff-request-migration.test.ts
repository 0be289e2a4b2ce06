/**
 * Migration 0028 (decision 0038) on each engine: a database at 0027 holding the spec's partnership
 * requests migrates to one line per position named, the headcount on the first line, and the five
 * statuses become the stages (in discussion is a proposal, declined is lost for "other").
 */
import { Migrator } from "kysely";
import { describe, expect, it } from "vitest";
import { openDatabase } from "~/.server/db";
import { migrationProvider } from "~/.server/db/migrations";
import { backupEngines, freshDatabase } from "../support/fresh-databases";

const BEFORE = "0027_candidate_search";
const STAFF_REQUESTS = "0028_staff_requests";

describe.each(backupEngines())("migration 0028 on %s", (engine) => {
  it("turns each spec request into lines and its status into a stage", async () => {
    const fresh = await freshDatabase(engine);
    const database = openDatabase({ url: fresh.url });
    try {
      const migrator = new Migrator({ db: database.db, provider: migrationProvider(engine) });
      expect((await migrator.migrateTo(BEFORE)).error).toBeUndefined();
      const old = (values: { organization: string; positions: string[]; headcount: number | null; status: string }) => ({
        organization: values.organization,
        contact_name: "Amina Otieno",
        email: "amina@lakeside.test",
        phone: null,
        organization_type: "safariLodge",
        country: "ke",
        placement_type: "seasonal",
        positions: JSON.stringify(values.positions),
        headcount: values.headcount,
        start_date: "2027-06-01",
        message: null,
        status: values.status,
        notes: null,
        language: "en",
        created_at: "2026-10-01T08:00:00.000Z",
        updated_at: "2026-10-02T08:00:00.000Z",
      });
      // The database is at 0027: the typed schema's newer columns do not exist yet.
      const db = database.db as unknown as import("kysely").Kysely<Record<string, Record<string, unknown>>>;
      const ids: number[] = [];
      for (const values of [
        {
          organization: "Three positions",
          positions: ["housekeepingAttendants", "laundry", "stewarding"],
          headcount: 12,
          status: "inDiscussion",
        },
        { organization: "One position, no headcount", positions: ["foodBeverage"], headcount: null, status: "declined" },
        { organization: "Won", positions: ["laundry"], headcount: 4, status: "won" },
        { organization: "No positions", positions: [], headcount: 3, status: "new" },
      ]) {
        const row = await db.insertInto("partnership_requests").values(old(values)).returning("id").executeTakeFirstOrThrow();
        ids.push(Number(row.id));
      }

      expect((await migrator.migrateTo(STAFF_REQUESTS)).error).toBeUndefined();

      const requests = await database.db
        .selectFrom("partnership_requests")
        .select(["id", "status", "lost_reason", "touched_at", "languages", "housing", "meals", "owner_id"])
        .orderBy("id")
        .execute();
      expect(requests.map(({ id: _id, ...request }) => request)).toEqual([
        {
          status: "proposal",
          lost_reason: null,
          touched_at: "2026-10-02T08:00:00.000Z",
          languages: "[]",
          housing: 0,
          meals: 0,
          owner_id: null,
        },
        {
          status: "lost",
          lost_reason: "other",
          touched_at: "2026-10-02T08:00:00.000Z",
          languages: "[]",
          housing: 0,
          meals: 0,
          owner_id: null,
        },
        {
          status: "won",
          lost_reason: null,
          touched_at: "2026-10-02T08:00:00.000Z",
          languages: "[]",
          housing: 0,
          meals: 0,
          owner_id: null,
        },
        {
          status: "new",
          lost_reason: null,
          touched_at: "2026-10-02T08:00:00.000Z",
          languages: "[]",
          housing: 0,
          meals: 0,
          owner_id: null,
        },
      ]);

      const lines = await database.db
        .selectFrom("staff_request_lines")
        .select([
          "request_id",
          "line_order",
          "position",
          "headcount",
          "placement",
          "start_date",
          "end_date",
          "duration_weeks",
          "shift",
        ])
        .orderBy("request_id")
        .orderBy("line_order")
        .execute();
      const line = (request: number, order: number, position: string, headcount: number) => ({
        request_id: ids[request],
        line_order: order,
        position,
        headcount,
        placement: "seasonal",
        start_date: "2027-06-01",
        end_date: null,
        duration_weeks: null,
        shift: "flexible",
      });
      expect(lines).toEqual([
        line(0, 0, "housekeepingAttendants", 12),
        line(0, 1, "laundry", 1),
        line(0, 2, "stewarding", 1),
        // No headcount given: one person.
        line(1, 0, "foodBeverage", 1),
        line(2, 0, "laundry", 4),
      ]);
    } finally {
      await database.close();
      await fresh.drop();
    }
  }, 60_000);
});
