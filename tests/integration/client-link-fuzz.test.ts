/**
 * Hostile requests to the client's private link (decision 0038), on each engine: fast-check
 * generates tokens (forged, expired, malformed, another request's) and posted forms (unknown
 * intents, ids of another request's shortlist entries, garbage ids, huge comments, next season's
 * lines out of bounds) against the page, its answers and its CV downloads. Every answer is
 * deliberate and below 500; a token only ever reads or answers for its own request; an answer is
 * stored whole with its events or not at all.
 */
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { createOpening, publishOpening } from "~/.server/services/careers";
import { issueClientToken, shortlistCandidate } from "~/.server/services/requests";
import * as staffingPage from "~/routes/admin/partnership-requests.$id.staffing";
import * as clientPage from "~/routes/client.$token";
import * as clientCv from "~/routes/client.$token.cv.$entry";
import { appContext, formArgs, settle } from "../support/app-context";
import { TEST_ACTOR } from "../support/audit";
import { seedApplication, seedCandidate, seedCv } from "../support/candidates";
import { engines, suiteDatabase } from "../support/databases";
import { seasonalDraft } from "../support/openings";
import { createSignedInUser } from "../support/sessions";
import { seedStaffRequest } from "../support/staffing";

const BASE = "https://staffing.test";
const RUNS = 120;

