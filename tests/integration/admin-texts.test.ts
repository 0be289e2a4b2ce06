/**
 * The text editor (decision 0017): `/admin/texts` lists, searches, filters and counts every text;
 * `/admin/texts/entry?name=namespace:key` saves one language, restores the shipped text or an earlier
 * version, and confirms an out-of-date translation, through the real route modules, as each role.
 * A saved text shows on the public page in its language only; hostile text is stored and shown as
 * text; a refused text stores nothing.
 */
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { textCatalog } from "~/.server/services/content/texts/catalog";
import { textEntryPath } from "~/lib/admin/texts";
import { TEXT_VALUE_MAX } from "~/lib/texts/model";
import * as listPage from "~/routes/admin/texts";
import * as entryPage from "~/routes/admin/texts.entry";
import * as homePage from "~/routes/home";
import { appContext, formArgs, routeCaller, settle } from "../support/app-context";
import { engines, suiteDatabase } from "../support/databases";
import { dictionary } from "../support/dictionaries";
import { renderRoute, visibleText } from "../support/render-route";
import { createSignedInUser, requestAs, type TestAccount } from "../support/sessions";

const BASE = "https://staffing.test";
const ENTRY_PATH = "/admin/texts/entry";
const HEADING = { namespace: "pages", key: "home.heading" };
const LEAD = { namespace: "pages", key: "home.lead" };
const EYEBROW = { namespace: "home", key: "hero.eyebrow" };
const COPYRIGHT = { namespace: "common", key: "footer.copyright" };

const entryUrl = (entry: { namespace: string; key: string }) => `${BASE}${textEntryPath(entry)}`;

