/**
 * Applying (decision 0035) through the form's action and its service, on each engine: one
 * candidate however often and in whichever language a person applies (by address, else by phone;
 * the address wins), a phone-only applicant shown their private link, the email-or-phone rule
 * beside the email field, answers kept as asked and flagged when they disqualify, the CV tied to
 * its application and candidate, a refused or infected CV leaving nothing stored, the
 * acknowledgement queued in the candidate's language with a link that opens their page, the rate
 * limit and the honeypot, and a closed or unknown opening.
 */
import { type AddressInfo, createServer } from "node:net";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Database } from "~/.server/db";
import { toFlag } from "~/.server/db/schema";
import { candidateIdOfToken, closeOpening, createOpening, publishOpening } from "~/.server/services/careers";
import { seedContactDetails } from "~/.server/services/content";
import { updateSettings } from "~/.server/settings";
import { openingPath } from "~/lib/careers";
import type { ScreeningAnswer } from "~/lib/careers/applications";
import * as applyRoute from "~/routes/careers.apply";
import { appContext, settle } from "../support/app-context";
import {
  APPLICATION_FORM,
  applicationCounts,
  applicationFormData,
  clearApplications,
  multipartArgs,
  type PostedFile,
} from "../support/applications";
import { TEST_ACTOR } from "../support/audit";
import { EICAR, makePdf } from "../support/cv-files";
import { engines, suiteDatabase } from "../support/databases";
import { dayFromToday, seasonalDraft } from "../support/openings";

const BASE = "https://staffing.test";
const PDF: PostedFile = { bytes: makePdf(["Wanjiru Kamau", "Room attendant, Diani"]), name: "Wanjiru CV.pdf" };

