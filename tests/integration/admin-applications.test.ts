/**
 * The staff pipeline (decision 0035) through its pages' loaders and actions: the board's columns
 * and counts, moves with and without a reason (their timeline event and audit entry), the list's
 * search by name, email, phone and CV text (the full-text index of migration 0027, decision 0037)
 * and its filters, the bulk rejection's one email per candidate in their language, the CSV export,
 * and on a candidate's page the rating, notes, emails from templates, the timeline (a CV download
 * included), merging two candidates, leaving nothing behind, and erasing one.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { createOpening, downloadCv, issueCandidateToken } from "~/.server/services/careers";
import { APPLICATION_STAGES } from "~/lib/careers/applications";
import { BOARD_COLUMN_LIMIT } from "~/lib/careers/pipeline";
import * as boardPage from "~/routes/admin/applications";
import * as exportRoute from "~/routes/admin/applications.export";
import * as candidatePage from "~/routes/admin/candidates.$id";
import { appContext, formArgs, routeCaller, settle } from "../support/app-context";
import { TEST_ACTOR } from "../support/audit";
import { seedApplication, seedCandidate, seedCv } from "../support/candidates";
import { csvOf } from "../support/csv";
import { engines, suiteDatabase } from "../support/databases";
import { longTermDraft, seasonalDraft } from "../support/openings";
import { createSignedInUser, requestAs, type TestAccount } from "../support/sessions";

const BASE = "https://staffing.test";

describe.each(engines())("the staff pipeline on $name", ({ make }) => {
  const database = suiteDatabase(make);
  let context: ReturnType<typeof appContext>["context"];
  let editor: TestAccount;
  let viewer: TestAccount;
  let openingId: number;
  let otherOpeningId: number;
  const board = routeCaller(boardPage, `${BASE}/admin/applications`, () => context);
  const exported = routeCaller(exportRoute, `${BASE}/admin/applications/export`, () => context);

  const loadCandidate = (id: number, account: TestAccount | undefined, query = "") =>
    settle(() =>
      candidatePage.loader({
        request: requestAs(account, `${BASE}/admin/candidates/${id}${query}`),
        context,
        params: { id: String(id) },
      } as never),
    );
  const postCandidate = (id: number, account: TestAccount | undefined, fields: Record<string, string>) =>
    settle(() =>
      candidatePage.action({
        ...formArgs(context, `${BASE}/admin/candidates/${id}`, fields, account ? { Cookie: account.cookie } : {}),
        params: { id: String(id) },
      } as never),
    );
  const stageOf = async (id: number) =>
    await database.db.selectFrom("applications").select(["stage", "stage_reason"]).where("id", "=", id).executeTakeFirstOrThrow();
  const listIds = async (query: string) => {
    const page = await board.load(editor, `?view=list&${query}`);
    expect(page.status).toBe(200);
    const list = page.body.list as { rows: Array<{ id: number }> };
    return list.rows.map((row) => row.id).sort((a, b) => a - b);
  };

  beforeAll(async () => {
    ({ context } = appContext(database));
    editor = await createSignedInUser(context.auth, "editor");
    viewer = await createSignedInUser(context.auth, "viewer");
    openingId = await createOpening(database, TEST_ACTOR, seasonalDraft());
    otherOpeningId = await createOpening(database, TEST_ACTOR, longTermDraft());
  });

  it("opens to editors and admins only; viewers get 403 and anonymous callers the login", async () => {
    expect((await board.load(editor)).status).toBe(200);
    expect((await board.load(viewer)).status).toBe(403);
    expect((await board.load(undefined)).status).toBe(302);
    expect((await exported.load(viewer)).status).toBe(403);
    expect((await board.post(viewer, { intent: "move", applicationId: "1", stage: "screening" })).status).toBe(403);
  });

  it("shows every stage with its count and at most the column's limit of cards", async () => {
    const opening = await createOpening(database, TEST_ACTOR, seasonalDraft());
    const candidate = await seedCandidate(database);
    for (let index = 0; index < BOARD_COLUMN_LIMIT + 3; index++)
      await seedApplication(database, candidate, { opening_id: opening });
    await seedApplication(database, candidate, { opening_id: opening, stage: "interview" });
    const page = await board.load(editor, `?opening=${opening}`);
    const columns = page.body.board as Array<{ stage: string; count: number; cards: unknown[] }>;
    expect(columns.map((column) => column.stage)).toEqual([...APPLICATION_STAGES]);
    expect(columns[0]).toMatchObject({ count: BOARD_COLUMN_LIMIT + 3 });
    expect(columns[0]?.cards).toHaveLength(BOARD_COLUMN_LIMIT);
    expect(columns[2]).toMatchObject({ count: 1 });
    expect(columns[2]?.cards).toHaveLength(1);
    expect(columns[1]).toMatchObject({ count: 0, cards: [] });
    // A hand-edited opening is no filter, never an error.
    expect((await board.load(editor, "?opening=-1&view=list&availableBy=2026-13-45")).status).toBe(200);
  });

  it("moves an application, asks a reason for rejected and withdrawn, and records the timeline and the audit log", async () => {
    const candidate = await seedCandidate(database, { full_name: "Amani Otieno" });
    const application = await seedApplication(database, candidate, { opening_id: openingId });
    const moved = await board.post(editor, { intent: "move", applicationId: String(application), stage: "interview" });
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({ status: "success", intent: "move", applicationId: application });
    expect(await stageOf(application)).toEqual({ stage: "interview", stage_reason: null });

    const refused = await board.post(editor, { intent: "move", applicationId: String(application), stage: "rejected" });
    expect(refused.status).toBe(400);
    expect(refused.body.error).toMatchObject({ reason: ["admin-applications:errors.reasonRequired"] });
    expect((await stageOf(application)).stage).toBe("interview");
    const wrongReason = await board.post(editor, {
      intent: "move",
      applicationId: String(application),
      stage: "rejected",
      reason: "tookOtherJob",
    });
    expect(wrongReason.status).toBe(400);

    const rejected = await board.post(editor, {
      intent: "move",
      applicationId: String(application),
      stage: "rejected",
      reason: "positionFilled",
    });
    expect(rejected.status).toBe(200);
    expect(await stageOf(application)).toEqual({ stage: "rejected", stage_reason: "positionFilled" });
    expect((await board.post(editor, { intent: "move", applicationId: "999999", stage: "new" })).status).toBe(404);

    const events = await database.db
      .selectFrom("application_events")
      .select(["kind", "detail", "actor_id"])
      .where("application_id", "=", application)
      .where("kind", "=", "stage")
      .orderBy("id")
      .execute();
    expect(events.map((event) => JSON.parse(event.detail))).toEqual([
      { from: "new", to: "interview", reason: null },
      { from: "interview", to: "rejected", reason: "positionFilled" },
    ]);
    expect(events.every((event) => event.actor_id === editor.userId)).toBe(true);
    const audit = await database.db
      .selectFrom("audit_log")
      .select(["target_id", "before", "after"])
      .where("action", "=", "application.move")
      .where("target_id", "=", String(application))
      .orderBy("id")
      .execute();
    expect(audit).toHaveLength(2);
    expect(JSON.parse(audit[1]?.after ?? "{}")).toEqual({ stage: "rejected", reason: "positionFilled" });
    expect(JSON.stringify(audit)).not.toContain("Amani");
  });

  it("finds candidates by name, email, phone and CV text, and filters the list", async () => {
    const amina = await seedCandidate(database, {
      full_name: "Amina Wanjirū",
      email: "amina.w@mail.test",
      phone: "+254712345678",
      country: "ke",
      languages: JSON.stringify(["sw", "en"]),
      available_from: "2026-01-10",
    });
    const kofi = await seedCandidate(database, {
      full_name: "Kofi Mensah",
      email: "kofi@mail.test",
      phone: "+233201234567",
      country: "gh",
      languages: JSON.stringify(["en", "ak"]),
      available_from: "2027-06-01",
    });
    const aminaApplication = await seedApplication(database, amina, { opening_id: openingId });
    const kofiApplication = await seedApplication(database, kofi, { opening_id: otherOpeningId, stage: "screening" });
    await seedCv(database, kofi, kofiApplication, ["Kofi Mensah", "Banqueting captain at a Zanzibar resort"]);

    expect(await listIds("q=amina")).toEqual([aminaApplication]);
    expect(await listIds("q=Wanjiru")).toEqual([aminaApplication]);
    expect(await listIds(`q=${encodeURIComponent("amina.w@mail.test")}`)).toEqual([aminaApplication]);
    expect(await listIds(`q=${encodeURIComponent("+254 712 345 678")}`)).toEqual([aminaApplication]);
    expect(await listIds(`q=${encodeURIComponent("00254712345678")}`)).toEqual([aminaApplication]);
    expect(await listIds("q=zanzibar+banquet")).toEqual([kofiApplication]);
    expect(await listIds("q=zanzibar+amina")).toEqual([]);
    // Punctuation alone searches nothing, and FTS syntax typed is only words.
    expect((await board.load(editor, `?view=list&q=${encodeURIComponent('"*) OR (')}`)).status).toBe(200);

    const both = [aminaApplication, kofiApplication];
    const within = async (query: string) => (await listIds(query)).filter((id) => both.includes(id));
    expect(await within(`opening=${openingId}`)).toEqual([aminaApplication]);
    expect(await within("position=stewarding")).toEqual([kofiApplication]);
    expect(await within("country=gh")).toEqual([kofiApplication]);
    expect(await within("language=ak")).toEqual([kofiApplication]);
    expect(await within("language=sw")).toEqual([aminaApplication]);
    expect(await within("stage=screening")).toEqual([kofiApplication]);
    expect(await within("availableBy=2026-12-31")).toEqual([aminaApplication]);

    // A new CV's text is searchable at once (the triggers), as is a changed name.
    await seedCv(database, amina, aminaApplication, ["Pastry chef, Diani beach"]);
    expect(await listIds("q=pastry+diani")).toEqual([aminaApplication]);
    await database.db.updateTable("candidates").set({ full_name: "Amina Wanjiru Kamau" }).where("id", "=", amina).execute();
    expect(await listIds("q=kamau")).toEqual([aminaApplication]);
  });

  it("exports the filtered applications as CSV, safe for spreadsheets, and audits it", async () => {
    const candidate = await seedCandidate(database, { full_name: '=HYPERLINK("x")', country: "tz" });
    const application = await seedApplication(database, candidate, { opening_id: openingId, stage: "offered" });
    const answer = await exported.load(editor, "?country=tz&stage=offered");
    expect(answer.status).toBe(200);
    expect(answer.response?.headers.get("Content-Type")).toContain("text/csv");
    const rows = await csvOf(answer.response as Response);
    expect(rows[0]?.[0]).toBe("Reference");
    expect(rows).toHaveLength(2);
    expect(rows[1]?.[0]).toBe(`AP-${String(application).padStart(5, "0")}`);
    expect(rows[1]?.[1]).toBe('\'=HYPERLINK("x")');
    const audit = await database.db
      .selectFrom("audit_log")
      .select("after")
      .where("action", "=", "export.applications")
      .executeTakeFirstOrThrow();
    expect(JSON.parse(audit.after ?? "{}")).toMatchObject({ country: "tz", stage: "offered" });
  });

  it("rejects several applications with one reason and one email per candidate, in their language", async () => {
    const french = await seedCandidate(database, { full_name: "Aïcha Diallo", email: "aicha@mail.test", language: "fr" });
    const spanish = await seedCandidate(database, { full_name: "Lucía Ndong", email: "lucia@mail.test", language: "es" });
    const phoneOnly = await seedCandidate(database, { full_name: "Juma Said", email: null, phone: "+255712000111" });
    const ids = [
      await seedApplication(database, french, { opening_id: openingId }),
      await seedApplication(database, french, { opening_id: otherOpeningId }),
      await seedApplication(database, spanish, { opening_id: openingId }),
      await seedApplication(database, phoneOnly, { opening_id: openingId }),
    ];
    const before = await database.db.selectFrom("email_outbox").select("id").execute();
    const noReason = await board.post(editor, { intent: "bulkReject", ids: ids.map(String), notify: "on" });
    expect(noReason.status).toBe(400);
    expect((await board.post(editor, { intent: "bulkReject", reason: "positionFilled" })).status).toBe(400);

    const done = await board.post(editor, { intent: "bulkReject", ids: ids.map(String), reason: "positionFilled", notify: "on" });
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ rejected: 4, emailed: 2 });
    for (const id of ids) expect(await stageOf(id)).toEqual({ stage: "rejected", stage_reason: "positionFilled" });
    const queued = await database.db
      .selectFrom("email_outbox")
      .select(["recipient", "subject", "text"])
      .where("id", "not in", before.length > 0 ? before.map((row) => row.id) : [0])
      .orderBy("recipient")
      .execute();
    expect(queued.map((row) => row.recipient)).toEqual(["aicha@mail.test", "lucia@mail.test"]);
    expect(queued[0]?.subject).toContain("Votre candidature");
    expect(queued[0]?.text).toContain("Bonjour Aïcha Diallo");
    expect(queued[1]?.subject).toContain("Su candidatura");
    const emailEvents = await database.db
      .selectFrom("application_events")
      .select(["candidate_id", "detail"])
      .where("kind", "=", "email")
      .where("candidate_id", "in", [french, spanish, phoneOnly])
      .execute();
    expect(emailEvents.map((event) => event.candidate_id).sort()).toEqual([french, spanish].sort());
    expect(emailEvents.every((event) => JSON.parse(event.detail).template === "rejection")).toBe(true);
  });

  it("rates, notes, emails from a template with a preview, and shows it all in the timeline", async () => {
    const candidate = await seedCandidate(database, { full_name: "Zawadi Achieng", email: "zawadi@mail.test", language: "es" });
    const application = await seedApplication(database, candidate, {
      opening_id: openingId,
      answers: JSON.stringify([{ prompt: "¿Puede trabajar de noche?", kind: "yesNo", answer: "no", disqualifying: true }]),
      disqualified: 1,
    });
    const cv = await seedCv(database, candidate, application, ["Zawadi Achieng", "Room attendant"]);

    expect((await postCandidate(candidate, editor, { intent: "rate", rating: "6" })).status).toBe(400);
    expect((await postCandidate(candidate, editor, { intent: "rate", rating: "4" })).status).toBe(200);
    expect((await postCandidate(candidate, editor, { intent: "note", text: "" })).status).toBe(400);
    expect((await postCandidate(candidate, editor, { intent: "note", text: "Strong references from Diani." })).status).toBe(200);
    expect((await postCandidate(candidate, viewer, { intent: "note", text: "x" })).status).toBe(403);

    const preview = await loadCandidate(candidate, editor, "?preview=&template=interviewInvite");
    expect(preview.body.preview).toMatchObject({ ok: true, subject: expect.stringContaining("Invitación a una entrevista") });
    const custom = await postCandidate(candidate, editor, { intent: "email", template: "custom", body: "" });
    expect(custom.status).toBe(400);
    expect(custom.body.error).toMatchObject({ body: ["admin-applications:errors.bodyRequired"] });
    const sent = await postCandidate(candidate, editor, {
      intent: "email",
      template: "custom",
      applicationId: String(application),
      body: "Could you call us on Monday?",
    });
    expect(sent.status).toBe(200);
    const email = await database.db
      .selectFrom("email_outbox")
      .select(["subject", "text"])
      .where("recipient", "=", "zawadi@mail.test")
      .executeTakeFirstOrThrow();
    expect(email.text).toContain("Could you call us on Monday?");
    expect(email.subject).toContain("Sobre su candidatura");

    const admin = await createSignedInUser(context.auth, "admin");
    const download = await downloadCv(database, { userId: admin.userId, email: "a@crestway.test", role: "admin", ip: null }, cv);
    expect(download.ok).toBe(true);

    const page = await loadCandidate(candidate, editor);
    expect(page.status).toBe(200);
    const profile = page.body.profile as {
      rating: number;
      applications: Array<{ answers: Array<{ disqualifying: boolean }>; disqualified: boolean }>;
      cvs: Array<{ id: number }>;
      timeline: Array<{ kind: string; detail: Record<string, unknown>; actor: string | null }>;
    };
    expect(profile.rating).toBe(4);
    expect(profile.applications[0]).toMatchObject({ disqualified: true, answers: [{ disqualifying: true }] });
    expect(profile.cvs.map((file) => file.id)).toEqual([cv]);
    expect(profile.timeline.map((event) => event.kind)).toEqual(["download", "email", "note", "rated", "applied"]);
    expect(profile.timeline[1]?.detail).toEqual({ template: "custom" });
    expect(profile.timeline[2]).toMatchObject({ detail: { text: "Strong references from Diani." }, actor: "Test editor" });

    const phoneOnly = await seedCandidate(database, { email: null, phone: "+254700000001" });
    await seedApplication(database, phoneOnly);
    expect((await postCandidate(phoneOnly, editor, { intent: "email", template: "received" })).status).toBe(409);
    expect((await loadCandidate(999_999, editor)).status).toBe(404);
    expect((await loadCandidate(candidate, viewer)).status).toBe(403);
  });

  it("merges a duplicate candidate: every application, event, link and CV moves, empty fields are filled, nothing is left", async () => {
    const keep = await seedCandidate(database, {
      full_name: "Grace Njeri",
      email: "grace@mail.test",
      phone: null,
      languages: JSON.stringify(["en"]),
      rating: null,
    });
    const other = await seedCandidate(database, {
      full_name: "Grace N.",
      email: "grace.work@mail.test",
      phone: "+254733111222",
      languages: JSON.stringify(["sw"]),
      rating: 5,
      talent_pool_until: "2028-01-01",
    });
    await seedApplication(database, keep, { opening_id: openingId });
    const moved = await seedApplication(database, other, { opening_id: otherOpeningId });
    const cv = await seedCv(database, other, moved, ["Grace Njeri", "Housekeeping supervisor in Malindi"]);
    await issueCandidateToken(database.db, other);

    const search = await loadCandidate(keep, editor, "?merge=grace.work");
    expect((search.body.matches as Array<{ id: number }>).map((match) => match.id)).toEqual([other]);
    const confirm = await loadCandidate(keep, editor, `?mergeWith=${other}`);
    expect(confirm.body.mergeWith).toMatchObject({ id: other, applications: 1 });

    expect((await postCandidate(keep, editor, { intent: "merge", otherId: String(keep) })).status).toBe(400);
    expect((await postCandidate(keep, viewer, { intent: "merge", otherId: String(other) })).status).toBe(403);
    const merged = await postCandidate(keep, editor, { intent: "merge", otherId: String(other) });
    expect(merged.status).toBe(200);

    const { db } = database;
    expect(await db.selectFrom("candidates").select("id").where("id", "=", other).executeTakeFirst()).toBeUndefined();
    for (const table of ["applications", "application_events", "candidate_tokens", "cv_files"] as const) {
      const left = await db.selectFrom(table).select("candidate_id").where("candidate_id", "=", other).execute();
      expect(left, table).toEqual([]);
    }
    const kept = await db.selectFrom("candidates").selectAll().where("id", "=", keep).executeTakeFirstOrThrow();
    expect(kept).toMatchObject({ full_name: "Grace Njeri", email: "grace@mail.test", phone: "+254733111222", rating: 5 });
    expect(JSON.parse(kept.languages)).toEqual(["en", "sw"]);
    expect(kept.talent_pool_until).toBe("2028-01-01");
    expect(
      (await db.selectFrom("applications").select("candidate_id").where("id", "=", moved).executeTakeFirstOrThrow()).candidate_id,
    ).toBe(keep);
    expect(
      (await db.selectFrom("cv_files").select("candidate_id").where("id", "=", cv).executeTakeFirstOrThrow()).candidate_id,
    ).toBe(keep);
    // The search index follows: the other's CV and phone now find the one kept.
    expect(await listIds("q=malindi+supervisor")).toHaveLength(2);
    const page = await loadCandidate(keep, editor);
    const timeline = (page.body.profile as { timeline: Array<{ kind: string }> }).timeline;
    expect(timeline[0]?.kind).toBe("merged");
    expect(await db.selectFrom("audit_log").select("id").where("action", "=", "candidate.merge").execute()).toHaveLength(1);
    expect((await postCandidate(keep, editor, { intent: "merge", otherId: String(other) })).status).toBe(404);
  });

  it("erases a candidate and everything of theirs for staff, audited with counts only, and out of the search", async () => {
    const candidate = await seedCandidate(database, { full_name: "Rehema Erased", email: "rehema@mail.test" });
    const application = await seedApplication(database, candidate, { opening_id: openingId });
    await seedCv(database, candidate, application, ["Rehema Erased", "Night auditor in Watamu"]);
    await issueCandidateToken(database.db, candidate);
    expect(await listIds("q=watamu")).toEqual([application]);
    expect((await postCandidate(candidate, viewer, { intent: "erase" })).status).toBe(403);

    const erased = await postCandidate(candidate, editor, { intent: "erase" });
    expect(erased.status).toBe(302);
    expect(erased.location).toBe("/admin/applications");
    const { db } = database;
    expect(await db.selectFrom("candidates").select("id").where("id", "=", candidate).execute()).toEqual([]);
    for (const table of ["applications", "application_events", "candidate_tokens", "cv_files"] as const)
      expect(await db.selectFrom(table).select("candidate_id").where("candidate_id", "=", candidate).execute(), table).toEqual(
        [],
      );
    expect(await listIds("q=watamu")).toEqual([]);
    expect(await listIds("q=rehema")).toEqual([]);
    const audit = await db
      .selectFrom("audit_log")
      .select(["target_id", "after"])
      .where("action", "=", "candidate.erase")
      .executeTakeFirstOrThrow();
    expect(audit.target_id).toBe(String(candidate));
    expect(JSON.parse(audit.after ?? "{}")).toEqual({ applications: 1, cvFiles: 1 });
    expect((await postCandidate(candidate, editor, { intent: "erase" })).status).toBe(404);
  });
});
