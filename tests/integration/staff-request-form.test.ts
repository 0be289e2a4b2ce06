/**
 * The request for staff on `/partnership` (decision 0038), on each engine: one transaction stores
 * the request with the summary of its lines, its lines, its timeline, an owner in turn and a
 * private link, and queues the client's acknowledgement in their language with the reference and
 * the link; the page says the reference; without JavaScript "Add a line" and "Remove" answer the
 * form back with one line more or less and store nothing; a plan's "Get a Custom Quote" arrives
 * with its plan chosen; caught spam is kept with its lines and emails nobody.
 */
import { parseWithZod } from "@conform-to/zod/v4";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Database } from "~/.server/db";
import { seedContactDetails } from "~/.server/services/content";
import { requestIdOfClientToken, submitStaffRequest } from "~/.server/services/requests";
import { updateSettings } from "~/.server/settings";
import { parseRequestReference } from "~/lib/staff-requests/model";
import { type PartnershipRequest, partnershipSchema } from "~/lib/validation/partnership";
import * as partnershipPage from "~/routes/partnership";
import { appContext, formArgs, unwrap } from "../support/app-context";
import { TEST_ACTOR } from "../support/audit";
import { engines, suiteDatabase } from "../support/databases";
import { renderRoute } from "../support/render-route";
import { createSignedInUser, type TestAccount } from "../support/sessions";
import { PARTNERSHIP_FORM, REQUEST_CHILD_TABLES } from "../support/visitor-forms";

const SITE = "https://staffing.test";

/** The form's fields as its schema reads them from a post. */
function parsedRequest(fields: Record<string, string | string[]>): PartnershipRequest {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) for (const item of [value].flat()) form.append(name, item);
  const submission = parseWithZod(form, { schema: partnershipSchema });
  if (submission.status !== "success") throw new Error(JSON.stringify(submission.reply().error));
  return submission.value;
}

const linkOf = (text: string) => /https:\/\/staffing\.test\/(?:(?:es|fr)\/)?client\/([0-9a-f]{64})/.exec(text);