describe.each(engines())("the text editor on $name", ({ make }) => {
  const database = suiteDatabase(make);
  let context: ReturnType<typeof appContext>["context"];
  let clears = 0;
  let editor: TestAccount;
  let viewer: TestAccount;
  const list = routeCaller(listPage, `${BASE}/admin/texts`, () => context);
  const entry = routeCaller(entryPage, entryUrl(HEADING), () => context);

  beforeAll(async () => {
    context = { ...appContext(database).context, pageCache: { clear: () => void clears++ } };
    editor = await createSignedInUser(context.auth, "editor");
    viewer = await createSignedInUser(context.auth, "viewer");
  });
  beforeEach(() => {
    clears = 0;
  });

  /** The entry's loader, with the route's params as the router gives them. */
  const loadEntry = (account: TestAccount | undefined, id: { namespace: string; key: string }) =>
    settle(() => entryPage.loader({ request: requestAs(account, entryUrl(id)), context, params: id } as never));

  const save = (account: TestAccount | undefined, id: { namespace: string; key: string }, language: string, value: string) =>
    entry.post(account, { intent: "save", ...id, language, value });

  /** The entry's page as the server renders it (GET, or a form posted without JavaScript). */
  function renderEntry(account: TestAccount, id: { namespace: string; key: string }, fields?: Record<string, string>) {
    const args = fields
      ? formArgs(context, entryUrl(id), fields, { Cookie: account.cookie })
      : { request: requestAs(account, entryUrl(id)), context };
    return renderRoute(entryPage, ENTRY_PATH, args.request, args.context);
  }

  /** The home page in a language, rendered by its real route module with the site's texts. */
  async function homeIn(language: "en" | "es" | "fr") {
    const path = language === "en" ? "/" : `/${language}`;
    const page = await renderRoute(homePage, path, new Request(`${BASE}${path}`), context);
    expect(page.status).toBe(200);
    return page.html;
  }

  async function stored() {
    const count = async (table: "text_overrides" | "text_versions" | "audit_log") =>
      Number(
        (
          await database.db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll<string | number>().as("n"))
            .executeTakeFirstOrThrow()
        ).n,
      );
    return { overrides: await count("text_overrides"), versions: await count("text_versions"), audit: await count("audit_log") };
  }

  async function statusOf(id: { namespace: string; key: string }, language: "en" | "es" | "fr") {
    return (await textCatalog(database)).byName.get(`${id.namespace}:${id.key}`)?.languages[language].status;
  }

  describe("roles", () => {
    it("lets a viewer read the list and an entry, and refuses a viewer's save with 403, storing nothing", async () => {
      expect((await list.load(viewer)).status).toBe(200);
      const page = await loadEntry(viewer, HEADING);
      expect(page.status).toBe(200);
      expect(page.body).toMatchObject({ canManage: false, entry: { namespace: "pages", key: "home.heading" } });
      const before = await stored();
      for (const intent of ["save", "restoreShipped", "confirm", "restoreVersion"]) {
        const refused = await entry.post(viewer, { intent, ...HEADING, language: "es", value: "Hola", version: "1" });
        expect(refused.status, intent).toBe(403);
      }
      expect(await stored()).toEqual(before);
    });

    it("sends an anonymous visitor to the login, page and post alike", async () => {
      expect((await loadEntry(undefined, HEADING)).location).toMatch(/^\/admin\/login\?redirectTo=/);
      expect((await save(undefined, HEADING, "es", "Hola")).location).toMatch(/^\/admin\/login\?redirectTo=/);
    });

    it("shows a viewer the texts without any form or button", async () => {
      const { html } = await renderEntry(viewer, HEADING);
      expect(html).not.toContain("<textarea");
      expect(html).not.toContain("<button");
      expect(visibleText(html)).toContain("Your role can read these texts but not change them.");
    });
  });

  describe("saving a language", () => {
    it("shows an editor's Spanish headline on the Spanish home page at once, and nowhere else", async () => {
      const headline = "Personal que sus huéspedes nunca olvidarán";
      const answer = await save(editor, HEADING, "es", headline);
      expect(answer.status).toBe(200);
      expect(answer.location).toBeUndefined();
      expect(answer.body).toMatchObject({ status: "success", intent: "save", language: "es" });
      expect(clears).toBe(1);

      expect(visibleText(await homeIn("es"))).toContain(headline);
      expect(visibleText(await homeIn("en"))).toContain(dictionary("en", "pages").home.heading);
      expect(visibleText(await homeIn("fr"))).not.toContain(headline);
      expect(await statusOf(HEADING, "es")).toBe("translated");

      const audit = await database.db
        .selectFrom("audit_log")
        .select(["action", "target_type", "target_id", "actor_email", "after"])
        .where("action", "=", "text.update")
        .execute();
      expect(audit).toContainEqual(
        expect.objectContaining({ action: "text.update", target_type: "text", actor_email: editor.email }),
      );
    });

    it("answers a post from the in-page editor (a fetcher on a public page) with the result, not a redirect", async () => {
      const args = formArgs(
        context,
        entryUrl(EYEBROW),
        { intent: "save", ...EYEBROW, language: "fr", value: "Du personnel hôtelier sur quatre continents" },
        { Cookie: editor.cookie, Referer: `${BASE}/fr/pricing` },
      );
      const answer = await settle(() => entryPage.action(args as never));
      expect(answer.status).toBe(200);
      expect(answer.location).toBeUndefined();
      expect(answer.body).toMatchObject({ status: "success", intent: "save", language: "fr" });
      await save(editor, EYEBROW, "fr", dictionary("fr", "home").hero.eyebrow);
    });

    it("marks Spanish and French out of date after an English change, until each is confirmed", async () => {
      const shippedEnglish = dictionary("en", "pages").home.lead;
      expect(await statusOf(LEAD, "es")).toBe("translated");
      const changed = `${shippedEnglish} Since 1994.`;
      expect((await save(editor, LEAD, "en", changed)).status).toBe(200);
      expect(await statusOf(LEAD, "es")).toBe("outOfDate");
      expect(await statusOf(LEAD, "fr")).toBe("outOfDate");

      // The entry's page shows the English the translation was made from beside the English now.
      const page = await renderEntry(editor, LEAD);
      const text = visibleText(page.html);
      expect(text).toContain("English it was made from");
      expect(text).toContain(shippedEnglish);
      expect(text).toContain(changed);
      expect(page.html).toMatch(/Still correct<span class="sr-only"> \(Spanish\)<\/span>/);

      const confirmed = await entry.post(editor, { intent: "confirm", ...LEAD, language: "es" });
      expect(confirmed.status).toBe(200);
      expect(confirmed.body).toMatchObject({ status: "success", intent: "confirm" });
      expect(await statusOf(LEAD, "es")).toBe("translated");
      expect(await statusOf(LEAD, "fr")).toBe("outOfDate");

      const again = await entry.post(editor, { intent: "confirm", ...LEAD, language: "es" });
      expect(again.status).toBe(409);
      expect(again.body).toMatchObject({ status: "error", error: { "": ["admin-texts:errors.notOutOfDate"] } });

      // A French translation saved now is made from the new English.
      expect((await save(editor, LEAD, "fr", "Nous recrutons depuis 1994.")).status).toBe(200);
      expect(await statusOf(LEAD, "fr")).toBe("translated");
    });

    it("removes a Spanish translation with an empty text: the site shows English and the entry is missing", async () => {
      expect((await save(editor, EYEBROW, "es", "")).status).toBe(200);
      expect(await statusOf(EYEBROW, "es")).toBe("missing");
      expect(visibleText(await homeIn("es"))).toContain(dictionary("en", "home").hero.eyebrow);
      const restored = await entry.post(editor, { intent: "restoreShipped", ...EYEBROW, language: "es" });
      expect(restored.status).toBe(200);
      expect(await statusOf(EYEBROW, "es")).toBe("translated");
    });

    it("refuses an empty English text", async () => {
      const answer = await save(editor, EYEBROW, "en", "   ");
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ error: { value: ["admin-texts:errors.empty"] } });
    });
  });

  describe("restoring", () => {
    it("restores the shipped text, then an earlier version, from the history", async () => {
      const shipped = dictionary("es", "pages").home.heading;
      await save(editor, HEADING, "es", "Primera versión");
      await save(editor, HEADING, "es", "Segunda versión");
      expect(visibleText(await homeIn("es"))).toContain("Segunda versión");

      const restored = await entry.post(editor, { intent: "restoreShipped", ...HEADING, language: "es" });
      expect(restored.status).toBe(200);
      expect(restored.body).toMatchObject({ status: "success", intent: "restoreShipped" });
      expect(visibleText(await homeIn("es"))).toContain(shipped);
      const catalogEntry = (await textCatalog(database)).byName.get("pages:home.heading");
      expect(catalogEntry?.languages.es.override).toBeUndefined();

      // The history, newest first: the restore, then the two saves.
      const loaded = await loadEntry(editor, HEADING);
      const history = (loaded.body as { history: Array<{ id: number; value: string | null; language: string }> }).history;
      expect(history.slice(0, 3).map((version) => version.value)).toEqual([null, "Segunda versión", "Primera versión"]);
      const page = visibleText((await renderEntry(editor, HEADING)).html);
      expect(page).toContain("Shipped text restored");
      expect(page).toContain("Restore this version");

      const first = history[2] as { id: number };
      const back = await entry.post(editor, { intent: "restoreVersion", ...HEADING, version: String(first.id) });
      expect(back.status).toBe(200);
      expect(back.body).toMatchObject({ status: "success", intent: "restoreVersion" });
      expect(visibleText(await homeIn("es"))).toContain("Primera versión");
      expect(clears).toBe(4);

      const gone = await entry.post(editor, { intent: "restoreVersion", ...HEADING, version: "999999" });
      expect(gone.status).toBe(404);
      expect(gone.body).toMatchObject({ error: { "": ["admin-texts:errors.versionNotFound"] } });
      await entry.post(editor, { intent: "restoreShipped", ...HEADING, language: "es" });
    });
  });

  describe("refusals store nothing", () => {
    it.each([
      ["a missing placeholder", "© {{year}} Crestway."],
      ["a script tag", "<script>alert(1)</script> © {{year}} {{siteName}}"],
      ["an image with an event handler", '<img src=x onerror="alert(1)"> © {{year}} {{siteName}}'],
    ])("refuses %s with 400 and the structure message", async (_, value) => {
      const before = await stored();
      const answer = await entry.post(editor, { intent: "save", ...COPYRIGHT, language: "es", value });
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ status: "error", intent: "save", error: { value: ["admin-texts:errors.structure"] } });
      expect(await stored()).toEqual(before);
      expect(clears).toBe(0);
    });

    it("names what is missing and unknown under the text after a refusal posted without JavaScript", async () => {
      const value = "<script>alert(1)</script> © {{year}}";
      const page = await renderEntry(editor, COPYRIGHT, { intent: "save", ...COPYRIGHT, language: "es", value });
      expect(page.status).toBe(400);
      const text = visibleText(page.html);
      expect(text).toContain("Keep the placeholders and markup of the English text, exactly as it has them.");
      expect(text).toContain("Missing: {{siteName}}");
      expect(text).toContain("Not in the English text: <script> </script>");
      // What was typed is back in the field, as text.
      expect(page.html).toContain("&lt;script&gt;alert(1)&lt;/script&gt; © {{year}}</textarea>");
      expect(page.html).not.toContain("<script>alert(1)");
    });

    it("refuses a text over the limit with 400", async () => {
      const before = await stored();
      for (const length of [TEXT_VALUE_MAX + 1, TEXT_VALUE_MAX * 3]) {
        const answer = await save(editor, EYEBROW, "es", "a".repeat(length));
        expect(answer.status).toBe(400);
        expect((answer.body.error as Record<string, string[]>).value?.[0]).toBe("admin-texts:errors.tooLong");
      }
      expect(await stored()).toEqual(before);
    });

    it("refuses an unknown entry, language or version, and answers 404 for an unknown entry's page", async () => {
      const before = await stored();
      const unknown = await save(editor, { namespace: "nowhere", key: "nothing" }, "es", "Hola");
      expect(unknown.status).toBe(400);
      expect(unknown.body).toMatchObject({ error: { key: ["admin-texts:errors.notFound"] } });
      expect((await save(editor, HEADING, "de", "Hallo")).status).toBe(400);
      expect((await save(editor, { namespace: "pages", key: "../../etc" }, "es", "x")).status).toBe(400);
      const restore = await entry.post(editor, {
        intent: "restoreShipped",
        namespace: "nowhere",
        key: "nothing",
        language: "es",
      });
      expect(restore.status).toBe(404);
      const confirm = await entry.post(editor, { intent: "confirm", namespace: "nowhere", key: "nothing", language: "es" });
      expect(confirm.status).toBe(404);
      expect(await stored()).toEqual(before);

      expect((await loadEntry(editor, { namespace: "nowhere", key: "nothing" })).status).toBe(404);
    });

    it("refuses to change the English of a plural form only Spanish and French use", async () => {
      const catalog = await textCatalog(database);
      const plural = catalog.entries.find((candidate) => !candidate.hasEnglishKey);
      expect(plural).toBeDefined();
      const id = { namespace: plural?.namespace ?? "", key: plural?.key ?? "" };
      // Its placeholders kept, so only the missing English key refuses it.
      const answer = await save(editor, id, "en", `${plural?.reference} changed`);
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ error: { value: ["admin-texts:errors.noEnglishKey"] } });
    });
  });

  describe("hostile text", () => {
    const hostile = 'javascript:alert(1) "quoted" & <img src=x onerror=alert(1)';

    it("stores a text with a javascript: address as text and shows it as text, public page and admin pages alike", async () => {
      const answer = await save(editor, EYEBROW, "es", hostile);
      expect(answer.status).toBe(200);
      const escaped = "javascript:alert(1) &quot;quoted&quot; &amp; &lt;img src=x onerror=alert(1)";

      const home = await homeIn("es");
      expect(home).toContain(escaped);
      expect(home).not.toContain("<img src=x");
      expect(visibleText(home)).toContain(hostile);

      const admin = (await renderEntry(editor, EYEBROW)).html;
      expect(admin).toContain(escaped);
      expect(admin).not.toContain("<img src=x");

      const request = requestAs(editor, `${BASE}/admin/texts?q=${encodeURIComponent("onerror=alert")}`);
      const listed = await renderRoute(listPage, "/admin/texts", request, context);
      expect(listed.html).toContain(escaped);
      expect(listed.html).not.toContain("<img src=x");
      expect(listed.html).toContain(`href="${textEntryPath(EYEBROW).replace(/&/g, "&amp;")}"`);

      await entry.post(editor, { intent: "restoreShipped", ...EYEBROW, language: "es" });
    });
  });

  describe("the list", () => {
    interface ListBody {
      rows: Array<{ id: string; namespace: string; languages: Record<string, { text: string; status: string }> }>;
      total: number;
      page: number;
      pageCount: number;
      counts: Record<string, Record<string, number>>;
      namespaces: Array<{ name: string; counts: Record<string, Record<string, number>> }>;
    }
    const query = async (search: string) => (await list.load(viewer, search)).body as unknown as ListBody;

    it("pages every text fifty at a time", async () => {
      const all = await query("");
      const catalog = await textCatalog(database);
      expect(all.total).toBe(catalog.entries.length);
      expect(all.rows).toHaveLength(50);
      expect(all.pageCount).toBe(Math.ceil(catalog.entries.length / 50));
      const second = await query("?page=2");
      expect(second.rows[0]?.id).toBe(`${catalog.entries[50]?.namespace}:${catalog.entries[50]?.key}`);
      const beyond = await query("?page=999999");
      expect(beyond.page).toBe(all.pageCount);
      expect((await query("?page=abc")).page).toBe(1);
    });

    it("searches any language, without regard to capitals or accents", async () => {
      const spanish = await query(`?q=${encodeURIComponent("HUESPEDES recordaran")}`);
      expect(spanish.rows.map((row) => row.id)).toContain("pages:home.heading");
      const french = await query(`?q=${encodeURIComponent("n'oublieront")}`);
      expect(french.rows.map((row) => row.id)).toContain("pages:home.heading");
      const none = await query(`?q=${encodeURIComponent("zzz-no-such-words")}`);
      expect(none.total).toBe(0);
    });

    it("filters by section, and by a language's status", async () => {
      const pages = await query("?ns=pages");
      expect(pages.total).toBeGreaterThan(0);
      expect(pages.rows.every((row) => row.namespace === "pages")).toBe(true);
      expect(pages.counts.es?.translated).toBe(
        pages.namespaces.find((section) => section.name === "pages")?.counts.es?.translated,
      );

      // An English change leaves the French of another entry out of date.
      await save(editor, HEADING, "en", "Hospitality staff your guests will always remember");
      const outOfDate = await query("?language=fr&status=outOfDate");
      expect(outOfDate.rows.map((row) => row.id)).toContain("pages:home.heading");
      expect(outOfDate.rows.every((row) => row.languages.fr?.status === "outOfDate")).toBe(true);
      expect((await query("?status=outOfDate")).rows.map((row) => row.id)).toContain("pages:home.heading");

      // A removed Spanish translation is missing in Spanish, counted once more.
      const before = (await query("?ns=home")).counts.es?.missing ?? 0;
      await save(editor, EYEBROW, "es", "");
      const missing = await query("?ns=home&language=es&status=missing");
      expect(missing.rows.map((row) => row.id)).toContain("home:hero.eyebrow");
      expect(missing.counts.es?.missing).toBe(before + 1);
      expect(missing.total).toBe(before + 1);

      // Unknown filters are no filters, never an error.
      const lenient = await query("?ns=nowhere&language=de&status=lost");
      expect(lenient.total).toBe((await textCatalog(database)).entries.length);

      await entry.post(editor, { intent: "restoreShipped", ...EYEBROW, language: "es" });
      await entry.post(editor, { intent: "restoreShipped", ...HEADING, language: "en" });
    });

    it("renders the filters as a GET form, the rows with their statuses, and the translators' files", async () => {
      const request = requestAs(viewer, `${BASE}/admin/texts?ns=pages&language=es&status=translated`);
      const { html, status } = await renderRoute(listPage, "/admin/texts", request, context);
      expect(status).toBe(200);
      expect(html).toMatch(/<form[^>]*method="get"[^>]*role="search"|<form[^>]*role="search"[^>]*method="get"/);
      expect(html).toContain(
        '<caption class="sr-only">Texts shown: their name, then the English, Spanish and French versions with their status</caption>',
      );
      expect(html).toContain('<option value="pages" selected="">pages</option>');
      expect(html).toContain('href="/admin/texts/export?language=fr&amp;only=pending"');
      expect(html).toContain('href="/admin/texts/export?language=es&amp;only=all"');
      // Viewers cannot import.
      expect(html).not.toContain('href="/admin/texts/import"');
      const text = visibleText(html);
      expect(text).toContain("Translated");
      expect(text).toContain(dictionary("es", "pages").home.heading);
    });
  });

  describe("the entry's page", () => {
    it("names each language's field and button for an editor", async () => {
      await save(editor, EYEBROW, "fr", "Personnel hôtelier sur quatre continents");
      const { html } = await renderEntry(editor, EYEBROW);
      for (const language of ["English", "Spanish", "French"]) {
        expect(html).toMatch(new RegExp(`<label[^>]*>${language} text`));
        expect(html).toContain(`>Save ${language}</button>`);
      }
      expect(html).toContain("Leave it empty to show the English text instead.");
      expect(html).toMatch(/Restore the shipped text<span class="sr-only"> \(French\)<\/span>/);
      expect(html).toMatch(/<textarea[^>]*lang="fr"/);
      await entry.post(editor, { intent: "restoreShipped", ...EYEBROW, language: "fr" });
    });
  });
});
