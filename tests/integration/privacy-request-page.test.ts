/**
 * A person's privacy request from the public page (decision 0041), on SQLite and PostgreSQL: a
 * known and an unknown address get the same answer and the same email, in the page's language; the
 * honeypot and malformed posts store nothing; asking again sends a new link for the same row; the
 * link's page confirms only when posted, once, and tells staff who may answer requests, in their
 * language and without the person's address; an expired, spent or forged link changes nothing.
 */
import { createHash, randomBytes } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { confirmablePrivacyRequest, submitPrivacyRequest } from "~/.server/services/privacy";
import { HONEYPOT_FIELD } from "~/lib/forms/honeypot";
import * as privacyPage from "~/routes/privacy";
import * as requestPage from "~/routes/privacy.request";
import * as confirmPage from "~/routes/privacy.request.confirm.$token";
import { appContext, formArgs, settle } from "../support/app-context";
import { seedCandidate } from "../support/candidates";
import { engines, suiteDatabase } from "../support/databases";
import { renderRoute } from "../support/render-route";
import { createSignedInUser, type TestAccount } from "../support/sessions";

const BASE = "https://staffing.test";
const HOUR_MS = 3_600_000;

describe.each(engines())("the privacy request page on $name", ({ make }) => {
  const database = suiteDatabase(make);
  let context: ReturnType<typeof appContext>["context"];
  let frenchAdmin: TestAccount;
  let englishAdmin: TestAccount;
  let editor: TestAccount;

  beforeAll(async () => {
    context = appContext(database).context;
    frenchAdmin = await createSignedInUser(context.auth, "admin");
    englishAdmin = await createSignedInUser(context.auth, "admin");
    editor = await createSignedInUser(context.auth, "editor");
    await database.db
      .insertInto("staff_preferences")
      .values({ user_id: frenchAdmin.userId, weekly_summary: 0, summary_language: "fr" })
      .execute();
  });

  let people = 0;
  const address = (name = "person") => {
    people += 1;
    return `${name}-${people}-${randomBytes(3).toString("hex")}@mail.test`;
  };

  const ask = (fields: Record<string, string>, language = "") =>
    settle(() => requestPage.action(formArgs(context, `${BASE}${language}/privacy/request`, fields) as never));

  const confirmUrl = (token: string, language = "") => `${BASE}${language}/privacy/request/confirm/${token}`;
  const openLink = (token: string, language = "") =>
    settle(() => confirmPage.loader({ request: new Request(confirmUrl(token, language)), context, params: { token } } as never));
  const pressButton = (token: string, language = "") =>
    settle(() => confirmPage.action({ ...formArgs(context, confirmUrl(token, language), {}), params: { token } } as never));

  const mailTo = (to: string) =>
    database.db.selectFrom("email_outbox").select(["recipient", "subject", "html", "text"]).where("recipient", "=", to).execute();
  const requestsOf = (email: string) =>
    database.db.selectFrom("privacy_requests").selectAll().where("email", "=", email).orderBy("id").execute();

  /** The token of the newest confirmation link sent to `to`, read from the email's text. */
  async function linkSentTo(to: string): Promise<string> {
    const mails = await mailTo(to);
    const token = mails.at(-1)?.text.match(/\/privacy\/request\/confirm\/([0-9a-f]{64})/)?.[1];
    if (!token) throw new Error(`no confirmation link was sent to ${to}`);
    return token;
  }

  const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");

  it("answers a known and an unknown address alike and sends each the same link, in the page's language", async () => {
    const known = address("known");
    await seedCandidate(database, { email: known });
    const unknown = address("unknown");
    const knownAnswer = await ask({ email: known.toUpperCase(), kind: "copy" }, "/es");
    const unknownAnswer = await ask({ email: ` ${unknown} `, kind: "copy" }, "/es");
    expect(knownAnswer).toEqual({ status: 200, body: { status: "success", initialValue: null } });
    expect(unknownAnswer).toEqual(knownAnswer);

    for (const email of [known, unknown]) {
      const [mail, ...more] = await mailTo(email);
      expect(more).toEqual([]);
      expect(mail?.subject).toBe("Confirme su solicitud de copia de sus datos");
      expect(mail?.text).toContain("48 horas");
      expect(mail?.text).toMatch(/Si no lo pidió, ignore este correo/);
      const token = await linkSentTo(email);
      expect(mail?.html).toContain(`${BASE}/es/privacy/request/confirm/${token}`);
      const [row, ...others] = await requestsOf(email);
      expect(others).toEqual([]);
      expect(row).toMatchObject({ kind: "copy", language: "es", status: "unconfirmed", confirmed_at: null });
      // Only the link's hash is kept, and the address's keyed hash beside the address.
      expect(row?.confirm_token_hash).toBe(sha256(token));
      expect(JSON.stringify(row)).not.toContain(token);
      expect(row?.email_hash).toMatch(/^[0-9a-f]{64}$/);
      expect(row?.email_hash).not.toBe(sha256(email));
    }
  });

  it("sets aside what the honeypot caught: answered as a success, nothing stored or sent", async () => {
    const email = address("bot");
    const answer = await ask({ email, kind: "erasure", [HONEYPOT_FIELD]: "https://spam.example" });
    expect(answer).toEqual({ status: 200, body: { status: "success", initialValue: null } });
    expect(await requestsOf(email)).toEqual([]);
    expect(await mailTo(email)).toEqual([]);
  });

  it("refuses a malformed address or kind with a message, storing nothing", async () => {
    const malformed = await ask({ email: "not-an-address", kind: "copy" });
    expect(malformed.status).toBe(400);
    expect(malformed.body.error).toMatchObject({ email: ["privacy-request:errors.emailInvalid"] });
    const noKind = await ask({ email: address() });
    expect(noKind.status).toBe(400);
    expect(noKind.body.error).toMatchObject({ kind: ["privacy-request:errors.kindRequired"] });
    const unknownKind = await ask({ email: address(), kind: "everything" });
    expect(unknownKind.status).toBe(400);
    expect(unknownKind.body.error).toMatchObject({ kind: ["privacy-request:errors.kindRequired"] });
    const empty = await ask({});
    expect(empty.status).toBe(400);
    expect(empty.body.error).toMatchObject({ email: ["privacy-request:errors.emailRequired"] });
    const total = await database.db
      .selectFrom("privacy_requests")
      .select((eb) => eb.fn.countAll<string>().as("n"))
      .where("email", "=", "not-an-address")
      .executeTakeFirstOrThrow();
    expect(Number(total.n)).toBe(0);
  });

  it("gives the unconfirmed request of an address and kind a new link when asked again", async () => {
    const email = address("again");
    await ask({ email, kind: "erasure" });
    const first = await linkSentTo(email);
    await ask({ email, kind: "erasure" }, "/fr");
    const second = await linkSentTo(email);
    expect(second).not.toBe(first);
    const rows = await requestsOf(email);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ kind: "erasure", language: "fr", confirm_token_hash: sha256(second) });
    expect(await confirmablePrivacyRequest(database.db, first)).toBeUndefined();
    expect(await confirmablePrivacyRequest(database.db, second)).toMatchObject({ kind: "erasure", language: "fr" });
    expect((await mailTo(email)).at(-1)?.subject).toBe("Confirmez votre demande d’effacement de vos données");

    // Another kind is another request; a confirmed one is not reused.
    await ask({ email, kind: "copy" });
    expect(await requestsOf(email)).toHaveLength(2);
    expect((await pressButton(second, "/fr")).status).toBe(200);
    await ask({ email, kind: "erasure" });
    expect((await requestsOf(email)).map((row) => [row.kind, row.status])).toEqual([
      ["erasure", "open"],
      ["copy", "unconfirmed"],
      ["erasure", "unconfirmed"],
    ]);
  });

  it("shows what the link confirms without changing anything, then confirms on the button, once", async () => {
    const email = address("confirm");
    await ask({ email, kind: "copy" }, "/fr");
    const token = await linkSentTo(email);
    const [asked] = await requestsOf(email);
    const noticesBefore = await mailTo(frenchAdmin.email);

    const opened = await openLink(token, "/fr");
    expect(opened.status).toBe(200);
    expect(opened.body).toMatchObject({ state: "ready", kind: "copy" });
    expect(opened.headers.get("Cache-Control")).toBe("private, no-store");
    expect((opened.body.seo as { noindex?: boolean }).noindex).toBe(true);
    expect(await requestsOf(email)).toEqual([asked]);

    const before = Date.now();
    const confirmed = await pressButton(token, "/fr");
    expect(confirmed.status).toBe(200);
    expect(confirmed.headers.get("Cache-Control")).toBe("private, no-store");
    const day = (ms: number) => new Date(ms + 30 * 24 * HOUR_MS).toISOString().slice(0, 10);
    expect(confirmed.body).toMatchObject({ state: "confirmed", kind: "copy" });
    expect([day(before), day(Date.now())]).toContain(confirmed.body.answerBy);
    const [row] = await requestsOf(email);
    expect(row).toMatchObject({ id: asked?.id, status: "open", confirm_token_hash: null });
    expect(row?.confirmed_at).not.toBeNull();

    // Staff who may answer requests are told, each in their language, without the address.
    const [french, ...moreFrench] = (await mailTo(frenchAdmin.email)).slice(noticesBefore.length);
    expect(moreFrench).toEqual([]);
    expect(french?.subject).toMatch(new RegExp(`^Demande de confidentialité n° ${asked?.id} : une copie, à traiter avant le `));
    const [english] = (await mailTo(englishAdmin.email)).slice(-1);
    expect(english?.subject).toMatch(new RegExp(`^Privacy request #${asked?.id}: a copy, to answer by `));
    for (const notice of [french, english]) {
      expect(notice?.html).toContain(`${BASE}/admin/privacy-requests/${asked?.id}`);
      for (const part of [notice?.subject, notice?.html, notice?.text]) {
        expect(part).not.toContain(email);
        expect(part).not.toContain(email.split("@")[0]);
      }
    }
    expect((await mailTo(editor.email)).filter((mail) => mail.subject.includes("#"))).toEqual([]);

    // The link is spent: a second press or opening finds nothing, and nobody is told again.
    const again = await pressButton(token, "/fr");
    expect(again).toMatchObject({ status: 404, body: { state: "invalid" } });
    expect((await openLink(token, "/fr")).status).toBe(404);
    expect(await mailTo(frenchAdmin.email)).toHaveLength(noticesBefore.length + 1);
    expect(await requestsOf(email)).toEqual([row]);
  });

  /** A form posted by a browser without JavaScript: the action, then the page rendered with its answer. */
  const postPage = (module: Parameters<typeof renderRoute>[0], pattern: string, url: string, fields: Record<string, string>) => {
    const body = new URLSearchParams(fields);
    const form = new FormData();
    for (const [name, value] of body) form.append(name, value);
    return renderRoute(
      module,
      pattern,
      new Request(url, { method: "POST", body, headers: { "Content-Type": "application/x-www-form-urlencoded" } }),
      { ...context, posted: { form, size: body.toString().length } },
    );
  };

  it("works without JavaScript, in the page's language, from the form to the confirmation", async () => {
    const page = await renderRoute(requestPage, "/fr/privacy/request", new Request(`${BASE}/fr/privacy/request`), context);
    expect(page.status).toBe(200);
    expect(page.html).toContain("Vos données : copie ou effacement");
    expect(page.html).toMatch(/<input type="radio"[^>]* name="kind" value="erasure"/);
    for (const [, id] of page.html.matchAll(/<label[^>]* for="([^"]+)"/g)) expect(page.html).toContain(`id="${id}"`);

    const email = address("nojs");
    const refused = await postPage(requestPage, "/fr/privacy/request", `${BASE}/fr/privacy/request`, { email, kind: "" });
    expect(refused.status).toBe(400);
    expect(refused.html).toContain("Merci de choisir une copie ou l’effacement.");
    const sent = await postPage(requestPage, "/fr/privacy/request", `${BASE}/fr/privacy/request`, { email, kind: "erasure" });
    expect(sent.status).toBe(200);
    expect(sent.html).toContain(
      "Si cette adresse est la vôtre, nous vous avons envoyé un lien pour confirmer la demande ; il expire dans 48 heures.",
    );

    const token = await linkSentTo(email);
    const url = confirmUrl(token, "/fr");
    const pattern = "/fr/privacy/request/confirm/:token";
    const prompt = await renderRoute(confirmPage, pattern, new Request(url), context);
    expect(prompt.status).toBe(200);
    expect(prompt.html).toContain("Confirmer ma demande d’effacement");
    const done = await postPage(confirmPage, pattern, url, {});
    expect(done.status).toBe(200);
    expect(done.html).toMatch(
      /Merci : votre demande d’effacement est confirmée\. Nous vous répondrons au plus tard le \d+ \S+ \d{4}\./,
    );
    const spent = await renderRoute(confirmPage, pattern, new Request(url), context);
    expect(spent.status).toBe(404);
    expect(spent.html).toContain("Ce lien a expiré ou a déjà été utilisé.");
    expect(spent.html).toContain('href="/fr/privacy/request"');
    const again = await postPage(confirmPage, pattern, url, {});
    expect(again.status).toBe(404);
    expect(again.html).toContain("Ce lien ne fonctionne plus");
  });

  it("is linked from the privacy policy's rights, in each language", async () => {
    for (const [prefix, words] of [
      ["", "Ask for a copy of your data, or its erasure, online"],
      ["/es", "Pida en línea una copia de sus datos o su supresión"],
      ["/fr", "Demandez en ligne une copie de vos données ou leur effacement"],
    ] as const) {
      const page = await renderRoute(privacyPage, `${prefix}/privacy`, new Request(`${BASE}${prefix}/privacy`), context);
      const rights = page.html.slice(page.html.indexOf('id="rights"'));
      expect(rights).toMatch(new RegExp(`href="${prefix}/privacy/request"[^>]*>${words}`));
    }
  });

  it("lets the page of a post show the action's answer rather than look the spent link up", async () => {
    const token = randomBytes(32).toString("hex");
    const page = await settle(() =>
      confirmPage.loader({ ...formArgs(context, confirmUrl(token), {}), params: { token } } as never),
    );
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({ state: "answered" });
  });

  it("answers an expired, forged or malformed link with a 404 and changes nothing", async () => {
    const email = address("expired");
    const { id } = await submitPrivacyRequest(
      database,
      BASE,
      { email, kind: "erasure", language: "en" },
      new Date(Date.now() - 49 * HOUR_MS),
    );
    const expired = await linkSentTo(email);
    const stored = await requestsOf(email);
    for (const token of [
      expired,
      randomBytes(32).toString("hex"),
      expired.toUpperCase(),
      "abc",
      `${expired}0`,
      "../../admin",
      "",
    ]) {
      const opened = await openLink(token);
      expect(opened, token).toMatchObject({ status: 404, body: { state: "invalid" } });
      expect(opened.headers.get("Cache-Control")).toBe("private, no-store");
      expect(await pressButton(token)).toMatchObject({ status: 404, body: { state: "invalid" } });
    }
    expect(await requestsOf(email)).toEqual(stored);
    expect(stored[0]).toMatchObject({ id, status: "unconfirmed" });
  });
});
