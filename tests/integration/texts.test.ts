/**
 * Staff's texts (decision 0017) on SQLite and PostgreSQL: an override is what the public pages, the
 * emails and the error answers say, in its language only, and English shows wherever a language has
 * no text of its own; every entry's translations are translated, missing or out of date, whether the
 * English moved by staff or by a release; writes are all or nothing, kept in the history and the
 * audit log, refused when they would break a page, stored as text and shown as text; the content
 * version carries a change to every instance, its page cache and the browser's cache of changes.
 */
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { createErrorBoundary, HttpError } from "~/.server/http/boundary";
import { serverI18n } from "~/.server/i18n";
import { createLogger } from "~/.server/logger";
import { readContentVersion } from "~/.server/services/content";
import { forgetPublished } from "~/.server/services/content/published";
import { queryTexts, textCatalog } from "~/.server/services/content/texts/catalog";
import {
  confirmTranslation,
  restoreVersion,
  type TextWrite,
  textHistory,
  writeTexts,
} from "~/.server/services/content/texts/editing";
import { shippedTexts } from "~/.server/services/content/texts/shipped";
import { syncShippedSources, textHash } from "~/.server/services/content/texts/shipped-sources";
import {
  changedNamespaces,
  changesOf,
  forgetSiteTexts,
  heldSiteTexts,
  siteTexts,
} from "~/.server/services/content/texts/site-texts";
import { newsletterContextFor, subscribe } from "~/.server/services/records/newsletter";
import type { Language } from "~/i18n/languages";
import { localizePath } from "~/i18n/paths";
import type { TextStatus } from "~/lib/texts/model";
import { TRAFFIC_DIMS } from "~/lib/traffic/model";
import * as trafficExport from "~/routes/admin/traffic.export";
import * as textsApi from "~/routes/api/texts";
import * as pricingPage from "~/routes/pricing";
import { appContext, routeCaller, settle } from "../support/app-context";
import { TEST_ACTOR } from "../support/audit";
import { engines, suiteDatabase } from "../support/databases";
import { serveOnLoopback } from "../support/http";
import { instancePageCache } from "../support/instance-page-cache";
import { renderRoute, visibleText } from "../support/render-route";
import { createSignedInUser } from "../support/sessions";

const BASE = "https://staffing.test";
/** Past the 2 s check interval: a cached snapshot is always due for a version check. */
const LATER = () => Date.now() + 10_000;

const TITLE = { namespace: "pricing", key: "plansSection.title" };
const POPULAR = { namespace: "pricing", key: "mostPopular" };
const shipped = (namespace: string, key: string) => {
  const entry = shippedTexts.byName.get(`${namespace}:${key}`);
  if (!entry) throw new Error(`${namespace}:${key} is not shipped`);
  return entry.text;
};
const TITLES = shipped(TITLE.namespace, TITLE.key);

