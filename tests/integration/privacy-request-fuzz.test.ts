/**
 * Hostile requests to a person's privacy request (decision 0041), on each engine, in the style of
 * client-link-fuzz.test.ts: fast-check generates posts to the request page (garbage, oversized,
 * repeated and missing fields, hostile addresses, unknown kinds, the honeypot), tokens for the
 * confirmation link (forged, mangled, expired, spent, superseded, a download token) and for the
 * copy's download (forged, lapsed, an erasure's, a confirmation token, another person's). Every
 * answer is deliberate and below 500; the page answers a known and an unknown address alike; a
 * token only ever changes or hands out its own request's data; a wrong one spends the form budget.
 */
import { createHash } from "node:crypto";
import { parseWithZod } from "@conform-to/zod/v4";
import fc from "fast-check";
import type { AppLoadContext } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";
import type { Database } from "~/.server/db";
import { submitPrivacyRequest } from "~/.server/services/privacy";
import { hashPrivacyToken, newPrivacyToken } from "~/.server/services/privacy/request-links";
import { HONEYPOT_FIELD } from "~/lib/forms/honeypot";
import { privacyRequestSchema } from "~/lib/validation/privacy-request";
import * as requestPage from "~/routes/privacy.request";
import * as confirmPage from "~/routes/privacy.request.confirm.$token";
import * as copyRoute from "~/routes/privacy.request.copy.$token";
import { appContext, formArgs, settle } from "../support/app-context";
import { engines, suiteDatabase } from "../support/databases";
import { linkableTables, type Person, seedPerson, seedShared } from "../support/personal-data";
import { zipEntries } from "../support/zip-entries";

const BASE = "https://staffing.test";
const RUNS = 100;
const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** Two people in every table; the other's address ends with the owner's, so a loose match would leak it. */
const OWNER: Person = { tag: "ana", name: "Ana Wanjiru", email: "ana@lodge.test", phone: "+254 712 345 678" };
const OTHER: Person = { tag: "diana", name: "Diana Okafor-Mensah", email: "diana@lodge.test", phone: "+234 803 555 0199" };

const LANGUAGE_PREFIX = fc.constantFrom("", "/es", "/fr");

const garbage = fc.oneof(
  fc.string({ maxLength: 30 }),
  fc.string({ unit: "binary", maxLength: 30 }),
  fc.constantFrom("", " ", "\u0000", "<script>alert(1)</script>", "' or 1=1 --", "null", "[]", "{}", "__proto__"),
);

/** Addresses no form may take: control characters (a NUL PostgreSQL cannot store), injected headers, too long, malformed. */
const REFUSED_ADDRESSES = [
  "a\u0000b@lodge.test",
  "ana@lodge.test\u0000",
  "a\u0001b@lodge.test",
  "ana@lodge.test\u007f",
  "ana@lodge.test\r\nBcc: everyone@lodge.test",
  "ana@lodge.test\nSubject: free money",
  "ana@lodge.test\rBcc: everyone@lodge.test",
  `${"a".repeat(10_000)}@lodge.test`,
  "ana@lodge.test%0d%0aBcc:everyone@lodge.test",
  "a@b@c.test",
  "@@@@",
  "a@@lodge.test",
  "ana@lodge",
  "ana.lodge.test",
  "",
  "   ",
];

/** Odd but well-formed addresses: accepted, each a request of its own. */
const ODD_ADDRESSES = [
  "josé@exämple.test",
  "用户@例子.广告",
  "🙂@emoji.test",
  "\u202eana@lodge.test",
  "an\u200da@lodge.test",
  "ana%0d%0abcc:everyone@lodge.test",
  "'or''='@lodge.test",
  "<script>@lodge.test",
];

