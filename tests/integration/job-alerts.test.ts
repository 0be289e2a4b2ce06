/**
 * Job alerts (decision 0036) against a real database: the sign-up's double opt-in and its one
 * answer for every address, the emails in the subscriber's language, the job that queues and
 * sends each matching confirmed subscriber one email per opening (run twice, or two runs at once),
 * the rate, the suppression list, the unsubscribe page and the one-click post, the retention of
 * unconfirmed sign-ups, and a fuzz of the three pages' actions that never gets a 5xx.
 */
import fc from "fast-check";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { oneClickUnsubscribe } from "~/.server/http/one-click-unsubscribe";
import { runJobAlerts, startJobAlerts } from "~/.server/jobs/job-alerts";
import { createLogger } from "~/.server/logger";
import {
  createOpening,
  deleteJobAlertSubscriber,
  listJobAlertSubscribers,
  publishOpening,
  reopenOpening,
  runJobAlertsOnce,
} from "~/.server/services/careers";
import { addSuppression } from "~/.server/services/mail/suppression/list";
import { deleteUnconfirmedJobAlertSubscribers } from "~/.server/services/operations/retention";
import type { Language } from "~/i18n/languages";
import { localizePath } from "~/i18n/paths";
import { action as signUpAction, loader as signUpLoader } from "~/routes/careers.alerts";
import { action as confirmAction } from "~/routes/careers.alerts.confirm";
import { action as unsubscribeAction, loader as unsubscribeLoader } from "~/routes/careers.alerts.unsubscribe";
import { appContext, formArgs, unwrap } from "../support/app-context";
import { TEST_ACTOR } from "../support/audit";
import { engines, suiteDatabase } from "../support/databases";
import { fastLaneOnly, type LoopbackServer, serveOnLoopback } from "../support/http";
import { longTermDraft, seasonalDraft } from "../support/openings";
import { until } from "../support/until";

const URL_BASE = "https://staffing.test";
const RATE = 600;