describe.each(engines())("staff's texts on $name", ({ make }) => {
  const database = suiteDatabase(make);
  let context: ReturnType<typeof appContext>["context"];

  beforeAll(() => {
    context = appContext(database).context;
  });

  const write = (writes: TextWrite[], action: "text.update" | "text.restore" | "text.import" = "text.update") =>
    writeTexts(database, TEST_ACTOR, writes, action);
  const save = (id: { namespace: string; key: string }, language: string, value: string | null) =>
    write([{ ...id, language, value }]);
  const statusOf = async (id: { namespace: string; key: string }, language: Language): Promise<TextStatus | undefined> =>
    (await textCatalog(database)).byName.get(`${id.namespace}:${id.key}`)?.languages[language].status;
  /** The pricing page as the server renders it in `language`, as text. */
  const pricing = async (language: Language) => {
    const path = localizePath("/pricing", language);
    const page = await renderRoute(pricingPage, path, new Request(`${BASE}${path}`), context);
    expect(page.status).toBe(200);
    return page;
  };
  const pricingText = async (language: Language) => visibleText((await pricing(language)).html);
  const count = async (table: "text_overrides" | "text_versions" | "audit_log") =>
    Number(
      (
        await database.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<string>().as("n"))
          .executeTakeFirstOrThrow()
      ).n,
    );

  // Each test starts from the shipped texts: whatever it changed is restored through the service.
  afterEach(async () => {
    const rows = await database.db.selectFrom("text_overrides").select(["namespace", "key", "language"]).execute();
    if (rows.length > 0) {
      const restored = await write(
        rows.map((row) => ({ ...row, value: null })),
        "text.restore",
      );
      expect(restored.ok).toBe(true);
    }
  });

  describe("on the public pages", () => {
    it("shows an override in its language only, and the shipped text again once restored", async () => {
      expect(await save(TITLE, "es", "Elija su plan, sin rodeos")).toEqual({ ok: true, changed: 1 });
      expect(await pricingText("es")).toContain("Elija su plan, sin rodeos");
      expect(await pricingText("es")).not.toContain(TITLES.es);
      expect(await pricingText("fr")).toContain(visibleText(TITLES.fr as string));
      expect(await pricingText("en")).toContain(TITLES.en);
      expect(await statusOf(TITLE, "es")).toBe("translated");

      expect(await save(TITLE, "es", null)).toEqual({ ok: true, changed: 1 });
      expect(await pricingText("es")).toContain(TITLES.es);
      // Restoring what is shipped already changes nothing and records nothing.
      const versions = await count("text_versions");
      expect(await save(TITLE, "es", null)).toEqual({ ok: true, changed: 0 });
      expect(await count("text_versions")).toBe(versions);
    });

    it("shows an English change on the Spanish and French pages only where they have no text of their own", async () => {
      await save(TITLE, "en", "Pick the support that fits");
      expect(await pricingText("en")).toContain("Pick the support that fits");
      expect(await pricingText("es")).toContain(TITLES.es);
      expect(await pricingText("fr")).not.toContain("Pick the support that fits");
      // French removes its translation: the French page shows the English as staff changed it.
      await save(TITLE, "fr", "");
      expect(await pricingText("fr")).toContain("Pick the support that fits");
      const texts = await siteTexts(database);
      expect(changesOf(texts, "fr", "pricing")).toEqual({ "plansSection.title": "Pick the support that fits" });
      expect(changesOf(texts, "es", "pricing")).toEqual({});
      expect(changedNamespaces(texts, "es")).toEqual([]);
      expect(changedNamespaces(texts, "fr")).toEqual(["pricing"]);
    });

    it("shows English where a Spanish translation is removed, and counts it missing", async () => {
      const before = (await textCatalog(database)).counts.get("pricing")?.es;
      await save(TITLE, "es", "");
      expect(await pricingText("es")).toContain(TITLES.en);
      expect(await statusOf(TITLE, "es")).toBe("missing");
      const catalog = await textCatalog(database);
      expect(catalog.counts.get("pricing")?.es).toEqual({
        ...before,
        translated: (before?.translated ?? 0) - 1,
        missing: (before?.missing ?? 0) + 1,
      });
      expect(queryTexts(catalog, { language: "es", status: "missing" }).map((entry) => entry.key)).toEqual([TITLE.key]);
      // Nothing but spaces removes it as well, rather than showing a blank.
      await save(TITLE, "es", "Elija");
      await save(TITLE, "es", "  \n ");
      expect(await statusOf(TITLE, "es")).toBe("missing");
      expect(await pricingText("es")).toContain(TITLES.en);
    });

    it("stores hostile text as it came and shows it as text", async () => {
      const hostile = `javascript:alert("x") " onmouseover="alert(1)" 'quoted' & &lt;b&gt; done`;
      expect(await save(TITLE, "es", hostile)).toEqual({ ok: true, changed: 1 });
      const stored = await database.db.selectFrom("text_overrides").select("value").executeTakeFirstOrThrow();
      expect(stored.value).toBe(hostile);
      const { html } = await pricing("es");
      // Every character as text: the entity stays the five characters staff typed.
      expect(html).toContain(
        "javascript:alert(&quot;x&quot;) &quot; onmouseover=&quot;alert(1)&quot; &#x27;quoted&#x27; &amp; &amp;lt;b&amp;gt; done",
      );
      expect(html).not.toContain('onmouseover="alert(1)"');
      // Markup the English lacks is refused, not stored.
      for (const value of ["<script>alert(1)</script>", '<a href="javascript:alert(1)">x</a>', "<img src=x onerror=alert(1)>"]) {
        expect(await save(POPULAR, "fr", value)).toMatchObject({ ok: false, refused: [{ refusal: { reason: "structure" } }] });
      }
      expect(await count("text_overrides")).toBe(1);
    });
  });

  describe("translation status", () => {
    it("marks translations out of date when staff change the English, until confirmed or translated again", async () => {
      await save(TITLE, "fr", "Choisissez votre formule");
      expect(await statusOf(TITLE, "es")).toBe("translated");
      expect(await statusOf(TITLE, "fr")).toBe("translated");
      await save(TITLE, "en", "Pick the support that fits");
      const entry = (await textCatalog(database)).byName.get("pricing:plansSection.title");
      expect(entry?.languages.es).toMatchObject({ status: "outOfDate", madeFrom: TITLES.en });
      expect(entry?.languages.fr).toMatchObject({ status: "outOfDate", madeFrom: TITLES.en });
      expect(entry?.languages.en).toMatchObject({ status: "translated", own: "Pick the support that fits" });

      expect(await confirmTranslation(database, TEST_ACTOR, TITLE, "es")).toBe(true);
      expect(await statusOf(TITLE, "es")).toBe("translated");
      // Nothing to confirm: translated already, English, an unknown entry or language.
      expect(await confirmTranslation(database, TEST_ACTOR, TITLE, "es")).toBe(false);
      expect(await confirmTranslation(database, TEST_ACTOR, TITLE, "en")).toBe(false);
      expect(await confirmTranslation(database, TEST_ACTOR, { namespace: "pricing", key: "nope" }, "fr")).toBe(false);
      expect(await confirmTranslation(database, TEST_ACTOR, TITLE, "de")).toBe(false);
      await save(TITLE, "fr", "Choisissez la formule qui vous va");
      expect(await statusOf(TITLE, "fr")).toBe("translated");
      expect(queryTexts(await textCatalog(database), { language: "fr", status: "outOfDate" })).toEqual([]);

      // Back to the shipped English: the Spanish confirmed for the staff's English is out of date again.
      await save(TITLE, "en", null);
      expect(await statusOf(TITLE, "es")).toBe("outOfDate");
      expect(await statusOf(TITLE, "fr")).toBe("outOfDate");
      expect(await confirmTranslation(database, TEST_ACTOR, TITLE, "es")).toBe(true);
      expect(await statusOf(TITLE, "es")).toBe("translated");
    });

    it("marks a translation out of date when a release changes the English, not when it changes the translation too", async () => {
      const where = (language: string) =>
        database.db
          .updateTable("shipped_text_sources")
          .where("namespace", "=", POPULAR.namespace)
          .where("key", "=", POPULAR.key)
          .where("language", "=", language);
      await textCatalog(database); // the sources are synced before the first status is read
      // As the previous release left them: Spanish made from an older English, unchanged since;
      // French made from that older English too, then translated anew by this release.
      await where("es")
        .set({ english_hash: textHash("Most chosen") })
        .execute();
      await where("fr")
        .set({ english_hash: textHash("Most chosen"), translation_hash: textHash("La préférée") })
        .execute();
      // The release starts: its sync keeps an unchanged translation's English.
      await syncShippedSources(database.db);
      forgetSiteTexts(database);
      expect(await statusOf(POPULAR, "es")).toBe("outOfDate");
      expect(await statusOf(POPULAR, "fr")).toBe("translated");
      expect(await confirmTranslation(database, TEST_ACTOR, POPULAR, "es")).toBe(true);
      expect(await statusOf(POPULAR, "es")).toBe("translated");

      // A staff translation made from an English a release has since changed.
      await save(TITLE, "es", "Elija su plan");
      await database.db.updateTable("text_overrides").set({ source_english: "Choose your plan" }).execute();
      forgetSiteTexts(database);
      expect((await textCatalog(database)).byName.get("pricing:plansSection.title")?.languages.es).toMatchObject({
        status: "outOfDate",
        madeFrom: "Choose your plan",
      });
    });

    it("counts a plural form only Spanish and French use out of date when its English sibling changes", async () => {
      const many = { namespace: "admin-dashboard", key: "range.showing_many" };
      const other = { namespace: "admin-dashboard", key: "range.showing_other" };
      expect(await save(many, "en", "{{from}} {{to}} {{count}}")).toMatchObject({
        ok: false,
        refused: [{ refusal: { reason: "noEnglishKey" } }],
      });
      expect(await save(many, "es", "Del {{from}} al {{to}}: {{count}} días")).toEqual({ ok: true, changed: 1 });
      expect(await statusOf(many, "es")).toBe("translated");
      await save(other, "en", "From {{from}} to {{to}}: {{count}} days.");
      expect(await statusOf(many, "es")).toBe("outOfDate");
      expect(await statusOf(many, "fr")).toBe("outOfDate");
      // Translated again in the same batch as a new English: made from that English.
      await write([
        { ...many, language: "es", value: "{{count}} días, del {{from}} al {{to}}" },
        { ...other, language: "en", value: "{{count}} days, from {{from}} to {{to}}." },
      ]);
      expect(await statusOf(many, "es")).toBe("translated");
      // Removed, the Spanish form shows its sibling's English as staff keep it.
      await save(many, "es", "");
      expect(changesOf(await siteTexts(database), "es", "admin-dashboard")["range.showing_many"]).toBe(
        "{{count}} days, from {{from}} to {{to}}.",
      );
    });
  });

  describe("history", () => {
    it("keeps every version newest first and restores any of them, each change in the audit log", async () => {
      await database.db.deleteFrom("audit_log").execute();
      await database.db.deleteFrom("text_versions").execute();
      await save(TITLE, "es", "Primera versión");
      await save(TITLE, "es", "Segunda versión");
      await save(TITLE, "fr", "Première version");
      await save(TITLE, "es", null);
      const history = await textHistory(database, TITLE);
      expect(history.map((version) => [version.language, version.value])).toEqual([
        ["es", null],
        ["fr", "Première version"],
        ["es", "Segunda versión"],
        ["es", "Primera versión"],
      ]);
      expect(history[2]).toMatchObject({ sourceEnglish: TITLES.en, actorEmail: TEST_ACTOR.email });
      const first = history[3]?.id as number;

      expect(await restoreVersion(database, TEST_ACTOR, TITLE, first)).toEqual({ ok: true, changed: 1 });
      expect(await pricingText("es")).toContain("Primera versión");
      expect((await textHistory(database, TITLE))[0]).toMatchObject({ language: "es", value: "Primera versión" });
      // A version of another entry, or none, restores nothing.
      expect(await restoreVersion(database, TEST_ACTOR, POPULAR, first)).toBeUndefined();
      expect(await restoreVersion(database, TEST_ACTOR, TITLE, 987654)).toBeUndefined();
      // Restoring "shipped" restores the shipped text.
      expect(await restoreVersion(database, TEST_ACTOR, TITLE, history[0]?.id as number)).toEqual({ ok: true, changed: 1 });
      expect(await pricingText("es")).toContain(TITLES.es);

      const audit = await database.db.selectFrom("audit_log").selectAll().orderBy("id").execute();
      expect(audit.map((entry) => entry.action)).toEqual([
        "text.update",
        "text.update",
        "text.update",
        "text.update",
        "text.restore",
        "text.restore",
      ]);
      expect(audit[1]).toMatchObject({ target_type: "text", actor_email: TEST_ACTOR.email });
      expect(JSON.parse(audit[1]?.target_id ?? "null")).toEqual(["pricing", "plansSection.title", "es"]);
      expect(JSON.parse(audit[1]?.before ?? "{}")).toEqual({ value: "Primera versión", shipped: false });
      expect(JSON.parse(audit[1]?.after ?? "{}")).toEqual({ value: "Segunda versión", shipped: false });
      expect(JSON.parse(audit[3]?.after ?? "{}")).toEqual({ value: TITLES.es, shipped: true });
    });
  });

  describe("refusals", () => {
    it("applies nothing of a batch with one refused write, and lists each refusal", async () => {
      const before = {
        overrides: await count("text_overrides"),
        versions: await count("text_versions"),
        audit: await count("audit_log"),
        version: await readContentVersion(database.db),
      };
      const good = { ...TITLE, language: "es", value: "Elija su plan" };
      const broken = { namespace: "email", key: "newsletter.subject", language: "fr", value: "Bienvenue à la lettre" };
      const unknown = { namespace: "pricing", key: "no.such.key", language: "fr", value: "x" };
      const outcome = await write([good, broken, unknown]);
      expect(outcome).toEqual({
        ok: false,
        refused: [
          { write: broken, refusal: { reason: "structure", missing: ["{{siteName}}"], unknown: [] } },
          { write: unknown, refusal: { reason: "unknownEntry" } },
        ],
      });
      expect({
        overrides: await count("text_overrides"),
        versions: await count("text_versions"),
        audit: await count("audit_log"),
        version: await readContentVersion(database.db),
      }).toEqual(before);
      expect(await pricingText("es")).toContain(TITLES.es);
    });

    it("refuses what would break a page: placeholders lost or unknown, markup, empty English, length, unknown language", async () => {
      const subject = { namespace: "email", key: "newsletter.subject" };
      const refusalOf = async (language: string, value: string) => {
        const outcome = await save(subject, language, value);
        return outcome.ok ? undefined : outcome.refused[0]?.refusal;
      };
      expect(await refusalOf("es", "Bienvenido al boletín de {{site}}")).toEqual({
        reason: "structure",
        missing: ["{{siteName}}"],
        unknown: ["{{site}}"],
      });
      expect(await refusalOf("fr", "Bienvenue <b>{{siteName}}</b>")).toEqual({
        reason: "structure",
        missing: [],
        unknown: ["<b>", "</b>"],
      });
      expect(await refusalOf("en", " ")).toEqual({ reason: "empty" });
      expect(await refusalOf("es", `{{siteName}} ${"a".repeat(5_000)}`)).toMatchObject({ reason: "tooLong" });
      expect(await refusalOf("de", "Willkommen {{siteName}}")).toEqual({ reason: "unknownLanguage" });
      expect(await refusalOf("es", "Bienvenido al boletín de {{ siteName }}")).toBeUndefined();
      expect(await count("text_overrides")).toBe(1);
    });
  });

  describe("every instance", () => {
    it("bumps the content version, which another instance follows after its check interval", async () => {
      const other = { ...database, db: database.db };
      const readAt = Date.now();
      const before = await siteTexts(other, readAt);
      await save(TITLE, "es", "Elija su plan");
      expect(await readContentVersion(database.db)).not.toBe(before.version);
      // Within its check interval the other instance serves what it holds; after it, the change.
      expect(await siteTexts(other, readAt + 1_999)).toBe(before);
      const after = await siteTexts(other, readAt + 2_000);
      expect(after.version).toBe(await readContentVersion(database.db));
      expect(changesOf(after, "es", "pricing")).toEqual({ "plansSection.title": "Elija su plan" });
      const i18n = await serverI18n("es", after);
      expect(i18n.t("pricing:plansSection.title")).toBe("Elija su plan");
    });

    it("renders the change in another instance's page cache at once, not what the instance read before", async () => {
      const other = { ...database, db: database.db };
      // What the server's page cache forgets (server/http/app.ts).
      const { cache, server, renders } = await instancePageCache(
        database.db,
        () => forgetPublished(other),
        async () => (await serverI18n("es", await siteTexts(other))).t("pricing:plansSection.title"),
      );
      try {
        await cache.checkSettings();
        expect(await (await fetch(`${server.base}/es/pricing`)).text()).toContain(TITLES.es);
        // The instance reads its texts again (an uncached page, say) just before staff save.
        await siteTexts(other, LATER());
        await save(TITLE, "es", "Elija su plan");
        await cache.checkSettings();
        expect(cache.size).toBe(0);
        expect(await (await fetch(`${server.base}/es/pricing`)).text()).toContain("Elija su plan");
        expect(renders()).toBe(2);
      } finally {
        await server.close();
      }
    });
  });

  describe("the browser's changes", () => {
    const api = (language: string, namespace: string, query = "") =>
      settle(() =>
        textsApi.loader({
          request: new Request(`${BASE}/api/texts/${language}/${namespace}${query}`),
          params: { language, namespace },
          context,
        } as never),
      );

    it("answers the changes of one namespace of one language, kept for good only at the current version", async () => {
      await write([
        { ...TITLE, language: "fr", value: "Choisissez votre formule" },
        { ...POPULAR, language: "fr", value: "La préférée" },
        { namespace: "email", key: "newsletter.subject", language: "fr", value: "La lettre de {{siteName}}" },
        { ...POPULAR, language: "es", value: "El preferido" },
      ]);
      const { version } = await siteTexts(database);
      const current = await api("fr", "pricing", `?v=${encodeURIComponent(version)}`);
      expect(current.status).toBe(200);
      expect(await current.response?.json()).toEqual({
        values: { "plansSection.title": "Choisissez votre formule", mostPopular: "La préférée" },
      });
      expect(current.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
      for (const query of ["", "?v=an-older-version"]) {
        const other = await api("fr", "pricing", query);
        expect(other.headers.get("Cache-Control")).toBe("no-cache");
        expect(await other.response?.json()).toEqual(await (await api("fr", "pricing")).response?.json());
      }
      expect(await (await api("en", "pricing")).response?.json()).toEqual({ values: {} });
      expect(await (await api("es", "pricing")).response?.json()).toEqual({ values: { mostPopular: "El preferido" } });
      for (const [language, namespace] of [
        ["de", "pricing"],
        ["fr", "no-such-namespace"],
        ["fr", "__proto__"],
        ["fr", "pricing.json"],
      ] as const) {
        expect((await api(language, namespace)).status).toBe(404);
      }
    });
  });

  describe("beyond the pages", () => {
    it("words the emails with staff's texts: the newsletter's welcome subject", async () => {
      await database.db.deleteFrom("email_outbox").execute();
      const newsletter = await newsletterContextFor(context);
      await subscribe(newsletter, { email: "before@hotel.test" }, "fr");
      await save({ namespace: "email", key: "newsletter.subject" }, "fr", "Bienvenue dans la lettre de {{siteName}} !");
      await subscribe(newsletter, { email: "after@hotel.test" }, "fr");
      await subscribe(newsletter, { email: "english@hotel.test" }, "en");
      const subjects = await database.db.selectFrom("email_outbox").select(["recipient", "subject"]).orderBy("id").execute();
      expect(subjects.map((mail) => mail.subject)).toEqual([
        shipped("email", "newsletter.subject").fr?.replace("{{siteName}}", newsletter.siteName),
        `Bienvenue dans la lettre de ${newsletter.siteName} !`,
        shipped("email", "newsletter.subject").en.replace("{{siteName}}", newsletter.siteName),
      ]);
    });

    it("words the admin area's downloads with staff's texts: the traffic export's refusal", async () => {
      const viewer = await createSignedInUser(context.auth, "viewer");
      const download = routeCaller(trafficExport, `${BASE}/admin/traffic/export`, () => context);
      await save({ namespace: "admin-traffic", key: "export.unknownTable" }, "en", "No such table. Pick one of: {{tables}}.");
      const refused = await download.load(viewer, "?table=nope");
      expect(refused.status).toBe(400);
      expect(await refused.response?.text()).toBe(`No such table. Pick one of: ${TRAFFIC_DIMS.join(", ")}.`);
    });

    it("words the error answers with the texts the instance holds, without reading the database", async () => {
      await save({ namespace: "http", key: "methodNotAllowed" }, "fr", "Méthode refusée ici : GET, HEAD ou POST.");
      const boundary = createErrorBoundary(createLogger("silent"), () => heldSiteTexts(database));
      const server = await serveOnLoopback((req, res) => boundary.fail(req, res, new HttpError(405, "methodNotAllowed")));
      try {
        await siteTexts(database); // a page rendered since the change
        expect(await (await fetch(`${server.base}/fr/contact`)).text()).toBe("Méthode refusée ici : GET, HEAD ou POST.\n");
        expect(await (await fetch(`${server.base}/es/contact`)).text()).toBe(`${shipped("http", "methodNotAllowed").es}\n`);
      } finally {
        await server.close();
      }
    });
  });
});