describe.each(engines())("the request form on $name", ({ make }) => {
  const database = suiteDatabase(make);
  let context: ReturnType<typeof appContext>["context"];
  let owners: TestAccount[];

  const post = async (fields: Record<string, string | string[]>, path = "/partnership") =>
    unwrap(await partnershipPage.action(formArgs(context, `${SITE}${path}`, { company_website: "", ...fields }) as never));
  const counts = async (db: Database["db"] = database.db) => ({
    requests: Number(
      (
        await db
          .selectFrom("partnership_requests")
          .select((eb) => eb.fn.countAll().as("n"))
          .executeTakeFirstOrThrow()
      ).n,
    ),
    lines: Number(
      (
        await db
          .selectFrom("staff_request_lines")
          .select((eb) => eb.fn.countAll().as("n"))
          .executeTakeFirstOrThrow()
      ).n,
    ),
  });

  beforeAll(async () => {
    context = appContext(database).context;
    await seedContactDetails(database, { phone: "+1 425 555 0148", email: "hello@crestway.test", address: "Bellevue, WA" });
    owners = [
      await createSignedInUser(context.auth, "editor", "Ada Owner"),
      await createSignedInUser(context.auth, "admin", "Ben Owner"),
    ];
    // A viewer may not own requests: never given one in turn.
    await createSignedInUser(context.auth, "viewer", "Aaron Viewer");
  });
  beforeEach(async () => {
    for (const table of [...REQUEST_CHILD_TABLES, "partnership_requests", "email_outbox", "conversions"] as const) {
      await database.db.deleteFrom(table).execute();
    }
    await updateSettings(database.db, TEST_ACTOR, { notificationsEnabled: true, contactEmail: "" });
  });

  it("stores the request, its lines, its timeline, an owner in turn and a link in one go, and acknowledges it in French", async () => {
    const submitted = await submitStaffRequest({ database, publicUrl: SITE }, parsedRequest(PARTNERSHIP_FORM), "fr");
    expect(submitted.reference).toBe(`REQ-${String(submitted.id).padStart(6, "0")}`);
    expect(parseRequestReference(submitted.reference)).toBe(submitted.id);

    const row = await database.db.selectFrom("partnership_requests").selectAll().executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      organization: "Lakeside Lodge",
      email: "amina@lakeside.test",
      status: "new",
      country: "ke",
      city: "Nanyuki",
      headcount: 12,
      placement_type: "seasonal",
      start_date: "2027-05-15",
      plan: "elite",
      housing: 1,
      meals: 0,
      language: "fr",
      spam: 0,
    });
    expect(JSON.parse(row.positions)).toEqual(["housekeepingAttendants", "laundry"]);
    expect(JSON.parse(row.languages)).toEqual(["en", "sw"]);
    expect(owners.map((owner) => owner.userId)).toContain(row.owner_id);

    const lines = await database.db.selectFrom("staff_request_lines").selectAll().orderBy("line_order").execute();
    expect(lines.map(({ id: _id, request_id, ...line }) => ({ ...line, request: request_id }))).toEqual([
      {
        request: row.id,
        line_order: 0,
        position: "housekeepingAttendants",
        headcount: 10,
        placement: "seasonal",
        start_date: "2027-06-01",
        end_date: "2027-09-30",
        duration_weeks: null,
        shift: "day",
        opening_id: null,
      },
      {
        request: row.id,
        line_order: 1,
        position: "laundry",
        headcount: 2,
        placement: "seasonal",
        start_date: "2027-05-15",
        end_date: null,
        duration_weeks: 16,
        shift: "rotating",
        opening_id: null,
      },
    ]);
    const events = await database.db.selectFrom("staff_request_events").selectAll().orderBy("id").execute();
    expect(events.map((event) => [event.kind, event.actor_id])).toEqual([
      ["received", null],
      ["owner", null],
      ["email", null],
    ]);

    const mails = await database.db.selectFrom("email_outbox").selectAll().orderBy("id").execute();
    expect(mails.map((mail) => mail.recipient)).toEqual(["amina@lakeside.test", "hello@crestway.test"]);
    const [client, staff] = mails;
    expect(client?.subject).toBe(`Nous avons bien reçu votre demande de personnel ${submitted.reference}`);
    expect(client?.text).toContain("10 × Femmes et valets de chambre : Placement saisonnier");
    expect(client?.text).toContain("du 1 juin 2027 au 30 septembre 2027");
    expect(client?.text).toContain("à partir du 15 mai 2027 pour 16 semaines");
    const link = linkOf(client?.text ?? "");
    expect(link?.[0]).toContain("/fr/client/");
    expect(await requestIdOfClientToken(database.db, link?.[1] ?? "")).toBe(row.id);
    expect(staff?.subject).toBe("New partnership request from Lakeside Lodge");
    expect(staff?.reply_to).toBe("amina@lakeside.test");
  });

  it("writes the acknowledgement in Spanish, and gives each request in turn to the owner given one longest ago", async () => {
    const first = await submitStaffRequest({ database, publicUrl: SITE }, parsedRequest(PARTNERSHIP_FORM), "es");
    const second = await submitStaffRequest({ database, publicUrl: SITE }, parsedRequest(PARTNERSHIP_FORM), "es");
    const owned = await database.db.selectFrom("partnership_requests").select(["id", "owner_id"]).orderBy("id").execute();
    expect(owned.map((row) => row.id)).toEqual([first.id, second.id]);
    expect(new Set(owned.map((row) => row.owner_id)).size).toBe(2);
    const mail = await database.db
      .selectFrom("email_outbox")
      .selectAll()
      .where("recipient", "=", "amina@lakeside.test")
      .orderBy("id")
      .executeTakeFirstOrThrow();
    expect(mail.subject).toBe(`Hemos recibido su solicitud de personal ${first.reference}`);
    expect(mail.text).toContain("del 1 de junio de 2027 al 30 de septiembre de 2027");
    expect(linkOf(mail.text)?.[0]).toContain("/es/client/");
  });

  it("answers a request sent from the page with its reference, counted as the partnership goal", async () => {
    const answer = await post(PARTNERSHIP_FORM, "/fr/partnership");
    expect(answer.status).toBe(200);
    const stored = await database.db.selectFrom("partnership_requests").select(["id", "language"]).executeTakeFirstOrThrow();
    expect(answer.body).toEqual({
      status: "success",
      initialValue: null,
      reference: `REQ-${String(stored.id).padStart(6, "0")}`,
    });
    expect(stored.language).toBe("fr");
    const goals = await database.db.selectFrom("conversions").select(["goal", "record_id"]).execute();
    expect(goals).toEqual([{ goal: "partnership", record_id: stored.id }]);
  });

  it("shows the reference on the page a browser without JavaScript gets after sending", async () => {
    const args = formArgs(context, `${SITE}/partnership`, { company_website: "", ...PARTNERSHIP_FORM });
    const page = await renderRoute(partnershipPage as never, "/partnership", args.request, args.context);
    expect(page.status).toBe(200);
    const { id } = await database.db.selectFrom("partnership_requests").select("id").executeTakeFirstOrThrow();
    expect(page.html).toContain("Request Sent!");
    expect(page.html).toContain(`Your reference is REQ-${String(id).padStart(6, "0")}.`);
  });

  it("adds and removes lines without JavaScript: the form comes back as typed, one line more or less, nothing stored", async () => {
    const added = await post({ ...PARTNERSHIP_FORM, intent: "addLine" });
    expect(added.status).toBe(200);
    const addedLines = (added.body.initialValue as { lines: unknown[] }).lines;
    expect(addedLines).toHaveLength(3);
    expect(addedLines[1]).toMatchObject({ position: "laundry", headcount: "2", duration_weeks: "16" });
    expect(added.body.initialValue).toMatchObject({ organization: "Lakeside Lodge", plan: "elite", languages: ["en", "sw"] });
    expect(added.body.error).toEqual({});

    const removed = await post({ ...PARTNERSHIP_FORM, intent: "removeLine:0" });
    expect((removed.body.initialValue as { lines: unknown[] }).lines).toEqual([
      expect.objectContaining({ position: "laundry", headcount: "2" }),
    ]);
    // The only line cannot go: an empty one takes its place.
    const only = await post({ organization: "Solo", "lines[0].position": "laundry", intent: "removeLine:0" });
    expect((only.body.initialValue as { lines: unknown[] }).lines).toEqual([{}]);
    // An unknown intent is refused as a malformed form.
    expect((await post({ ...PARTNERSHIP_FORM, intent: "dropTables" })).status).toBe(400);
    expect(await counts()).toEqual({ requests: 0, lines: 0 });
    expect(await database.db.selectFrom("email_outbox").selectAll().execute()).toEqual([]);
  });

  it("renders the answered lines without JavaScript, each with its values and a Remove button", async () => {
    const args = formArgs(context, `${SITE}/partnership`, { company_website: "", ...PARTNERSHIP_FORM, intent: "addLine" });
    const page = await renderRoute(partnershipPage as never, "/partnership", args.request, args.context);
    expect(page.html.match(/data-testid="request-line"/g)).toHaveLength(3);
    expect(page.html).toContain('name="lines[2].position"');
    expect(page.html).toContain('value="removeLine:2"');
    expect(page.html).toMatch(
      /name="lines\[1\]\.duration_weeks"[^>]*value="16"|value="16"[^>]*name="lines\[1\]\.duration_weeks"/,
    );
    expect(page.html).toContain('formNoValidate=""');
    // Back at the lines after the post, not at the top of the page.
    expect(page.html).toContain('formAction="/partnership#request-lines"');
  });

  it("stops adding at the most lines a request holds", async () => {
    const fields: Record<string, string> = {};
    for (let index = 0; index < 30; index++) fields[`lines[${index}].position`] = "laundry";
    const answer = await post({ ...fields, intent: "addLine" });
    expect((answer.body.initialValue as { lines: unknown[] }).lines).toHaveLength(30);
    expect(answer.body.error).toEqual({ lines: ["contact:partnership.errors.lines.tooMany"] });
  });

  it.each([
    ["?plan=elite", "elite"],
    ["?plan=premium", "elite"],
    ["?plan=enterprise", "enterprise"],
    ["?plan=castle", ""],
  ])("chooses the plan a Get a Custom Quote link carries (%s)", async (query, chosen) => {
    const page = await renderRoute(partnershipPage as never, "/partnership", new Request(`${SITE}/partnership${query}`), context);
    expect(page.status).toBe(200);
    const select = /<select[^>]*data-testid="request-plan"[^>]*>([\s\S]*?)<\/select>/.exec(page.html)?.[1] ?? "";
    const selected = /<option value="([^"]*)" selected=""/.exec(select)?.[1] ?? "";
    expect(selected).toBe(chosen);
  });

  it("keeps a request the honeypot caught as spam with its lines, and emails nobody", async () => {
    const answer = await post({ ...PARTNERSHIP_FORM, company_website: "http://spam.example" });
    expect(answer.body).toEqual({ status: "success", initialValue: null });
    const row = await database.db.selectFrom("partnership_requests").selectAll().executeTakeFirstOrThrow();
    expect(row).toMatchObject({ spam: 1, spam_reason: "honeypot", owner_id: null });
    expect(await counts()).toEqual({ requests: 1, lines: 2 });
    expect(await database.db.selectFrom("client_tokens").selectAll().execute()).toEqual([]);
    expect(await database.db.selectFrom("email_outbox").selectAll().execute()).toEqual([]);
  });

  it("answers field messages beside each line's fields, and stores nothing", async () => {
    const answer = await post({
      ...PARTNERSHIP_FORM,
      "lines[0].position": "maintenanceTechnicians",
      "lines[0].placement": "seasonal",
      "lines[1].end_date": "2027-05-01",
      "lines[1].duration_weeks": "",
      "lines[1].start_date": "2027-06-01",
    });
    expect(answer.status).toBe(400);
    expect(answer.body.error).toEqual({
      "lines[0].placement": ["contact:partnership.errors.line.placement.maintenanceLongTerm"],
      "lines[1].end_date": ["contact:partnership.errors.line.endDate.beforeStart"],
    });
    expect(await counts()).toEqual({ requests: 0, lines: 0 });
  });
});