/** Addresses a person or a bot might type: well-formed, known, unicode, enormous, injected, odd. */
const hostileEmail = fc.oneof(
  { weight: 3, arbitrary: fc.emailAddress() },
  { weight: 2, arbitrary: fc.constantFrom(OWNER.email, ` ${OWNER.email.toUpperCase()} `, OTHER.email, "Ana@Lodge.Test") },
  { weight: 2, arbitrary: fc.constantFrom(...REFUSED_ADDRESSES, ...ODD_ADDRESSES) },
  fc.nat({ max: 12_000 }).map((length) => `${"a".repeat(length)}@lodge.test`),
  fc.integer({ min: 2, max: 40 }).map((count) => `${"a@".repeat(count)}lodge.test`),
  garbage,
);

const kind = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom("copy", "erasure") },
  fc.constantFrom("COPY", "Erasure", "everything", "delete", "copy ", "", "constructor"),
  garbage,
);

/** A field posted once, several times (a list), or not at all. */
const repeated = <T>(value: fc.Arbitrary<T>) =>
  fc.oneof({ weight: 6, arbitrary: value }, { weight: 1, arbitrary: fc.array(value, { minLength: 2, maxLength: 3 }) });

const requestForm = fc.record(
  {
    email: repeated(hostileEmail),
    kind: repeated(kind),
    [HONEYPOT_FIELD]: fc.oneof({ weight: 3, arbitrary: fc.constant("") }, fc.constantFrom("https://spam.example", "x")),
    extra: fc.array(
      fc.tuple(
        fc.oneof(fc.constantFrom("intent", "__proto__", "email[0]", "kind.value", "language", "id"), fc.string()),
        garbage,
      ),
      { maxLength: 3 },
    ),
    padding: fc.oneof({ weight: 6, arbitrary: fc.constant(0) }, fc.constantFrom(15_000, 20_000)),
  },
  { requiredKeys: ["extra", "padding"] },
);
type RequestForm = typeof requestForm extends fc.Arbitrary<infer T> ? T : never;

function fieldsOf(form: RequestForm): Record<string, string | string[]> {
  const fields: Record<string, string | string[]> = {};
  for (const name of ["email", "kind", HONEYPOT_FIELD] as const) {
    const value = form[name];
    if (value !== undefined) fields[name] = value;
  }
  for (const [name, value] of form.extra) fields[name] = [...[fields[name] ?? []].flat(), value];
  if (form.padding) fields.notes = "x".repeat(form.padding);
  return fields;
}

/** What the gate and the schema make of a post: stored and emailed, or not. */
function acceptedOf(fields: Record<string, string | string[]>) {
  const honeypot = [fields[HONEYPOT_FIELD] ?? []].flat()[0];
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) for (const item of [value].flat()) form.append(name, item);
  const parsed = parseWithZod(form, { schema: privacyRequestSchema });
  return { bot: typeof honeypot === "string" && honeypot !== "", parsed: parsed.status === "success" ? parsed.value : undefined };
}

/** A path segment as a browser would send it (a lone surrogate cannot be encoded, and is not sent). */
function pathOf(token: string): string {
  try {
    return encodeURIComponent(token);
  } catch {
    return "%ED%A0%80";
  }
}

/** Whether `text` holds `address` as a whole address, not as the tail of a longer one. */
const holdsAddress = (text: string, address: string) =>
  new RegExp(`(?<![a-z0-9._%+-])${address.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`, "i").test(text);

const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");
const count = async (query: Promise<{ n: number | string | bigint }>) => Number((await query).n);

