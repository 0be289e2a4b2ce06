/**
 * The opening pages' loaders and actions (decision 0032) as every role, on SQLite and PostgreSQL:
 * who reads and who writes, a save and the moves with their answers, "Add a question" and "Remove"
 * giving the form back as typed, and generated hostile forms (fast-check) answered 4xx, never 5xx,
 * with nothing stored.
 */
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { createOpening, getOpening } from "~/.server/services/careers";
import { STAFF_ROLES } from "~/lib/admin/permissions";
import * as listPage from "~/routes/admin/openings";
import * as editorPage from "~/routes/admin/openings.$id";
import * as newPage from "~/routes/admin/openings.new";
import { appContext, formArgs, routeCaller, settle } from "../support/app-context";
import { TEST_ACTOR } from "../support/audit";
import { engines, suiteDatabase } from "../support/databases";
import { dayFromToday, seasonalDraft } from "../support/openings";
import { createSignedInUser, requestAs, type TestAccount } from "../support/sessions";

const BASE = "https://staffing.test";

/** The editor's fields for a complete seasonal opening in Mombasa, as the browser posts them. */
const FORM: Record<string, string> = {
  "content.en.title": "Room attendant",
  "content.en.description": "Rooms to brand standard.",
  "content.en.employerDescription": "A beach resort on the Kenyan coast",
  "content.es.title": "Camarera de pisos",
  "content.es.description": "Habitaciones al estándar.",
  position: "housekeepingAttendants",
  placement: "seasonal",
  location: "ke:mombasa",
  peopleWanted: "4",
  startDate: dayFromToday(20),
  seasonEnd: dayFromToday(120),
  closesOn: dayFromToday(10),
  housing: "on",
  "questions.0.kind": "yesNo",
  "questions.0.prompt.en": "Night shifts?",
  "questions.0.disqualifying": "no",
};

