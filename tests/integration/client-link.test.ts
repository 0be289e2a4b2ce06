/**
 * A request's staffing and the client's private link (decision 0038), on SQLite and PostgreSQL:
 * a won request's lines become draft openings once; only consenting candidates are shortlisted and
 * placed; the client's page shows only what it may, answers reach staff at once, and a token of one
 * request neither reads nor answers for another; the link sent again says the same for any
 * address; next season is offered once at any number of instances and confirmed once; erasing a
 * candidate takes their shortlist entries and placements with them.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { runSeasonReorders } from "~/.server/jobs/season-reorders";
import { createLogger } from "~/.server/logger";
import { candidateCopy, createOpening, eraseCandidate, mergeCandidates, publishOpening } from "~/.server/services/careers";
import { NO_OVERRIDES } from "~/.server/services/content";
import { jobRuns } from "~/.server/services/operations";
import {
  confirmNextSeason,
  createOpeningsForRequest,
  issueClientToken,
  lineProgress,
  offerNextSeasons,
  placeCandidate,
  sendClientLink,
  shortlistCandidate,
} from "~/.server/services/requests";
import * as staffingPage from "~/routes/admin/partnership-requests.$id.staffing";
import * as clientPage from "~/routes/client.$token";
import * as clientCv from "~/routes/client.$token.cv.$entry";
import { appContext, formArgs, settle } from "../support/app-context";
import { TEST_ACTOR } from "../support/audit";
import { seedApplication, seedCandidate, seedCv } from "../support/candidates";
import { engines, suiteDatabase } from "../support/databases";
import { seasonalDraft } from "../support/openings";
import { renderRoute } from "../support/render-route";
import { createSignedInUser, requestAs, type TestAccount } from "../support/sessions";
import { seasonalLine, seedStaffRequest } from "../support/staffing";
import { zipEntries } from "../support/zip-entries";

const BASE = "https://staffing.test";

const toForm = (body: URLSearchParams) => {
  const form = new FormData();
  for (const [name, value] of body) form.append(name, value);
  return form;
};

describe.each(engines())("staffing and the client's link on $name", ({ make }) => {
  const database = suiteDatabase(make);
  let context: ReturnType<typeof appContext>["context"];
  let editor: TestAccount;
  let viewer: TestAccount;

  beforeAll(async () => {
    context = appContext(database).context;
    editor = await createSignedInUser(context.auth, "editor");
    viewer = await createSignedInUser(context.auth, "viewer");
  });

  const outboxTo = (to: string) =>
    database.db.selectFrom("email_outbox").select(["recipient", "subject"]).where("recipient", "=", to).execute();

  /** A won request with a line, its opening, and a consenting candidate who applied to it. */
  async function staffedRequest(present = 1, cv = 1) {
    const request = await seedStaffRequest(database, { status: "won", owner_id: editor.userId });
    const opening = await createOpening(database, TEST_ACTOR, seasonalDraft());
    await publishOpening(database, TEST_ACTOR, opening);
    await database.db
      .updateTable("staff_request_lines")
      .set({ opening_id: opening })
      .where("id", "=", request.lineIds[0] as number)
      .execute();
    const candidateId = await seedCandidate(database, {
      full_name: "Amina Wanjiku Njeri",
      email: `amina-${Math.random().toString(36).slice(2)}@mail.test`,
      phone: "+254722000111",
      experience_years: 4,
      available_from: "2027-05-20",
    });
    const applicationId = await seedApplication(database, candidateId, {
      opening_id: opening,
      present_consent: present as 0 | 1,
      cv_consent: cv as 0 | 1,
    });
    return { ...request, lineId: request.lineIds[0] as number, opening, candidateId, applicationId };
  }

  const loadClient = (token: string, ctx = context) =>
    settle(() =>
      clientPage.loader({ request: new Request(`${BASE}/client/${token}`), context: ctx, params: { token } } as never),
    );
  const postClient = (token: string, fields: Record<string, string>, ctx = context) =>
    settle(() => clientPage.action({ ...formArgs(ctx, `${BASE}/client/${token}`, fields), params: { token } } as never));

  it("makes a won request's lines into draft openings in three languages, once", async () => {
    const request = await seedStaffRequest(database, { status: "won" }, [
      seasonalLine({ headcount: 12 }),
      seasonalLine({ position: "maintenanceTechnicians", placement: "longTerm", headcount: 2, end_date: null }),
    ]);
    const made = await createOpeningsForRequest(database, request.id, TEST_ACTOR);
    expect(made).toMatchObject({ ok: true });
    expect(made.made).toHaveLength(2);
    const openings = await database.db.selectFrom("openings").selectAll().where("id", "in", made.made).orderBy("id").execute();
    expect(openings.map((row) => [row.status, row.people_wanted, row.placement, row.housing])).toEqual([
      ["draft", 12, "seasonal", 1],
      ["draft", 2, "longTerm", 1],
    ]);
    const content = JSON.parse(openings[0]?.content ?? "{}");
    expect(content.en.title).toBe("Housekeeping attendants");
    expect(content.es.title).not.toBe(content.en.title);
    expect(content.fr.title).not.toBe(content.en.title);
    expect(openings[0]?.employer_name).toMatch(/^Coral Bay Resort/);
    const again = await createOpeningsForRequest(database, request.id, TEST_ACTOR);
    expect(again).toEqual({ ok: true, made: [] });
    const lost = await seedStaffRequest(database, { status: "proposal" });
    expect(await createOpeningsForRequest(database, lost.id, TEST_ACTOR)).toMatchObject({ ok: false, reason: "notWon" });
  });

  it("shortlists and places only consenting candidates, and counts the line's progress", async () => {
    const staffed = await staffedRequest();
    const refusedCandidate = await seedCandidate(database);
    const refusedApplication = await seedApplication(database, refusedCandidate, { opening_id: staffed.opening });
    const ref = { requestId: staffed.id, lineId: staffed.lineId, actorId: editor.userId };
    expect(await shortlistCandidate(database.db, { ...ref, applicationId: refusedApplication })).toEqual({
      ok: false,
      reason: "notPresentable",
    });
    expect(await shortlistCandidate(database.db, { ...ref, applicationId: staffed.applicationId })).toEqual({ ok: true });
    expect(await shortlistCandidate(database.db, { ...ref, applicationId: staffed.applicationId })).toMatchObject({ ok: false });
    const other = await seedStaffRequest(database);
    expect(await shortlistCandidate(database.db, { ...ref, requestId: other.id, applicationId: staffed.applicationId })).toEqual({
      ok: false,
      reason: "notFound",
    });
    const place = { ...ref, applicationId: staffed.applicationId, startsOn: "2027-06-01", endsOn: null };
    expect(await placeCandidate(database.db, place)).toEqual({ ok: false, reason: "endNeeded" });
    expect(await placeCandidate(database.db, { ...place, endsOn: "2027-09-30" })).toEqual({ ok: true });
    expect(await placeCandidate(database.db, { ...place, endsOn: "2027-09-30" })).toEqual({ ok: false, reason: "already" });
    expect(await placeCandidate(database.db, { ...place, applicationId: refusedApplication, endsOn: "2027-09-30" })).toEqual({
      ok: false,
      reason: "notPlaceable",
    });
    const application = await database.db
      .selectFrom("applications")
      .select("stage")
      .where("id", "=", staffed.applicationId)
      .executeTakeFirstOrThrow();
    expect(application.stage).toBe("placed");
    expect(await lineProgress(database.db, [staffed.id])).toEqual([
      { lineId: staffed.lineId, requestId: staffed.id, wanted: 4, placed: 1 },
    ]);
    const kinds = await database.db
      .selectFrom("staff_request_events")
      .select("kind")
      .where("request_id", "=", staffed.id)
      .orderBy("id")
      .execute();
    expect(kinds.map((row) => row.kind)).toEqual(["shortlisted", "placed"]);
  });

  it("lets viewers read the staffing page and only placement managers act", async () => {
    const staffed = await staffedRequest();
    const url = `${BASE}/admin/partnership-requests/${staffed.id}/staffing`;
    const load = (account: TestAccount) =>
      settle(() =>
        staffingPage.loader({ request: requestAs(account, url), context, params: { id: String(staffed.id) } } as never),
      );
    expect((await load(viewer)).status).toBe(200);
    const post = (account: TestAccount, fields: Record<string, string>) =>
      settle(() =>
        staffingPage.action({
          ...formArgs(context, url, fields, { Cookie: account.cookie }),
          params: { id: String(staffed.id) },
        } as never),
      );
    const fields = { intent: "shortlist", line: String(staffed.lineId), application: String(staffed.applicationId) };
    expect((await post(viewer, fields)).status).toBe(403);
    expect((await post(editor, fields)).status).toBe(200);
    expect((await post(editor, { intent: "place", line: "abc", application: "1", startsOn: "2027-13-01" })).status).toBe(400);
  });

  it("shows the client first names and what they need only, and takes an answer once", async () => {
    const staffed = await staffedRequest();
    await seedCv(database, staffed.candidateId, staffed.applicationId, ["Amina", "Housekeeping"]);
    await shortlistCandidate(database.db, {
      requestId: staffed.id,
      lineId: staffed.lineId,
      applicationId: staffed.applicationId,
      actorId: editor.userId,
    });
    const token = await issueClientToken(database.db, staffed.id, 30);
    const page = await loadClient(token);
    expect(page.status).toBe(200);
    expect(page.headers.get("Cache-Control")).toBe("private, no-store");
    const shown = JSON.stringify(page.body);
    expect(shown).toContain('"firstName":"Amina"');
    expect(shown).not.toContain("Njeri");
    expect(shown).not.toContain("+254");
    expect(shown).not.toContain("@mail.test");
    const view = (page.body as { view: { lines: Array<{ candidates: Array<{ entryId: number; hasCv: boolean }> }> } }).view;
    const entry = view.lines[0]?.candidates[0];
    expect(entry?.hasCv).toBe(true);

    const cv = await settle(() =>
      clientCv.loader({
        request: new Request(`${BASE}/client/${token}/cv/${entry?.entryId}`),
        context,
        params: { token, entry: String(entry?.entryId) },
      } as never),
    );
    expect(cv.status).toBe(200);
    expect(cv.headers.get("Content-Disposition")).toMatch(/^attachment/);

    // Another request's token can neither read nor answer for this entry.
    const other = await staffedRequest();
    const otherToken = await issueClientToken(database.db, other.id, 30);
    expect((await postClient(otherToken, { intent: "approve", entry: String(entry?.entryId) })).status).toBe(409);
    const otherCv = await settle(() =>
      clientCv.loader({
        request: new Request(`${BASE}/client/${otherToken}/cv/${entry?.entryId}`),
        context,
        params: { token: otherToken, entry: String(entry?.entryId) },
      } as never),
    );
    expect(otherCv.status).toBe(404);

    expect(
      (await postClient(token, { intent: "approve", entry: String(entry?.entryId), comment: "Start on the 1st" })).status,
    ).toBe(200);
    const stored = await database.db
      .selectFrom("shortlist_entries")
      .select(["decision", "client_comment"])
      .where("id", "=", entry?.entryId as number)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ decision: "approved", client_comment: "Start on the 1st" });
    expect((await postClient(token, { intent: "decline", entry: String(entry?.entryId) })).status).toBe(409);
    expect(await outboxTo(editor.email)).toHaveLength(1);
    const goals = await database.db.selectFrom("conversions").select("goal").where("goal", "=", "shortlist_approval").execute();
    expect(goals.length).toBeGreaterThanOrEqual(1);
    const candidateEvents = await database.db
      .selectFrom("application_events")
      .select("kind")
      .where("candidate_id", "=", staffed.candidateId)
      .execute();
    expect(candidateEvents.map((row) => row.kind)).toEqual(
      expect.arrayContaining(["presented", "clientDownload", "clientApproved"]),
    );
  });

  it("renders the client's page in their language, labelled, with answer forms that post without JavaScript", async () => {
    const staffed = await staffedRequest();
    await shortlistCandidate(database.db, {
      requestId: staffed.id,
      lineId: staffed.lineId,
      applicationId: staffed.applicationId,
      actorId: editor.userId,
    });
    const token = await issueClientToken(database.db, staffed.id, 30);
    const path = `/es/client/${token}`;
    const page = await renderRoute(clientPage, "/es/client/:token", new Request(`${BASE}${path}`), context);
    expect(page.status).toBe(200);
    expect(page.html).toContain("Su solicitud de personal REQ-");
    expect(page.html).toContain("0 colocados de 4 solicitados");
    expect(page.html).toContain("Aprobar");
    expect(page.html).not.toContain("Njeri");
    // Every label names a control that exists.
    for (const [, id] of page.html.matchAll(/<label[^>]* for="([^"]+)"/g)) expect(page.html).toContain(`id="${id}"`);
    const { entry_id } = await database.db
      .selectFrom("shortlist_entries")
      .select("id as entry_id")
      .where("application_id", "=", staffed.applicationId)
      .executeTakeFirstOrThrow();
    const body = new URLSearchParams({ intent: "decline", entry: String(entry_id), comment: "Demasiado lejos" });
    const posted = await renderRoute(
      clientPage,
      "/es/client/:token",
      new Request(`${BASE}${path}`, { method: "POST", body, headers: { "Content-Type": "application/x-www-form-urlencoded" } }),
      { ...context, posted: { form: toForm(body), size: body.toString().length } },
    );
    expect(posted.status).toBe(200);
    expect(posted.html).toContain("Ha rechazado a este candidato");
    const staffing = await renderRoute(
      staffingPage,
      "/admin/partnership-requests/:id/staffing",
      requestAs(editor, `${BASE}/admin/partnership-requests/${staffed.id}/staffing`),
      context,
    );
    expect(staffing.status).toBe(200);
    expect(staffing.html).toContain("Amina Wanjiku Njeri");
    expect(staffing.html).toContain("Declined by the client");
  });

  it("hides a candidate who never agreed to be presented, and their CV without that consent", async () => {
    const staffed = await staffedRequest(1, 0);
    await seedCv(database, staffed.candidateId, staffed.applicationId, ["Amina"]);
    await shortlistCandidate(database.db, {
      requestId: staffed.id,
      lineId: staffed.lineId,
      applicationId: staffed.applicationId,
      actorId: editor.userId,
    });
    const token = await issueClientToken(database.db, staffed.id, 30);
    const view = (await loadClient(token)).body as { view: { lines: Array<{ candidates: Array<{ hasCv: boolean }> }> } };
    expect(view.view.lines[0]?.candidates[0]?.hasCv).toBe(false);
    await database.db.updateTable("applications").set({ present_consent: 0 }).where("id", "=", staffed.applicationId).execute();
    const after = (await loadClient(token)).body as { view: { lines: Array<{ candidates: unknown[] }> } };
    expect(after.view.lines[0]?.candidates).toEqual([]);
  });

  it("answers a wrong or expired token 404, and 429 once the form budget is spent", async () => {
    const limited = appContext(database, { formsPer10Minutes: 3, clientIp: "198.51.100.77" }).context;
    const staffed = await staffedRequest();
    const expired = await issueClientToken(database.db, staffed.id, 1, new Date(Date.now() - 2 * 86_400_000));
    expect((await loadClient(expired, limited)).status).toBe(404);
    expect((await loadClient("f".repeat(64), limited)).status).toBe(404);
    expect((await loadClient("not-a-token", limited)).status).toBe(404);
    expect((await loadClient("0".repeat(64), limited)).status).toBe(429);
  });

  it("sends the link again to a request's address, and answers the same for any other", async () => {
    const request = await seedStaffRequest(database);
    const { email } = await database.db
      .selectFrom("partnership_requests")
      .select("email")
      .where("id", "=", request.id)
      .executeTakeFirstOrThrow();
    expect(await sendClientLink(database, BASE, email.toUpperCase())).toBe(true);
    const sent = await outboxTo(email);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.subject).toContain("REQ-");
    expect(await sendClientLink(database, BASE, "nobody@nowhere.test")).toBe(false);
    expect(await sendClientLink(database, BASE, email, "REQ-999999")).toBe(false);
  });

  it("offers next season once at any number of instances, and confirms it once as a new request", async () => {
    const staffed = await staffedRequest();
    await database.db
      .updateTable("staff_request_lines")
      .set({ start_date: "2026-06-01", end_date: "2026-09-30" })
      .where("id", "=", staffed.lineId)
      .execute();
    const now = new Date("2027-04-15T08:00:00Z");
    const runs = await Promise.all([1, 2, 3].map(() => offerNextSeasons(database, BASE, now)));
    expect(runs.reduce((sum, sent) => sum + sent, 0)).toBeGreaterThanOrEqual(1);
    const { email } = await database.db
      .selectFrom("partnership_requests")
      .select("email")
      .where("id", "=", staffed.id)
      .executeTakeFirstOrThrow();
    expect(await outboxTo(email)).toHaveLength(1);
    expect(await offerNextSeasons(database, BASE, now)).toBe(0);

    const token = await issueClientToken(database.db, staffed.id, 30);
    const page = (await loadClient(token)).body as { view: { nextSeason: Array<{ startDate: string; endDate: string }> } };
    expect(page.view.nextSeason).toEqual([expect.objectContaining({ startDate: "2027-06-01", endDate: "2027-09-30" })]);
    const posted = await postClient(token, {
      intent: "season",
      "lines[0].id": String(staffed.lineId),
      "lines[0].keep": "on",
      "lines[0].headcount": "6",
      "lines[0].start": "2027-06-15",
      "lines[0].end": "2027-10-15",
    });
    expect(posted.status).toBe(200);
    const old = await database.db
      .selectFrom("partnership_requests")
      .select("reordered_as")
      .where("id", "=", staffed.id)
      .executeTakeFirstOrThrow();
    expect(old.reordered_as).not.toBeNull();
    const lines = await database.db
      .selectFrom("staff_request_lines")
      .select(["headcount", "start_date", "end_date"])
      .where("request_id", "=", old.reordered_as as number)
      .execute();
    expect(lines).toEqual([{ headcount: 6, start_date: "2027-06-15", end_date: "2027-10-15" }]);
    const fresh = await database.db
      .selectFrom("partnership_requests")
      .select(["season_of", "status", "owner_id"])
      .where("id", "=", old.reordered_as as number)
      .executeTakeFirstOrThrow();
    expect(fresh).toMatchObject({ season_of: staffed.id, status: "new" });
    expect(await confirmNextSeason(database, BASE, staffed.id, [])).toEqual({ ok: false, reason: "notOffered" });
  });

  it("erases a candidate's shortlist entries and placements with them", async () => {
    const staffed = await staffedRequest();
    const ref = { requestId: staffed.id, lineId: staffed.lineId, actorId: editor.userId, applicationId: staffed.applicationId };
    await shortlistCandidate(database.db, ref);
    await placeCandidate(database.db, { ...ref, startsOn: "2027-06-01", endsOn: "2027-09-30" });
    await eraseCandidate(database.db, staffed.candidateId);
    const left = await Promise.all([
      database.db.selectFrom("shortlist_entries").select("id").where("candidate_id", "=", staffed.candidateId).execute(),
      database.db.selectFrom("placements").select("id").where("candidate_id", "=", staffed.candidateId).execute(),
    ]);
    expect(left).toEqual([[], []]);
    expect((await lineProgress(database.db, [staffed.id]))[0]?.placed).toBe(0);
  });

  it("gives a candidate their shortlist entries and placements in their copy, and moves them when merged", async () => {
    const staffed = await staffedRequest();
    const ref = { requestId: staffed.id, lineId: staffed.lineId, actorId: editor.userId, applicationId: staffed.applicationId };
    await shortlistCandidate(database.db, ref);
    await placeCandidate(database.db, { ...ref, startsOn: "2027-06-01", endsOn: "2027-09-30" });
    const copy = await candidateCopy(database, staffed.candidateId, "en", NO_OVERRIDES);
    const data = JSON.parse((await zipEntries(copy?.bytes as Buffer)).get("data.json")?.toString("utf8") ?? "{}");
    expect(data.shortlists).toEqual([expect.objectContaining({ line_id: staffed.lineId, decision: "proposed" })]);
    expect(data.placements).toEqual([expect.objectContaining({ line_id: staffed.lineId, starts_on: "2027-06-01" })]);
    const keep = await seedCandidate(database);
    expect(await mergeCandidates(database, TEST_ACTOR, keep, staffed.candidateId)).toMatchObject({ ok: true });
    const moved = await database.db
      .selectFrom("placements")
      .select("candidate_id")
      .where("line_id", "=", staffed.lineId)
      .execute();
    expect(moved).toEqual([{ candidate_id: keep }]);
  });

  it("records the next-season job's runs for the system page", async () => {
    await runSeasonReorders(
      { database, logger: createLogger("silent"), config: { publicUrl: BASE } },
      new Date("2030-01-01T00:00:00Z"),
    );
    const run = (await jobRuns(database.db)).get("season-reorders");
    expect(run?.lastSuccessAt).not.toBeNull();
  });
});