describe.each(engines())("hostile privacy requests on $name", ({ make }) => {
  const database = suiteDatabase(make);
  let context: AppLoadContext;

  /** The rows of every table a person is found in, but the two the request page writes to. */
  async function personalTables(db: Database) {
    const snapshot: Record<string, string[]> = {};
    for (const table of linkableTables(db)) {
      if (table === "privacy_requests" || table === "email_outbox") continue;
      const rows = await db.db
        .selectFrom(table as "contacts")
        .selectAll()
        .execute();
      snapshot[table] = rows.map((row) => JSON.stringify(row)).sort();
    }
    return snapshot;
  }

  const allRequests = () => database.db.selectFrom("privacy_requests").selectAll().orderBy("id").execute();
  const outboxSize = () =>
    count(
      database.db
        .selectFrom("email_outbox")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .executeTakeFirstOrThrow(),
    );

  /** The token of the newest confirmation link sent to `to`. */
  async function linkSentTo(to: string): Promise<string> {
    const mail = await database.db
      .selectFrom("email_outbox")
      .select("text")
      .where("recipient", "=", to)
      .orderBy("id", "desc")
      .executeTakeFirst();
    const token = mail?.text.match(/\/privacy\/request\/confirm\/([0-9a-f]{64})/)?.[1];
    if (!token) throw new Error(`no confirmation link was sent to ${to}`);
    return token;
  }

  /** A request as staff's answer leaves it, with a real download token and a real (spent) confirmation token. */
  async function insertAnswered(
    email: string,
    row: { kind?: "copy" | "erasure"; status?: "open" | "done"; expiresInMs?: number } = {},
  ) {
    const token = newPrivacyToken();
    const confirmToken = newPrivacyToken();
    const inserted = await database.db
      .insertInto("privacy_requests")
      .values({
        kind: row.kind ?? "copy",
        email,
        email_hash: `hash-${token.slice(0, 12)}`,
        language: "es",
        status: row.status ?? "done",
        confirm_token_hash: hashPrivacyToken(confirmToken),
        confirm_expires_at: new Date(Date.now() + 2 * DAY_MS).toISOString(),
        confirmed_at: new Date().toISOString(),
        copy_token_hash: hashPrivacyToken(token),
        copy_expires_at: new Date(Date.now() + (row.expiresInMs ?? 7 * DAY_MS)).toISOString(),
        handled_at: new Date().toISOString(),
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    return { id: inserted.id, token, confirmToken };
  }

  beforeAll(async () => {
    context = appContext(database, { formsPer10Minutes: 100_000 }).context;
    const shared = await seedShared(database);
    await seedPerson(database, OWNER, shared);
    await seedPerson(database, OTHER, shared);
    // A confirmed request of the owner's, waiting for staff: nothing posted may touch it.
    await insertAnswered(OWNER.email, { kind: "erasure", status: "open" });
  });

  it("answers every generated post below 500, stores nothing else, one unconfirmed row per address and kind, one email per accepted post", async () => {
    const peopleBefore = await personalTables(database);
    const seen = new Set<string>();
    await fc.assert(
      fc.asyncProperty(requestForm, LANGUAGE_PREFIX, async (form, language) => {
        const fields = fieldsOf(form);
        const before = await allRequests();
        const mailsBefore = await outboxSize();
        const answer = await settle(() =>
          requestPage.action(formArgs(context, `${BASE}${language}/privacy/request`, fields) as never),
        );
        expect(answer.status, JSON.stringify(answer.body).slice(0, 300)).toBeLessThan(500);
        expect([200, 400, 413]).toContain(answer.status);

        const { bot, parsed } = acceptedOf(fields);
        const accepted = answer.status === 200 && !bot;
        seen.add(accepted ? "accepted" : bot && answer.status === 200 ? "bot" : String(answer.status));
        if (answer.status === 200) expect(answer.body).toEqual({ status: "success", initialValue: null });
        // The server's schema is the one run here: it accepts exactly what it parses.
        if (answer.status !== 413 && !bot) expect(accepted).toBe(parsed !== undefined);

        const after = await allRequests();
        expect(await outboxSize()).toBe(mailsBefore + (accepted ? 1 : 0));
        // What was there stays, but the one unconfirmed row of the address and kind asked again.
        const changed = after.filter((row) => JSON.stringify(row) !== JSON.stringify(before.find((old) => old.id === row.id)));
        expect(after.length - before.length).toBeLessThanOrEqual(1);
        expect(after.map((row) => row.id)).toEqual(expect.arrayContaining(before.map((row) => row.id)));
        if (!accepted || !parsed) {
          expect(changed).toEqual([]);
          return;
        }
        expect(changed).toHaveLength(1);
        const [row] = changed;
        expect(row).toMatchObject({ email: parsed.email, kind: parsed.kind, status: "unconfirmed", confirmed_at: null });
        expect(row?.language).toBe(language.slice(1) || "en");
        const token = await linkSentTo(parsed.email);
        expect(row?.confirm_token_hash).toBe(sha256(token));
        expect(parsed.email).not.toMatch(/[\r\n]/);
      }),
      { numRuns: RUNS },
    );
    // One unconfirmed request per address and kind, whatever was posted in whatever order.
    const doubled = await database.db
      .selectFrom("privacy_requests")
      .select(["email", "kind", (eb) => eb.fn.countAll<number>().as("n")])
      .where("status", "=", "unconfirmed")
      .groupBy(["email", "kind"])
      .having((eb) => eb.fn.countAll(), ">", 1)
      .execute();
    expect(doubled).toEqual([]);
    expect(await personalTables(database)).toEqual(peopleBefore);
    // The generator reaches every kind of answer.
    expect([...seen.keys()]).toEqual(expect.arrayContaining(["accepted", "bot", "400", "413"]));
  }, 60_000);

  it("refuses every address no form may take with a 400, and stores the odd but well-formed ones", async () => {
    const mailsBefore = await outboxSize();
    for (const email of REFUSED_ADDRESSES) {
      const answer = await settle(() =>
        requestPage.action(formArgs(context, `${BASE}/privacy/request`, { email, kind: "copy" }) as never),
      );
      expect(answer.status, JSON.stringify(email).slice(0, 60)).toBe(400);
      const [message] = (answer.body.error as { email?: string[] }).email ?? [];
      expect(message).toMatch(/^privacy-request:errors\.email(Invalid|Required)$/);
    }
    expect(await outboxSize()).toBe(mailsBefore);
    for (const email of ODD_ADDRESSES) {
      const answer = await settle(() =>
        requestPage.action(formArgs(context, `${BASE}/privacy/request`, { email, kind: "erasure" }) as never),
      );
      expect(answer.status, email).toBe(200);
    }
    expect(await outboxSize()).toBe(mailsBefore + ODD_ADDRESSES.length);
  });

  it("answers a known and an unknown address alike, with the same email but for its link", async () => {
    let people = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom("copy", "erasure"),
        LANGUAGE_PREFIX,
        fc.constantFrom<(email: string) => string>(
          (email) => email,
          (email) => email.toUpperCase(),
          (email) => `  ${email}\t`,
        ),
        fc.stringMatching(/^[a-z][a-z0-9._-]{0,20}$/),
        async (asked, language, typed, name) => {
          people += 1;
          const unknown = `${name}-${people}@nowhere.test`;
          const answers = [];
          const mails = [];
          for (const email of [OWNER.email, unknown]) {
            answers.push(
              await settle(() =>
                requestPage.action(
                  formArgs(context, `${BASE}${language}/privacy/request`, { email: typed(email), kind: asked }) as never,
                ),
              ),
            );
            const mail = await database.db
              .selectFrom("email_outbox")
              .select(["subject", "text", "html", "reply_to", "headers"])
              .where("recipient", "=", email)
              .orderBy("id", "desc")
              .executeTakeFirstOrThrow();
            mails.push(
              JSON.stringify(mail)
                .replace(/[0-9a-f]{64}/g, "TOKEN")
                .replaceAll(email, "ADDRESS"),
            );
          }
          expect(answers[0]).toEqual({ status: 200, body: { status: "success", initialValue: null } });
          expect(answers[1]).toEqual(answers[0]);
          expect([...(answers[1]?.headers ?? [])]).toEqual([...(answers[0]?.headers ?? [])]);
          expect(mails[1]).toBe(mails[0]);
        },
      ),
      { numRuns: 30 },
    );
  }, 60_000);

  /** A token to open the confirmation link with: a live one made for the run, or anything else. */
  const confirmCase = fc.oneof(
    {
      weight: 3,
      arbitrary: fc.record({
        live: fc.constantFrom(OWNER, OTHER),
        asked: fc.constantFrom("copy" as const, "erasure" as const),
        askTwice: fc.boolean(),
      }),
    },
    fc.record({ pool: fc.constantFrom("expired", "spent", "superseded", "downloadToken"), index: fc.nat() }),
    fc.record({ mangle: fc.constantFrom("upper", "suffix", "prefix", "truncate", "encoded", "traversal") }),
    fc.record({
      forged: fc.oneof(
        fc.stringMatching(/^[0-9a-f]{64}$/),
        fc.stringMatching(/^[0-9a-f]{1,63}$/),
        fc.stringMatching(/^[0-9a-f]{65,130}$/),
        fc.stringMatching(/^[0-9a-zA-Z]{64}$/),
        fc.string({ maxLength: 80 }).map(encodeURIComponent),
        fc.string({ unit: "binary", maxLength: 80 }),
        fc.constantFrom(
          "",
          "../../admin",
          "..%2F..%2Fetc%2Fpasswd",
          "%2e%2e%2f",
          "%00",
          "%",
          "%zz",
          "%c0%af",
          "....//",
          "/etc/passwd",
        ),
      ),
    }),
  );
  type ConfirmCase = typeof confirmCase extends fc.Arbitrary<infer T> ? T : never;

  it("confirms only a live, unused link, and only its own request; everything else is a 404 that changes nothing", async () => {
    const pools: Record<"expired" | "spent" | "superseded" | "downloadToken", string[]> = {
      expired: [],
      spent: [],
      superseded: [],
      downloadToken: [],
    };
    for (const [index, asked] of (["copy", "erasure"] as const).entries()) {
      const email = `lapsed-${index}@lodge.test`;
      await submitPrivacyRequest(database, BASE, { email, kind: asked, language: "en" }, new Date(Date.now() - 49 * HOUR_MS));
      pools.expired.push(await linkSentTo(email));
    }
    pools.downloadToken.push((await insertAnswered(OWNER.email)).token, (await insertAnswered(OTHER.email)).token);
    const liveOf = async (person: Person, asked: "copy" | "erasure", askTwice: boolean) => {
      const ask = () => submitPrivacyRequest(database, BASE, { email: person.email, kind: asked, language: "fr" });
      if (askTwice) {
        await ask();
        pools.superseded.push(await linkSentTo(person.email));
      }
      await ask();
      return linkSentTo(person.email);
    };
    /** The token a case posts, and whether it is a live one. */
    async function tokenOf(test: ConfirmCase): Promise<{ token: string; live: boolean }> {
      if ("live" in test) return { token: await liveOf(test.live, test.asked, test.askTwice), live: true };
      if ("pool" in test) {
        const pool = pools[test.pool].length > 0 ? pools[test.pool] : pools.expired;
        return { token: pool[test.index % pool.length] as string, live: false };
      }
      if ("forged" in test) return { token: test.forged, live: false };
      const live = await liveOf(OTHER, "copy", false);
      const mangled = {
        upper: live.toUpperCase(),
        suffix: `${live}0`,
        prefix: `0${live}`,
        truncate: live.slice(0, 63),
        encoded: encodeURIComponent(`${live}/`),
        traversal: `${live}/../${live}`,
      }[test.mangle];
      return { token: mangled, live: false };
    }

    const confirmUrl = (token: string, language: string) => `${BASE}${language}/privacy/request/confirm/${token}`;
    await fc.assert(
      fc.asyncProperty(confirmCase, LANGUAGE_PREFIX, fc.boolean(), async (test, language, withoutParam) => {
        const { token, live } = await tokenOf(test);
        const params = withoutParam && !live ? {} : { token };
        const before = await allRequests();
        const opened = await settle(() =>
          confirmPage.loader({ request: new Request(confirmUrl(pathOf(token), language)), context, params } as never),
        );
        expect(opened.status).toBe(live ? 200 : 404);
        expect(opened.body.state).toBe(live ? "ready" : "invalid");
        // Opening the link changes nothing: a mail scanner confirms nothing.
        expect(await allRequests()).toEqual(before);

        const pressed = await settle(() =>
          confirmPage.action({ ...formArgs(context, confirmUrl(pathOf(token), language), {}), params } as never),
        );
        expect(pressed.status).toBe(live ? 200 : 404);
        expect(pressed.body.state).toBe(live ? "confirmed" : "invalid");
        const again = await settle(() =>
          confirmPage.action({ ...formArgs(context, confirmUrl(pathOf(token), language), {}), params } as never),
        );
        expect(again).toMatchObject({ status: 404, body: { state: "invalid" } });

        const after = await allRequests();
        expect(after.map((row) => row.id)).toEqual(before.map((row) => row.id));
        const changed = after.filter((row, index) => JSON.stringify(row) !== JSON.stringify(before[index]));
        if (!live) {
          expect(changed).toEqual([]);
          return;
        }
        pools.spent.push(token);
        // Only the row the token was made for is opened, and its link is spent.
        expect(changed).toHaveLength(1);
        const opensRow = before.find((row) => row.confirm_token_hash === sha256(token));
        expect(changed[0]).toMatchObject({ id: opensRow?.id, status: "open", confirm_token_hash: null });
        expect(changed[0]?.confirmed_at).not.toBeNull();
      }),
      { numRuns: RUNS },
    );
    expect(pools.spent.length).toBeGreaterThan(0);
  }, 60_000);

  it("hands a download token its own person's data only, and a 404 without data to every other", async () => {
    const owner = await insertAnswered(OWNER.email);
    const other = await insertAnswered(OTHER.email);
    const lapsed = await insertAnswered(OWNER.email, { expiresInMs: -1000 });
    // A link that worked, then lapsed.
    const reused = await insertAnswered(OTHER.email);
    const download = (token: string, language = "", params: { token?: string } = { token }) =>
      settle(() =>
        copyRoute.loader({
          request: new Request(`${BASE}${language}/privacy/request/copy/${pathOf(token)}`),
          context,
          params,
        } as never),
      );
    expect((await download(reused.token)).status).toBe(200);
    await database.db
      .updateTable("privacy_requests")
      .set({ copy_expires_at: new Date(Date.now() - 1000).toISOString() })
      .where("id", "=", reused.id)
      .execute();
    const erasure = await insertAnswered(OWNER.email, { kind: "erasure" });
    const open = await insertAnswered(OWNER.email, { status: "open" });
    const forgotten = await insertAnswered(OTHER.email);
    await database.db.updateTable("privacy_requests").set({ email: null }).where("id", "=", forgotten.id).execute();
    const valid = new Map([
      [owner.token, { person: OWNER, stranger: OTHER }],
      [other.token, { person: OTHER, stranger: OWNER }],
    ]);
    const refused = [
      lapsed.token,
      reused.token,
      erasure.token,
      open.token,
      forgotten.token,
      owner.confirmToken,
      other.confirmToken,
    ];

    const token = fc.oneof(
      { weight: 2, arbitrary: fc.constantFrom(owner.token, other.token) },
      { weight: 3, arbitrary: fc.constantFrom(...refused) },
      fc
        .constantFrom(owner.token, other.token)
        .chain((live) =>
          fc.constantFrom(
            live.toUpperCase(),
            `${live}0`,
            live.slice(1),
            `${live}/../${other.token}`,
            encodeURIComponent(`${live}%`),
          ),
        ),
      fc.stringMatching(/^[0-9a-f]{64}$/),
      fc.stringMatching(/^[0-9a-f]{0,63}$/),
      fc.string({ maxLength: 80 }),
      fc.string({ unit: "binary", maxLength: 80 }),
      fc.constantFrom("..%2F..%2Fetc%2Fpasswd", "../../../../etc/passwd", "%00", "%zz", "copy-ana", "copy-diana"),
    );
    const everyName = [OWNER, OTHER].flatMap((person) => [person.email, person.name]);
    const seen = new Set<number>();
    await fc.assert(
      fc.asyncProperty(token, LANGUAGE_PREFIX, fc.boolean(), async (tried, language, withoutParam) => {
        const owned = valid.get(tried);
        const answer = await download(tried, language, withoutParam && !owned ? {} : { token: tried });
        seen.add(answer.status);
        expect(answer.status).toBe(owned ? 200 : 404);
        expect(answer.headers.get("Cache-Control")).toContain("no-store");
        expect(answer.headers.get("X-Robots-Tag")).toBe("noindex");
        const bytes = Buffer.from((await answer.response?.arrayBuffer()) ?? new ArrayBuffer(0));
        if (!owned) {
          expect(answer.headers.get("Content-Type")).toBe("text/plain; charset=utf-8");
          const text = bytes.toString("utf8");
          expect(text).toContain(`${BASE}${language}/privacy/request`);
          for (const name of everyName) expect(text).not.toContain(name);
          return;
        }
        expect(answer.headers.get("Content-Type")).toBe("application/zip");
        const entries = await zipEntries(bytes);
        expect(entries.has("data.json")).toBe(true);
        const everything = [...entries.values()].flatMap((file) => [file.toString("utf8"), file.toString("latin1")]).join("\n");
        expect(holdsAddress(everything, owned.person.email)).toBe(true);
        expect(everything).toContain(owned.person.name);
        // The stranger's address may not appear even inside a longer one's text; their name nowhere.
        expect(holdsAddress(everything, owned.stranger.email)).toBe(false);
        expect(everything).not.toContain(owned.stranger.name);
      }),
      { numRuns: 60 },
    );
    expect([...seen].sort()).toEqual([200, 404]);
    // Only the valid links count as downloaded.
    const downloaded = await database.db
      .selectFrom("privacy_requests")
      .select("id")
      .where("id", "in", [lapsed.id, erasure.id, open.id, forgotten.id])
      .where("copy_downloaded_at", "is not", null)
      .execute();
    expect(downloaded).toEqual([]);
  }, 60_000);

  it("spends the form budget on every wrong link, answers 429 once it is spent, and never on a valid download", async () => {
    const { token: valid } = await insertAnswered(OWNER.email);
    const wrong = fc.oneof(fc.stringMatching(/^[0-9a-f]{64}$/), fc.string({ maxLength: 70 }));
    const door = fc.constantFrom("copy", "openLink", "pressButton");
    let visitor = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 5 }),
        fc.array(fc.tuple(door, wrong), { minLength: 6, maxLength: 9 }),
        fc.integer({ min: 1, max: 3 }),
        async (budget, attempts, validDownloads) => {
          visitor += 1;
          const limited = appContext(database, { formsPer10Minutes: budget, clientIp: `198.51.100.${visitor % 250}` }).context;
          const knock = ([where, token]: [string, string]) => {
            const url = `${BASE}/privacy/request/${where === "copy" ? "copy" : "confirm"}/${pathOf(token)}`;
            if (where === "copy")
              return settle(() => copyRoute.loader({ request: new Request(url), context: limited, params: { token } } as never));
            if (where === "openLink")
              return settle(() =>
                confirmPage.loader({ request: new Request(url), context: limited, params: { token } } as never),
              );
            return settle(() => confirmPage.action({ ...formArgs(limited, url, {}), params: { token } } as never));
          };
          // A valid download is the token's authority and spends nothing.
          for (let index = 0; index < validDownloads; index++) {
            const answer = await settle(() =>
              copyRoute.loader({
                request: new Request(`${BASE}/privacy/request/copy/${valid}`),
                context: limited,
                params: { token: valid },
              } as never),
            );
            expect(answer.status).toBe(200);
          }
          for (const [index, attempt] of attempts.entries()) {
            const answer = await knock(attempt);
            expect(answer.status, `${index} of ${budget}`).toBe(index < budget ? 404 : 429);
            if (answer.status === 429) expect(Number(answer.headers.get("Retry-After"))).toBeGreaterThan(0);
          }
          // Spent, the budget closes the valid download and the request page too.
          const blocked = await settle(() =>
            copyRoute.loader({
              request: new Request(`${BASE}/privacy/request/copy/${valid}`),
              context: limited,
              params: { token: valid },
            } as never),
          );
          expect(blocked.status).toBe(429);
          const asked = await settle(() =>
            requestPage.action(formArgs(limited, `${BASE}/privacy/request`, { email: OWNER.email, kind: "copy" }) as never),
          );
          expect(asked.status).toBe(429);
        },
      ),
      { numRuns: 20 },
    );
  }, 60_000);
});