describe.each(engines())("applying on $name", ({ make }) => {
  const database: Database = suiteDatabase(make);
  let context: ReturnType<typeof appContext>["context"];
  let openingId = 0;
  let openingParam = "";

  /** Posts the form to the opening's page (or the talent pool's) in a language, as the edge decoded it. */
  const post = (
    fields: Record<string, string | string[]>,
    options: { cv?: PostedFile; language?: "en" | "es" | "fr"; pool?: boolean; as?: typeof context } = {},
  ) => {
    const prefix = options.language && options.language !== "en" ? `/${options.language}` : "";
    const path = options.pool ? "/careers/apply" : `/careers/${openingParam}/apply`;
    const args = multipartArgs(
      options.as ?? context,
      `${BASE}${prefix}${path}`,
      applicationFormData(fields, options.cv),
      options.pool ? {} : { opening: openingParam },
    );
    return settle(() => applyRoute.action(args as never));
  };
  const candidates = () => database.db.selectFrom("candidates").selectAll().orderBy("id").execute();
  const applications = () => database.db.selectFrom("applications").selectAll().orderBy("id").execute();
  const outbox = () => database.db.selectFrom("email_outbox").selectAll().orderBy("id").execute();

  beforeAll(async () => {
    ({ context } = appContext(database));
    await seedContactDetails(database, { phone: "+1 425 555 0148", email: "hello@crestway.test", address: "Bellevue, WA" });
    openingId = await createOpening(database, TEST_ACTOR, seasonalDraft());
    await publishOpening(database, TEST_ACTOR, openingId);
    openingParam = openingPath(openingId, seasonalDraft().content.en.title).replace("/careers/", "");
  });
  beforeEach(async () => {
    await clearApplications(database);
    await updateSettings(database.db, TEST_ACTOR, { talentPoolRetentionDays: 730 });
  });

  it("keeps the consents to be presented to a client and to show the CV, the CV's only with the first", async () => {
    expect((await post({ ...APPLICATION_FORM, present_consent: "on", cv_consent: "on" })).status).toBe(200);
    expect((await post({ ...APPLICATION_FORM, cv_consent: "on" })).status).toBe(200);
    expect((await post(APPLICATION_FORM)).status).toBe(200);
    const consents = (await applications()).map((row) => [toFlag(row.present_consent), toFlag(row.cv_consent)]);
    expect(consents).toEqual([
      [true, true],
      [false, false],
      [false, false],
    ]);
  });

  it("makes one candidate of the same person applying twice in two languages, with two applications", async () => {
    const first = await post(APPLICATION_FORM, { language: "en" });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ status: "sent", reference: expect.stringMatching(/^AP-\d{5}$/), link: null });
    const second = await post(
      {
        ...APPLICATION_FORM,
        email: " wanjiru.kamau@mail.TEST ",
        phone: "00254712345678",
        languages: ["fr"],
        positions: ["laundry"],
        talent_pool: "on",
        city: "Diani",
      },
      { language: "fr", pool: true },
    );
    expect(second.body).toMatchObject({ status: "sent" });
    const [candidate, ...others] = await candidates();
    expect(others).toEqual([]);
    expect(candidate).toMatchObject({
      email: "wanjiru.kamau@mail.test",
      phone: "+254712345678",
      city: "Diani",
      language: "fr",
      talent_pool_until: dayFromToday(730),
    });
    expect(JSON.parse(candidate?.languages ?? "")).toEqual(["sw", "en", "fr"]);
    expect(JSON.parse(candidate?.positions ?? "")).toEqual(["housekeepingAttendants", "laundry"]);
    const rows = await applications();
    expect(rows.map((row) => [row.candidate_id, row.opening_id, row.language])).toEqual([
      [candidate?.id, openingId, "en"],
      [candidate?.id, null, "fr"],
    ]);
    const events = await database.db.selectFrom("application_events").select(["kind", "application_id"]).orderBy("id").execute();
    expect(events.filter((event) => event.kind === "applied").map((event) => event.application_id)).toEqual(
      rows.map((row) => row.id),
    );
  });

  it("lets the address win when the address and the phone match two people, and keeps two addresses on one phone apart", async () => {
    await post({ ...APPLICATION_FORM, email: "mother@mail.test", phone: "+254 700 111 222" });
    await post({ ...APPLICATION_FORM, email: "daughter@mail.test", phone: "+254 700 333 444" });
    // The daughter, now on her mother's phone: her address wins, and her phone is the newest one.
    await post({ ...APPLICATION_FORM, email: "Daughter@mail.test", phone: "+254700111222" });
    // A third address on that phone is a third person.
    await post({ ...APPLICATION_FORM, email: "son@mail.test", phone: "00254 700 111 222" });
    // Phone only, then the same phone with an address: one person, the address added.
    await post({ ...APPLICATION_FORM, email: "", phone: "+233 20 555 0101", full_name: "Kofi Mensah" });
    await post({ ...APPLICATION_FORM, email: "kofi@mail.test", phone: "+233205550101", full_name: "Kofi Mensah" });
    const people = await candidates();
    expect(people.map((person) => [person.email, person.phone])).toEqual([
      ["mother@mail.test", "+254700111222"],
      ["daughter@mail.test", "+254700111222"],
      ["son@mail.test", "+254700111222"],
      ["kofi@mail.test", "+233205550101"],
    ]);
    const owners = (await applications()).map((row) => people.findIndex((person) => person.id === row.candidate_id));
    expect(owners).toEqual([0, 1, 1, 2, 3, 3]);
  });

  it("clears nothing held when a later application leaves it out", async () => {
    await post({ ...APPLICATION_FORM, available_from: dayFromToday(30), talent_pool: "on" });
    await post({ ...APPLICATION_FORM, phone: "", available_from: "", phone_whatsapp: "" }, { pool: true });
    const [candidate, ...others] = await candidates();
    expect(others).toEqual([]);
    expect(candidate).toMatchObject({
      phone: "+254712345678",
      available_from: dayFromToday(30),
      talent_pool_until: dayFromToday(730),
    });
    expect(toFlag(candidate?.phone_whatsapp ?? 0)).toBe(true);
  });

  it("shows a phone-only applicant their private link and queues no email", async () => {
    const answer = await post({ ...APPLICATION_FORM, email: "" }, { language: "es" });
    expect(answer.body).toMatchObject({
      status: "sent",
      link: expect.stringMatching(/^https:\/\/staffing\.test\/es\/candidate\/[0-9a-f]{64}$/),
    });
    const token = String(answer.body.link).split("/").pop() ?? "";
    const [candidate] = await candidates();
    expect(candidate).toMatchObject({ email: null, phone: "+254712345678", language: "es" });
    expect(toFlag(candidate?.phone_whatsapp ?? 0)).toBe(true);
    expect(await candidateIdOfToken(database.db, token)).toBe(candidate?.id);
    expect(await outbox()).toEqual([]);
  });

  it("refuses an application with neither address nor phone beside the email field, and every missing field beside its own", async () => {
    const answer = await post({ ...APPLICATION_FORM, email: "", phone: "", full_name: "", consent: "", answer_1: "7" });
    expect(answer.status).toBe(400);
    const error = answer.body.error as Record<string, string[]>;
    expect(error.email).toEqual(["apply:errors.email.emailOrPhone"]);
    expect(error.full_name).toEqual(["apply:errors.fullName.required"]);
    expect(error.consent).toEqual(["apply:errors.consent.required"]);
    expect(error.answer_1).toEqual(["apply:errors.answer.required"]);
    expect(error.phone).toBeUndefined();
    // What was typed comes back with the messages.
    expect(answer.body.initialValue).toMatchObject({ city: "Mombasa", answer_2: "Swahili and English" });
    expect(await applicationCounts(database)).toMatchObject({ candidates: 0, applications: 0 });
  });

  it("keeps the answers as the candidate read them and flags a disqualifying one, without rejecting it", async () => {
    await post({ ...APPLICATION_FORM, answer_0: "no", answer_1: "0" }, { language: "fr" });
    const [application] = await applications();
    expect(toFlag(application?.disqualified ?? 0)).toBe(true);
    expect(application?.stage).toBe("new");
    const answers = JSON.parse(application?.answers ?? "[]") as ScreeningAnswer[];
    expect(answers).toEqual([
      { prompt: "Can you work night shifts?", kind: "yesNo", answer: "no", disqualifying: true },
      { prompt: "Combien de saisons avez-vous faites ?", kind: "choice", answer: "0", choice: "Aucune", disqualifying: true },
      { prompt: "Which languages do you speak?", kind: "text", answer: "Swahili and English", disqualifying: false },
    ]);
    await post({ ...APPLICATION_FORM, email: "other@mail.test", phone: "" });
    expect(toFlag((await applications())[1]?.disqualified ?? 1)).toBe(false);
  });

  it("stores the CV with its application and candidate", async () => {
    const answer = await post(APPLICATION_FORM, { cv: PDF });
    expect(answer.body).toMatchObject({ status: "sent" });
    const [application] = await applications();
    const cv = await database.db.selectFrom("cv_files").selectAll().executeTakeFirstOrThrow();
    expect(cv).toMatchObject({
      application_id: application?.id,
      candidate_id: application?.candidate_id,
      kind: "pdf",
      display_name: "Wanjiru CV.pdf",
      scan_state: "unscanned",
    });
    expect(cv.extracted_text).toContain("Room attendant, Diani");
    expect(await applicationCounts(database)).toMatchObject({ cvFiles: 1, cvBytes: 1 });
  });

  it("refuses a file that is not a CV, or an infected one, beside the CV field, storing nothing", async () => {
    const wrong = await post(APPLICATION_FORM, { cv: { bytes: Buffer.from("MZ\u0090\u0000 not a pdf"), name: "cv.pdf" } });
    expect(wrong.status).toBe(400);
    expect((wrong.body.error as Record<string, string[]>).cv).toEqual(["cv:refusals.wrongType"]);
    expect(wrong.body.initialValue).toMatchObject({ full_name: "Wanjiru Kamau" });
    // A clamd that finds a virus in whatever it is sent (its INSTREAM answer, clamd(8)).
    const clamd = createServer((socket) => socket.once("data", () => socket.end("stream: Eicar-Test-Signature FOUND\0")));
    await new Promise<void>((resolve) => clamd.listen(0, "127.0.0.1", resolve));
    const scanning = {
      ...context,
      config: { ...context.config, clamd: { host: "127.0.0.1", port: (clamd.address() as AddressInfo).port } },
    };
    const infectedPdf = makePdf(["Wanjiru Kamau"], `%${EICAR.toString("latin1")}\n`);
    const refused = await post(APPLICATION_FORM, { cv: { bytes: infectedPdf, name: "cv.pdf" }, as: scanning });
    await new Promise((resolve) => clamd.close(resolve));
    expect((refused.body.error as Record<string, string[]>).cv).toEqual(["cv:refusals.infected"]);
    expect(refused.status).toBe(400);
    expect(await applicationCounts(database)).toEqual({
      candidates: 0,
      applications: 0,
      cvFiles: 0,
      cvBytes: 0,
      tokens: 0,
      events: 0,
    });
    expect(await outbox()).toEqual([]);
  });

  it("asks for the file again when the form is refused for another field", async () => {
    const answer = await post({ ...APPLICATION_FORM, city: "" }, { cv: PDF });
    expect((answer.body.error as Record<string, string[]>).cv).toEqual(["apply:errors.cv.again"]);
    expect(JSON.stringify(answer.body)).not.toContain("%PDF");
    expect(await applicationCounts(database)).toMatchObject({ cvFiles: 0, applications: 0 });
  });

  it("queues the acknowledgement in the candidate's language, with the opening's title and a link that opens their page", async () => {
    const answer = await post(APPLICATION_FORM, { language: "es" });
    const [mail, ...more] = await outbox();
    expect(more).toEqual([]);
    expect(mail?.recipient).toBe("wanjiru.kamau@mail.test");
    expect(mail?.subject).toBe(`Hemos recibido su candidatura ${answer.body.reference}`);
    expect(mail?.text).toContain("Camarera de pisos, resort de playa");
    const link = /https:\/\/staffing\.test\/es\/candidate\/([0-9a-f]{64})/.exec(mail?.text ?? "");
    expect(link).not.toBeNull();
    const [candidate] = await candidates();
    expect(await candidateIdOfToken(database.db, link?.[1] ?? "")).toBe(candidate?.id);
    expect(mail?.html).toContain('lang="es"');
  });

  it("names the talent pool in the acknowledgement of an application to it", async () => {
    await post(APPLICATION_FORM, { language: "fr", pool: true });
    const [mail] = await outbox();
    expect(mail?.text).toContain("notre vivier de talents");
    expect((await applications())[0]?.opening_id).toBeNull();
  });

  it("answers what the honeypot caught as sent, stores nothing and counts it", async () => {
    const answer = await post({ ...APPLICATION_FORM, company_website: "https://spam.test" }, { cv: PDF });
    expect(answer.body).toEqual({ status: "sent", reference: null, link: null });
    expect(await applicationCounts(database)).toMatchObject({ candidates: 0, applications: 0, cvFiles: 0 });
    const caught = await database.db
      .selectFrom("filtered_traffic_daily")
      .select("count")
      .where("kind", "=", "honeypot")
      .execute();
    expect(caught.reduce((sum, row) => sum + Number(row.count), 0)).toBe(1);
  });

  it("counts the application as a conversion", async () => {
    const answer = await post(APPLICATION_FORM);
    const [conversion] = await database.db.selectFrom("conversions").selectAll().execute();
    expect(conversion).toMatchObject({ goal: "application" });
    expect(applicationReferenceOf(conversion?.record_id)).toBe(answer.body.reference);
  });

  it("refuses a visitor over the form rate limit with 429", async () => {
    const limited = appContext(database, { formsPer10Minutes: 1, clientIp: "198.51.100.7" }).context;
    expect((await post(APPLICATION_FORM, { as: limited })).status).toBe(200);
    const refused = await post(APPLICATION_FORM, { as: limited });
    expect(refused.status).toBe(429);
    expect(refused.headers.get("Retry-After")).toMatch(/^\d+$/);
    expect((await applications()).length).toBe(1);
  });

  it("sends a post to a closed or unknown opening to its page, storing nothing", async () => {
    const closed = await createOpening(database, TEST_ACTOR, seasonalDraft());
    await publishOpening(database, TEST_ACTOR, closed);
    await closeOpening(database, TEST_ACTOR, closed);
    const param = openingPath(closed, seasonalDraft().content.en.title).replace("/careers/", "");
    const args = multipartArgs(context, `${BASE}/fr/careers/${param}/apply`, applicationFormData(APPLICATION_FORM), {
      opening: param,
    });
    const answer = await settle(() => applyRoute.action(args as never));
    expect(answer).toMatchObject({ status: 303, location: `/fr/careers/${param}` });
    const unknown = multipartArgs(context, `${BASE}/careers/999999-nothing/apply`, applicationFormData(APPLICATION_FORM), {
      opening: "999999-nothing",
    });
    expect((await settle(() => applyRoute.action(unknown as never))).status).toBe(303);
    expect(await applicationCounts(database)).toMatchObject({ candidates: 0, applications: 0 });
  });

  it("serves the form of an open opening with its questions in the page's language, and the opening's own answers otherwise", async () => {
    const load = (path: string, opening?: string) =>
      settle(() =>
        applyRoute.loader({ request: new Request(`${BASE}${path}`), context, params: opening ? { opening } : {} } as never),
      );
    const open = await load(`/fr/careers/${openingParam}/apply`, openingParam);
    expect(open.status).toBe(200);
    expect(open.body).toMatchObject({
      opening: { title: "Femme de chambre, hôtel-club", position: "housekeepingAttendants" },
      questions: [
        { kind: "yesNo", prompt: "Can you work night shifts?", language: "en" },
        {
          kind: "choice",
          prompt: "Combien de saisons avez-vous faites ?",
          choices: ["Aucune", "Une", "Deux ou plus"],
          language: "fr",
        },
        { kind: "text" },
      ],
      retention: { applicationDays: 180, talentPoolDays: 730 },
    });
    expect((open.body.seo as { noindex?: boolean }).noindex).toBe(true);
    expect((await load("/careers/apply")).body).toMatchObject({ opening: null, questions: [] });
    expect((await load("/careers/999999-nothing/apply", "999999-nothing")).status).toBe(404);
    const wrongSlug = await load(`/es/careers/${openingId}-wrong/apply`, `${openingId}-wrong`);
    expect(wrongSlug).toMatchObject({ status: 301, location: `/es/careers/${openingParam}/apply` });
    const closed = await createOpening(database, TEST_ACTOR, seasonalDraft({ closesOn: dayFromToday(1) }));
    await publishOpening(database, TEST_ACTOR, closed);
    await closeOpening(database, TEST_ACTOR, closed);
    const closedParam = openingPath(closed, seasonalDraft().content.en.title).replace("/careers/", "");
    const gone = await load(`/careers/${closedParam}/apply`, closedParam);
    expect(gone.status).toBe(410);
    expect(gone.body).toMatchObject({ open: false });
  });
});

function applicationReferenceOf(id: number | null | undefined) {
  return `AP-${String(id).padStart(5, "0")}`;
}