describe.each(engines())("admin opening pages on $name", ({ make }) => {
  const database = suiteDatabase(make);
  let context: ReturnType<typeof appContext>["context"];
  const accounts = new Map<string, TestAccount>();
  const list = routeCaller(listPage, `${BASE}/admin/openings`, () => context);
  const create = routeCaller(newPage, `${BASE}/admin/openings/new`, () => context);

  /** Posts to an opening's page as an account (`query` carries "?question=<n>" for Remove). */
  const postTo = (id: number | string, account: TestAccount | undefined, fields: Record<string, string>, query = "") =>
    settle(() =>
      editorPage.action({
        ...formArgs(context, `${BASE}/admin/openings/${id}${query}`, fields, account ? { Cookie: account.cookie } : {}),
        params: { id: String(id) },
      } as never),
    );
  const loadPage = (id: string, account: TestAccount | undefined) =>
    settle(() =>
      editorPage.loader({ request: requestAs(account, `${BASE}/admin/openings/${id}`), context, params: { id } } as never),
    );
  const openingCount = async () =>
    Number(
      (
        await database.db
          .selectFrom("openings")
          .select((eb) => eb.fn.countAll().as("n"))
          .executeTakeFirstOrThrow()
      ).n,
    );

  beforeAll(async () => {
    ({ context } = appContext(database));
    for (const role of [...STAFF_ROLES, "user"] as const) accounts.set(role, await createSignedInUser(context.auth, role));
  });

  it("lets every staff role read the list and an opening, and no one else", async () => {
    const id = await createOpening(database, TEST_ACTOR, seasonalDraft());
    for (const role of STAFF_ROLES) {
      expect((await list.load(accounts.get(role))).status, role).toBe(200);
      const page = await loadPage(String(id), accounts.get(role));
      expect(page.status, role).toBe(200);
      expect(page.body.canManage, role).toBe(role === "admin" || role === "editor");
    }
    expect((await list.load(accounts.get("user"))).status).toBe(403);
    expect((await list.load(undefined)).status).toBe(302);
    expect((await loadPage("999999", accounts.get("viewer"))).status).toBe(404);
    expect((await loadPage("abc", accounts.get("viewer"))).status).toBe(404);
  });

  it("lets editors and admins create, save and move openings; the read-only roles get 403", async () => {
    for (const role of ["viewer", "operator", "staff"] as const) {
      const before = await openingCount();
      expect((await create.post(accounts.get(role), { intent: "save", ...FORM })).status, role).toBe(403);
      expect(await openingCount()).toBe(before);
    }
    const created = await create.post(accounts.get("editor"), { intent: "save", ...FORM });
    expect(created.status).toBe(302);
    const id = Number(created.location?.split("/").pop());
    expect(await getOpening(database, id)).toMatchObject({
      status: "draft",
      placement: "seasonal",
      city: "mombasa",
      housing: true,
      translations: { es: "translated", fr: "missing" },
      questions: [{ kind: "yesNo", prompt: { en: "Night shifts?" }, choices: { en: [] }, disqualifying: ["no"] }],
    });

    expect((await postTo(id, accounts.get("viewer"), { intent: "publish" })).status).toBe(403);
    expect((await postTo(id, accounts.get("admin"), { intent: "publish" })).status).toBe(302);
    expect((await getOpening(database, id))?.status).toBe("published");
    expect((await postTo(id, accounts.get("editor"), { intent: "publish" })).status).toBe(409);
    expect(
      (await postTo(id, accounts.get("editor"), { intent: "save", ...FORM, "content.en.title": "Room attendant (night)" }))
        .status,
    ).toBe(302);
    expect((await getOpening(database, id))?.content.en.title).toBe("Room attendant (night)");
    expect((await postTo(id, accounts.get("editor"), { intent: "close" })).status).toBe(302);
    expect((await postTo(id, accounts.get("editor"), { intent: "reopen" })).status).toBe(302);
    expect((await getOpening(database, id))?.status).toBe("draft");
    expect((await postTo(999_999, accounts.get("editor"), { intent: "close" })).status).toBe(404);
  });

  it("refuses maintenance as seasonal work beside the field, keeping what was typed", async () => {
    const before = await openingCount();
    const answer = await create.post(accounts.get("editor"), { intent: "save", ...FORM, position: "maintenanceTechnicians" });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({
      status: "error",
      intent: "save",
      error: { placement: ["admin-openings:errors.longTermOnly"] },
      initialValue: { position: "maintenanceTechnicians", content: { en: { title: "Room attendant" } } },
    });
    expect(await openingCount()).toBe(before);
  });

  it("gives the form back with one more question, or one fewer, saving nothing", async () => {
    const before = await openingCount();
    const added = await create.post(accounts.get("editor"), { intent: "addQuestion", ...FORM });
    expect(added.status).toBe(200);
    expect(added.body.status).toBeUndefined();
    const questions = (added.body.initialValue as { questions: Record<string, unknown> }).questions;
    expect(Object.keys(questions)).toEqual(["0", "1"]);
    expect(questions["1"]).toEqual({ kind: "yesNo" });
    expect((added.body.initialValue as { content: { en: { title: string } } }).content.en.title).toBe("Room attendant");

    const removed = await create.post(accounts.get("editor"), { intent: "removeQuestion", ...FORM }, "?question=0");
    expect(removed.status).toBe(200);
    expect((removed.body.initialValue as { questions: Record<string, unknown> }).questions).toEqual({});
    expect(await openingCount()).toBe(before);
    expect((await create.post(accounts.get("viewer"), { intent: "addQuestion", ...FORM })).status).toBe(403);
  });

  it("answers any hostile form with 4xx, never 5xx, storing nothing (fast-check)", async () => {
    const editor = accounts.get("editor");
    const id = await createOpening(database, TEST_ACTOR, seasonalDraft());
    const before = await openingCount();
    const names = fc.constantFrom(
      ...Object.keys(FORM),
      "intent",
      "payMin",
      "payMax",
      "payCurrency",
      "payUnit",
      "usCity",
      "employerName",
      "questions.99.kind",
      "questions.x.kind",
      "questions.0.choices.en",
      "questions.0.disqualifying",
      "content.de.title",
      "__proto__",
      "content.__proto__.title",
    );
    const values = fc.oneof(
      fc.string({ maxLength: 40 }),
      fc.string({ unit: "binary", maxLength: 40 }),
      fc.constantFrom(
        "",
        "on",
        "-1",
        "1e309",
        "NaN",
        "2026-02-30",
        "9999-99-99",
        "<script>alert(1)</script>",
        "x".repeat(20_000),
      ),
    );
    const intents = fc.constantFrom("save", "publish", "close", "reopen", "drop", "");
    await fc.assert(
      fc.asyncProperty(intents, fc.array(fc.tuple(names, values), { maxLength: 8 }), async (intent, pairs) => {
        // A valid form spoiled by up to eight hostile fields, or replaced by them.
        const fields: Record<string, string> = { ...FORM, intent, ...Object.fromEntries(pairs) };
        const onEditor = await postTo(id, editor, intent === "save" ? fields : { ...fields, closesOn: "not a day" });
        expect(onEditor.status).toBeLessThan(500);
        if (onEditor.status >= 300 && onEditor.status < 400) return;
        const onNew = await create.post(editor, { ...fields, closesOn: "not a day" });
        expect(onNew.status).toBeGreaterThanOrEqual(400);
        expect(onNew.status).toBeLessThan(500);
      }),
      { numRuns: 60 },
    );
    expect(await openingCount()).toBe(before);
    // A save either went through whole or changed nothing: the stored opening still reads as one.
    expect((await getOpening(database, id))?.content.en.title).toBeTruthy();
  });
});