describe.each(engines())("hostile requests to the client's link on $name", ({ make }) => {
  const database = suiteDatabase(make);
  let context: ReturnType<typeof appContext>["context"];
  const clients: Array<{ requestId: number; token: string; entryIds: number[]; firstName: string }> = [];
  let expired = "";

  /** A request with two shortlisted candidates (CVs shown), and its link. */
  async function clientWithShortlist(firstName: string) {
    const request = await seedStaffRequest(database, { status: "won" });
    const lineId = request.lineIds[0] as number;
    const opening = await createOpening(database, TEST_ACTOR, seasonalDraft());
    await publishOpening(database, TEST_ACTOR, opening);
    await database.db.updateTable("staff_request_lines").set({ opening_id: opening }).where("id", "=", lineId).execute();
    const entryIds: number[] = [];
    for (const surname of ["Otieno", "Mwangi"]) {
      const candidateId = await seedCandidate(database, { full_name: `${firstName} ${surname}` });
      const applicationId = await seedApplication(database, candidateId, {
        opening_id: opening,
        present_consent: 1,
        cv_consent: 1,
      });
      await seedCv(database, candidateId, applicationId, [firstName]);
      await shortlistCandidate(database.db, { requestId: request.id, lineId, applicationId, actorId: "staff-user" });
      const entry = await database.db
        .selectFrom("shortlist_entries")
        .select("id")
        .where("application_id", "=", applicationId)
        .executeTakeFirstOrThrow();
      entryIds.push(entry.id);
    }
    return { requestId: request.id, token: await issueClientToken(database.db, request.id, 30), entryIds, firstName };
  }

  beforeAll(async () => {
    context = appContext(database, { formsPer10Minutes: 100_000 }).context;
    clients.push(await clientWithShortlist("Zawadi"), await clientWithShortlist("Baraka"));
    expired = await issueClientToken(
      database.db,
      (clients[0] as (typeof clients)[number]).requestId,
      1,
      new Date(Date.now() - 3 * 86_400_000),
    );
  });

  const tokenArbitrary = () =>
    fc.oneof(
      fc.constantFrom(0, 1).map((index) => (clients[index] as (typeof clients)[number]).token),
      fc.constant(expired),
      fc.stringMatching(/^[0-9a-f]{64}$/),
      fc.string({ maxLength: 80 }),
      fc.constant(`${"a".repeat(63)}G`),
    );
  const idArbitrary = () =>
    fc.oneof(
      fc.constantFrom(...clients.flatMap((client) => client.entryIds)).map(String),
      fc.integer({ min: -5, max: 3_000_000_000 }).map(String),
      fc.string({ maxLength: 12 }),
      fc.constant("1e3"),
    );
  const fieldsArbitrary = () =>
    fc.record(
      {
        intent: fc.oneof(fc.constantFrom("approve", "decline", "season", "erase", ""), fc.string({ maxLength: 10 })),
        entry: idArbitrary(),
        comment: fc.oneof(fc.string({ maxLength: 40 }), fc.string({ minLength: 1001, maxLength: 1500 })),
        "lines[0].id": idArbitrary(),
        "lines[0].keep": fc.constantFrom("on", "", "yes"),
        "lines[0].headcount": fc.oneof(fc.integer({ min: -1_000_000, max: 10_000_000 }).map(String), fc.string({ maxLength: 6 })),
        "lines[0].start": fc.oneof(fc.constantFrom("2027-06-01", "2027-02-30", ""), fc.string({ maxLength: 10 })),
        "lines[0].end": fc.oneof(fc.constantFrom("2026-01-01", "2027-09-30", ""), fc.string({ maxLength: 10 })),
      },
      { requiredKeys: [] },
    );

  /** Every decided entry has its one event on its own request; nothing half-stored. */
  async function answersAreWhole() {
    for (const client of clients) {
      const decided = await database.db
        .selectFrom("shortlist_entries")
        .select("id")
        .where("id", "in", client.entryIds)
        .where("decision", "!=", "proposed")
        .execute();
      const events = await database.db
        .selectFrom("staff_request_events")
        .select("id")
        .where("request_id", "=", client.requestId)
        .where("kind", "in", ["approved", "declined"])
        .execute();
      expect(events.length).toBe(decided.length);
    }
  }

  it("answers forged, expired and other requests' tokens and forms below 500, and only for the token's own request", async () => {
    await fc.assert(
      fc.asyncProperty(tokenArbitrary(), fieldsArbitrary(), async (token, fields) => {
        const before = await database.db.selectFrom("shortlist_entries").select(["id", "decision"]).orderBy("id").execute();
        const requestsBefore = await database.db.selectFrom("partnership_requests").select("id").execute();
        const answer = await settle(() =>
          clientPage.action({
            ...formArgs(context, `${BASE}/client/${token}`, fields as Record<string, string>),
            params: { token },
          } as never),
        );
        expect(answer.status).toBeLessThan(500);
        const after = await database.db.selectFrom("shortlist_entries").select(["id", "decision"]).orderBy("id").execute();
        const owner = clients.find((client) => client.token === token);
        for (const [index, row] of after.entries()) {
          if (row.decision === before[index]?.decision) continue;
          // A change is only ever to an entry of the token's own request, and only the one posted.
          expect(owner?.entryIds).toContain(row.id);
          expect(String(row.id)).toBe(fields.entry);
        }
        // No next season was offered: no request is ever made here.
        expect(await database.db.selectFrom("partnership_requests").select("id").execute()).toHaveLength(requestsBefore.length);
      }),
      { numRuns: RUNS },
    );
    await answersAreWhole();
  });

  it("shows each token its own request only, and hands a CV only to the request it was shortlisted on", async () => {
    await fc.assert(
      fc.asyncProperty(tokenArbitrary(), idArbitrary(), async (token, entry) => {
        const page = await settle(() =>
          clientPage.loader({ request: new Request(`${BASE}/client/${token}`), context, params: { token } } as never),
        );
        expect(page.status).toBeLessThan(500);
        const owner = clients.find((client) => client.token === token);
        const shown = JSON.stringify(page.body);
        for (const client of clients) {
          if (client !== owner) expect(shown).not.toContain(client.firstName);
        }
        expect(shown).not.toMatch(/Otieno|Mwangi/);
        const cv = await settle(() =>
          clientCv.loader({
            request: new Request(`${BASE}/client/${token}/cv/${entry}`),
            context,
            params: { token, entry },
          } as never),
        );
        expect([200, 404, 429]).toContain(cv.status);
        if (cv.status === 200) expect(owner?.entryIds.map(String)).toContain(entry);
      }),
      { numRuns: RUNS },
    );
  });

  it("answers an editor's garbage staffing forms below 500, and never touches another request's lines", async () => {
    const editor = await createSignedInUser(context.auth, "editor");
    const [first, second] = clients as [(typeof clients)[number], (typeof clients)[number]];
    const linesOf = (requestId: number) =>
      database.db
        .selectFrom("staff_request_lines")
        .select("id")
        .where("request_id", "=", requestId)
        .execute()
        .then((rows) => rows.map((row) => row.id));
    const secondLines = await linesOf(second.requestId);
    const snapshot = async () =>
      JSON.stringify(
        await Promise.all([
          database.db.selectFrom("shortlist_entries").selectAll().where("line_id", "in", secondLines).orderBy("id").execute(),
          database.db.selectFrom("placements").selectAll().where("line_id", "in", secondLines).orderBy("id").execute(),
          database.db.selectFrom("staff_request_lines").selectAll().where("id", "in", secondLines).orderBy("id").execute(),
        ]),
      );
    const before = await snapshot();
    const lineIds = [...(await linesOf(first.requestId)), ...secondLines].map(String);
    const applicationIds = (await database.db.selectFrom("applications").select("id").execute()).map((row) => String(row.id));
    const anyId = (known: string[]) =>
      fc.oneof(fc.constantFrom(...known), fc.integer({ min: -3, max: 3_000_000_000 }).map(String), fc.string({ maxLength: 8 }));
    await fc.assert(
      fc.asyncProperty(
        fc.record(
          {
            intent: fc.oneof(
              fc.constantFrom("makeOpenings", "shortlist", "unshortlist", "place", "delete"),
              fc.string({ maxLength: 8 }),
            ),
            line: anyId(lineIds),
            application: anyId(applicationIds),
            entry: anyId([...first.entryIds, ...second.entryIds].map(String)),
            startsOn: fc.constantFrom("2027-06-01", "2027-02-30", "", "x"),
            endsOn: fc.constantFrom("2027-09-30", "2026-01-01", "", "x"),
          },
          { requiredKeys: [] },
        ),
        async (fields) => {
          const url = `${BASE}/admin/partnership-requests/${first.requestId}/staffing`;
          const answer = await settle(() =>
            staffingPage.action({
              ...formArgs(context, url, fields as Record<string, string>, { Cookie: editor.cookie }),
              params: { id: String(first.requestId) },
            } as never),
          );
          expect(answer.status).toBeLessThan(500);
        },
      ),
      { numRuns: RUNS },
    );
    expect(await snapshot()).toBe(before);
  });
});