describe.each(engines())("job alerts on $name", ({ make }) => {
  const database = suiteDatabase(make);
  const services = { database, config: { publicUrl: URL_BASE, contact: { phone: "", email: "", address: "" } } };

  beforeEach(async () => {
    for (const table of [
      "job_alert_deliveries",
      "job_alert_subscribers",
      "job_alert_openings",
      "email_outbox",
      "mail_suppressions",
      "conversions",
    ] as const)
      await database.db.deleteFrom(table).execute();
    // Each test publishes its own openings: the earlier tests' are off the site.
    await database.db.updateTable("openings").set({ status: "closed" }).execute();
  });

  const signUp = async (fields: Record<string, string | string[]>, language: Language = "en", ctx = appContext(database)) =>
    unwrap(
      await signUpAction(
        formArgs(ctx.context, `${URL_BASE}${localizePath("/careers/alerts", language)}`, {
          company_website: "",
          ...fields,
        }) as never,
      ),
    );

  const outbox = () => database.db.selectFrom("email_outbox").selectAll().orderBy("id").execute();
  const subscriberOf = (email: string) =>
    database.db.selectFrom("job_alert_subscribers").selectAll().where("email", "=", email).executeTakeFirstOrThrow();
  /** The confirmation token of the newest email to `email`, as its link carries it. */
  const confirmTokenOf = async (email: string) => {
    const mails = (await outbox()).filter((mail) => mail.recipient === email);
    const match = /\/careers\/alerts\/confirm\?token=([A-Za-z0-9_-]+)/.exec(mails.at(-1)?.text ?? "");
    if (!match?.[1]) throw new Error(`no confirmation for ${email}`);
    return match[1];
  };
  const confirm = async (token: string, ctx = appContext(database)) =>
    unwrap(await confirmAction(formArgs(ctx.context, `${URL_BASE}/careers/alerts/confirm`, { token }) as never));
  /** Signs up and confirms from the emailed link, as a visitor does. */
  const subscribed = async (fields: Record<string, string | string[]>, language: Language = "en") => {
    await signUp(fields, language);
    await confirm(await confirmTokenOf(String(fields.email)));
    return subscriberOf(String(fields.email));
  };
  const published = async (draft = seasonalDraft()) => {
    const id = await createOpening(database, TEST_ACTOR, draft);
    expect(await publishOpening(database, TEST_ACTOR, id)).toEqual({ ok: true });
    return id;
  };
  const alertsTo = async () =>
    (await outbox()).filter((mail) => mail.subject.startsWith("New job") || /^(Nuevo empleo|Nouvel emploi)/.test(mail.subject));

  it("stores a sign-up unconfirmed with a hashed confirmation token and emails the link in the page's language", async () => {
    const ctx = appContext(database);
    const answer = await signUp({ email: " Ana@Hotel.TEST ", positions: ["housekeepingAttendants"], countries: "ke" }, "fr", ctx);
    expect(answer).toEqual({ status: 200, body: { status: "success", initialValue: null } });
    const row = await subscriberOf("ana@hotel.test");
    expect(row).toMatchObject({ language: "fr", confirmed: 0, positions: '["housekeepingAttendants"]', countries: '["ke"]' });
    expect(row.placements).toBe("[]");
    expect(row.confirm_token_hash).toMatch(/^[0-9a-f]{64}$/);
    const [mail] = await outbox();
    expect(mail?.subject).toContain("Confirmez");
    const token = await confirmTokenOf("ana@hotel.test");
    expect(mail?.html).toContain(`${URL_BASE}/fr/careers/alerts/confirm?token=${token}`);
    // The link holds the token; the row only its hash.
    expect(row.confirm_token_hash).not.toContain(token);
    const unsubscribe = `${URL_BASE}/fr/careers/alerts/unsubscribe?token=${row.unsubscribe_token}`;
    expect(JSON.parse(mail?.headers ?? "{}")).toEqual({
      "List-Unsubscribe": `<${unsubscribe}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    });
    expect(ctx.kicks()).toBe(1);
    const goals = await database.db.selectFrom("conversions").select("goal").execute();
    expect(goals).toEqual([{ goal: "job_alert_signup" }]);
  });

  it("refuses a bad address or choice beside its field, storing nothing", async () => {
    expect(await signUp({ email: "not-an-address" })).toMatchObject({
      status: 400,
      body: { error: { email: ["job-alerts:errors.emailInvalid"] } },
    });
    expect(await signUp({ email: "a@hotel.test", countries: ["ke", "atlantis"] })).toMatchObject({
      status: 400,
      body: { error: { "countries[1]": ["job-alerts:errors.choiceInvalid"] } },
    });
    expect(await database.db.selectFrom("job_alert_subscribers").selectAll().execute()).toEqual([]);
  });

  it("answers the same for a new, a pending, a confirmed and a suppressed address; only the emails differ", async () => {
    await subscribed({ email: "confirmed@hotel.test" });
    await signUp({ email: "pending@hotel.test" });
    await addSuppression(database, TEST_ACTOR, { email: "bounced@hotel.test", note: "" });
    await database.db.deleteFrom("email_outbox").execute();

    const answers = [];
    for (const email of ["new@hotel.test", "pending@hotel.test", "confirmed@hotel.test", "bounced@hotel.test"])
      answers.push(await signUp({ email, kinds: "seasonal" }));
    for (const answer of answers) expect(answer).toEqual(answers[0]);

    // A new confirmation for the new and the pending address; none for the confirmed one (its
    // choices change) nor the suppressed one.
    expect((await outbox()).map((mail) => mail.recipient)).toEqual(["new@hotel.test", "pending@hotel.test"]);
    expect(await subscriberOf("confirmed@hotel.test")).toMatchObject({ confirmed: 1, placements: '["seasonal"]' });
    expect(await subscriberOf("bounced@hotel.test")).toMatchObject({ confirmed: 0 });
    expect(await database.db.selectFrom("job_alert_subscribers").selectAll().execute()).toHaveLength(4);
  });

  it("confirms once from the emailed token, counting the goal; a second use or a wrong token is refused", async () => {
    await signUp({ email: "ana@hotel.test" });
    const token = await confirmTokenOf("ana@hotel.test");
    expect(await confirm("not-the-token")).toEqual({ status: 404, body: { confirmed: false } });
    expect(await confirm(token)).toEqual({ status: 200, body: { confirmed: true } });
    expect(await subscriberOf("ana@hotel.test")).toMatchObject({ confirmed: 1, confirm_token_hash: null });
    expect(await confirm(token)).toEqual({ status: 404, body: { confirmed: false } });
    const goals = await database.db.selectFrom("conversions").select("goal").orderBy("id").execute();
    expect(goals.map((row) => row.goal)).toEqual(["job_alert_signup", "job_alert_confirm"]);
  });

  it("prefills the page from the careers filter of its address", async () => {
    const { context } = appContext(database);
    const data = await signUpLoader({
      request: new Request(`${URL_BASE}/es/careers/alerts?position=stewarding&country=gh&kind=nonsense`),
      context,
      params: {},
    } as never);
    expect(data.criteria).toEqual({ positions: ["stewarding"], countries: ["gh"], placements: [] });
    expect(data.seo.title).toContain("Alertas de empleo");
  });

  it("emails each matching confirmed subscriber one alert, in their language, and no one else", async () => {
    const fr = await subscribed({ email: "fr@hotel.test", positions: "housekeepingAttendants" }, "fr");
    await subscribed({ email: "any@hotel.test" });
    await subscribed({ email: "ghana@hotel.test", countries: "gh" });
    await subscribed({ email: "longterm@hotel.test", kinds: "longTerm" });
    await signUp({ email: "unconfirmed@hotel.test" });
    await database.db.deleteFrom("email_outbox").execute();

    const id = await published();
    const report = await runJobAlertsOnce(services, RATE);
    expect(report).toMatchObject({ openingsQueued: 1, queued: 2, sent: 2, skipped: 0, throttled: false });
    const mails = await outbox();
    expect(mails.map((mail) => mail.recipient).sort()).toEqual(["any@hotel.test", "fr@hotel.test"]);

    const french = mails.find((mail) => mail.recipient === "fr@hotel.test");
    expect(french?.subject).toBe("Nouvel emploi : Femme de chambre, hôtel-club");
    expect(french?.html).toContain(`${URL_BASE}/fr/careers/${id}-room-attendant-beach-resort`);
    expect(french?.text).toContain("Mombasa");
    const unsubscribe = `${URL_BASE}/fr/careers/alerts/unsubscribe?token=${fr.unsubscribe_token}`;
    expect(french?.html).toContain(unsubscribe);
    expect(JSON.parse(french?.headers ?? "{}")["List-Unsubscribe"]).toBe(`<${unsubscribe}>`);
    const english = mails.find((mail) => mail.recipient === "any@hotel.test");
    expect(english?.subject).toBe("New job: Room attendant, beach resort");
    expect(english?.text).toMatch(/450.*600/);

    // The next runs find nothing more to send.
    expect(await runJobAlertsOnce(services, RATE)).toMatchObject({ openingsQueued: 0, queued: 0, sent: 0 });
    expect(await outbox()).toHaveLength(2);
  });

  it("falls back to the English title when the subscriber's language has no translation", async () => {
    await subscribed({ email: "es@hotel.test" }, "es");
    await database.db.deleteFrom("email_outbox").execute();
    const draft = longTermDraft();
    await published({ ...draft, content: { en: draft.content.en } });
    await runJobAlertsOnce(services, RATE);
    const [mail] = await outbox();
    expect(mail?.subject).toBe(`Nuevo empleo: ${draft.content.en.title}`);
    expect(mail?.text).toContain("Inicio:");
  });

  it("sends one email per subscriber when two runs race, and when the job runs again", async () => {
    for (let i = 0; i < 30; i++) await subscribed({ email: `s${i}@hotel.test` });
    await database.db.deleteFrom("email_outbox").execute();
    await published();
    const logger = createLogger("silent");
    await Promise.all([
      runJobAlerts({ database, logger, config: services.config, ratePerMinute: RATE }),
      runJobAlerts({ database, logger, config: services.config, ratePerMinute: RATE }),
      runJobAlertsOnce(services, RATE),
    ]);
    await runJobAlerts({ database, logger, config: services.config, ratePerMinute: RATE });
    const recipients = (await outbox()).map((mail) => mail.recipient);
    expect(recipients).toHaveLength(30);
    expect(new Set(recipients).size).toBe(30);
    const run = await database.db.selectFrom("job_runs").selectAll().where("name", "=", "job-alerts").executeTakeFirstOrThrow();
    expect(run.last_success_at).not.toBeNull();
  });

  it("runs at once when staff publish an opening, without waiting for the next minute", async () => {
    await subscribed({ email: "ana@hotel.test" });
    await database.db.deleteFrom("job_runs").execute();
    const logger = createLogger("silent");
    // An interval no test waits out: only the start's run and the publication's can send.
    const stop = startJobAlerts({ database, logger, config: services.config, ratePerMinute: RATE, intervalMs: 3_600_000 });
    try {
      const runs = () =>
        database.db.selectFrom("job_runs").select("updated_at").where("name", "=", "job-alerts").executeTakeFirst();
      await until(async () => (await runs()) !== undefined, 10_000, "the start's run");
      await published();
      await until(async () => (await alertsTo()).length === 1, 10_000, "the alert of the published opening");
    } finally {
      await stop();
    }
  });

  it("alerts only an opening's first publication, not its reopening", async () => {
    await subscribed({ email: "ana@hotel.test" });
    const id = await published();
    await runJobAlertsOnce(services, RATE);
    expect(await alertsTo()).toHaveLength(1);
    expect(await reopenOpening(database, TEST_ACTOR, id)).toEqual({ ok: true });
    expect(await publishOpening(database, TEST_ACTOR, id)).toEqual({ ok: true });
    expect(await runJobAlertsOnce(services, RATE)).toMatchObject({ openingsQueued: 0, sent: 0 });
    expect(await alertsTo()).toHaveLength(1);
  });

  it("sends nothing to an address suppressed after it subscribed", async () => {
    await subscribed({ email: "ana@hotel.test" });
    await subscribed({ email: "bounced@hotel.test" });
    await addSuppression(database, TEST_ACTOR, { email: "bounced@hotel.test", note: "" });
    await published();
    expect(await runJobAlertsOnce(services, RATE)).toMatchObject({ queued: 2, sent: 1, skipped: 1 });
    expect((await alertsTo()).map((mail) => mail.recipient)).toEqual(["ana@hotel.test"]);
  });

  it("keeps to the rate per minute, shared with the campaigns' sends, and sends the rest in a later minute", async () => {
    for (let i = 0; i < 5; i++) await subscribed({ email: `r${i}@hotel.test` });
    await published();
    const now = new Date();
    expect(await runJobAlertsOnce(services, 2, now)).toMatchObject({ queued: 5, sent: 2, throttled: true });
    expect(await runJobAlertsOnce(services, 2, now)).toMatchObject({ sent: 0, throttled: true });
    expect(await alertsTo()).toHaveLength(2);
    const later = new Date(now.getTime() + 61_000);
    expect(await runJobAlertsOnce(services, 2, later)).toMatchObject({ sent: 2, throttled: true });
    expect(await runJobAlertsOnce(services, 2, new Date(later.getTime() + 61_000))).toMatchObject({ sent: 1, throttled: false });
    expect(new Set((await alertsTo()).map((mail) => mail.recipient)).size).toBe(5);
  });

  it("skips an opening closed before its alerts left", async () => {
    await subscribed({ email: "ana@hotel.test" });
    const id = await published();
    await runJobAlertsOnce(services, 0);
    await database.db.updateTable("openings").set({ status: "closed" }).where("id", "=", id).execute();
    expect(await runJobAlertsOnce(services, RATE)).toMatchObject({ sent: 0, skipped: 1 });
    expect(await alertsTo()).toEqual([]);
  });

  it("unsubscribes from the page in the subscriber's language, deleting the subscriber and their deliveries", async () => {
    const row = await subscribed({ email: "ana@hotel.test" }, "es");
    await published();
    await runJobAlertsOnce(services, RATE);
    const { context } = appContext(database);
    const page = unwrap(
      await unsubscribeLoader({
        request: new Request(`${URL_BASE}/es/careers/alerts/unsubscribe?token=${row.unsubscribe_token}`),
        context,
        params: {},
      } as never),
    );
    expect(page).toMatchObject({ status: 200, body: { state: "prompt", email: "ana@hotel.test" } });
    const done = unwrap(
      await unsubscribeAction(
        formArgs(context, `${URL_BASE}/es/careers/alerts/unsubscribe`, { token: row.unsubscribe_token }) as never,
      ),
    );
    expect(done).toMatchObject({ status: 200, body: { status: "success", email: "ana@hotel.test" } });
    expect(await database.db.selectFrom("job_alert_subscribers").selectAll().execute()).toEqual([]);
    expect(await database.db.selectFrom("job_alert_deliveries").selectAll().execute()).toEqual([]);
    const again = unwrap(
      await unsubscribeAction(
        formArgs(context, `${URL_BASE}/es/careers/alerts/unsubscribe`, { token: row.unsubscribe_token }) as never,
      ),
    );
    expect(again.status).toBe(404);
  });

  describe("one-click", () => {
    let server: LoopbackServer;
    beforeAll(async () => {
      server = await serveOnLoopback(fastLaneOnly(oneClickUnsubscribe(appContext(database).context)));
    });
    afterAll(async () => server.close());

    it("unsubscribes an RFC 8058 post to the List-Unsubscribe address, from any origin", async () => {
      const row = await subscribed({ email: "ana@hotel.test" }, "fr");
      const post = (token: string) =>
        fetch(`${server.base}/fr/careers/alerts/unsubscribe?token=${token}`, {
          method: "POST",
          body: "List-Unsubscribe=One-Click",
          headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: "null" },
        });
      const answer = await post(row.unsubscribe_token);
      expect(answer.status).toBe(200);
      expect(await answer.json()).toEqual({ status: "success", initialValue: null });
      expect(await database.db.selectFrom("job_alert_subscribers").selectAll().execute()).toEqual([]);
      const unknown = await post(row.unsubscribe_token);
      expect(unknown.status).toBe(404);
      expect(await unknown.json()).toEqual({ status: "error", error: { "": ["job-alerts:errors.tokenInvalid"] } });
    });
  });

  it("deletes unconfirmed sign-ups after the retention, never confirmed ones", async () => {
    await subscribed({ email: "kept@hotel.test" });
    await signUp({ email: "old@hotel.test" });
    await signUp({ email: "recent@hotel.test" });
    const old = new Date(Date.now() - 31 * 86_400_000).toISOString();
    await database.db
      .updateTable("job_alert_subscribers")
      .set({ created_at: old })
      .where("email", "!=", "recent@hotel.test")
      .execute();
    expect(await deleteUnconfirmedJobAlertSubscribers(database, 30, new Date())).toBe(1);
    const left = await database.db.selectFrom("job_alert_subscribers").select("email").orderBy("email").execute();
    expect(left.map((row) => row.email)).toEqual(["kept@hotel.test", "recent@hotel.test"]);
  });

  it("lists subscribers with their counts for staff, and deletes one with its audit entry", async () => {
    await subscribed({ email: "ana@hotel.test", countries: ["ke", "gh"] });
    await signUp({ email: "ben@hotel.test" });
    const list = await listJobAlertSubscribers(database, { search: "", page: 1 });
    expect(list).toMatchObject({ total: 2, confirmed: 1, found: 2, page: 1, pages: 1 });
    expect(list.rows.map((row) => [row.email, row.confirmed, row.countries])).toEqual([
      ["ben@hotel.test", false, []],
      ["ana@hotel.test", true, ["ke", "gh"]],
    ]);
    expect(JSON.stringify(list)).not.toContain((await subscriberOf("ana@hotel.test")).unsubscribe_token);
    const ana = list.rows[1]?.id ?? 0;
    expect(await deleteJobAlertSubscriber(database, TEST_ACTOR, ana)).toBe(true);
    expect(await deleteJobAlertSubscriber(database, TEST_ACTOR, ana)).toBe(false);
    const entry = await database.db
      .selectFrom("audit_log")
      .selectAll()
      .where("action", "=", "jobAlert.delete")
      .executeTakeFirst();
    expect(entry?.target_id).toBe(String(ana));
  });

  it("answers any posted form on the three pages below 500", async () => {
    const field = fc.oneof(
      fc.string({ maxLength: 40 }),
      fc.constantFrom("ke", "seasonal", "stewarding", "__proto__", "a@b.co", "x".repeat(300)),
      fc.array(fc.string({ maxLength: 8 }), { maxLength: 4 }),
    );
    const names = fc.constantFrom("email", "positions", "countries", "kinds", "token", "company_website", "intent", "__proto__");
    await fc.assert(
      fc.asyncProperty(
        fc.dictionary(names, field),
        fc.constantFrom("/careers/alerts", "/careers/alerts/confirm", "/careers/alerts/unsubscribe"),
        fc.string({ maxLength: 20 }),
        async (fields, path, query) => {
          const { context } = appContext(database);
          const url = `${URL_BASE}/fr${path}?token=${encodeURIComponent(query)}`;
          const args = formArgs(context, url, fields as Record<string, string | string[]>) as never;
          const action = path.endsWith("confirm")
            ? confirmAction
            : path.endsWith("unsubscribe")
              ? unsubscribeAction
              : signUpAction;
          const { status } = unwrap(await action(args));
          expect(status).toBeLessThan(500);
        },
      ),
      { numRuns: 150 },
    );
  });
});
