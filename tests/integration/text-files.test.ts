/**
 * Translators' files (decision 0018) through the real routes on each engine: the XLIFF export of a
 * language (everything or what is pending), read back by an XML parser of its own; a file changed by
 * a script, previewed and applied (the site shows it, the audit log and the versions record it); a
 * file with any refused unit applies nothing and says why for each; hostile files (entities,
 * expansion, 50 MB, not XML, binary) are refused and change nothing; only managers import.
 */
import { request as httpRequest } from "node:http";
import { XMLParser, XMLValidator } from "fast-xml-parser";
import type { AppLoadContext } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sessionCookieName } from "~/.server/auth/auth";
import { HttpError } from "~/.server/http/boundary";
import { readPostedForm } from "~/.server/http/request-body";
import { UPLOAD_BODY_LIMIT_BYTES, uploadBodyLimit } from "~/.server/http/upload-body-limit";
import { serverI18n } from "~/.server/i18n";
import { MAX_UPLOAD_BYTES } from "~/.server/media/limits";
import { type CatalogEntry, textCatalog } from "~/.server/services/content/texts/catalog";
import { writeTexts } from "~/.server/services/content/texts/editing";
import { IMPORT_LIFETIME_MS } from "~/.server/services/content/texts/file-import";
import { siteTexts } from "~/.server/services/content/texts/site-texts";
import { readXliff, xmlText } from "~/.server/services/content/texts/xliff";
import { decodeFileText } from "~/.server/services/content/texts/xliff-read";
import { TEXT_FILE_MAX_BYTES, TEXT_FILE_MAX_ELEMENTS, TEXT_FILE_MAX_UNITS } from "~/lib/texts/files";
import { TEXT_VALUE_MAX } from "~/lib/texts/model";
import { structureOf } from "~/lib/texts/structure";
import { loader as exportLoader } from "~/routes/admin/texts.export";
import * as importPage from "~/routes/admin/texts.import";
import { appContext, routeCaller, type Settled, settle } from "../support/app-context";
import { TEST_ACTOR } from "../support/audit";
import { engines, suiteDatabase } from "../support/databases";
import { type LoopbackServer, serveOnLoopback } from "../support/http";
import { renderRoute, visibleText } from "../support/render-route";
import { createSignedInUser, requestAs, type TestAccount } from "../support/sessions";

const BASE = "https://staffing.test";
const IMPORT_URL = `${BASE}/admin/texts/import`;
const EXPORT_URL = `${BASE}/admin/texts/export`;

/** An independent reader of what the export wrote. */
const xml = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: "",
  parseTagValue: false,
  trimValues: false,
  isArray: (name) => ["group", "trans-unit"].includes(name),
});

interface ExportedUnit {
  id: string;
  source: string;
  target: { "#text"?: string; state: string } | string;
  note: string | { "#text": string };
}

function unitsOf(document: string): ExportedUnit[] {
  expect(XMLValidator.validate(document)).toBe(true);
  const parsed = xml.parse(document) as {
    xliff: { version: string; file: { "target-language": string; body: { group?: Array<{ "trans-unit": ExportedUnit[] }> } } };
  };
  expect(parsed.xliff.version).toBe("1.2");
  return (parsed.xliff.file.body.group ?? []).flatMap((group) => group["trans-unit"]);
}

const textOf = (value: ExportedUnit["target"] | ExportedUnit["note"]) =>
  typeof value === "string" ? value : (value["#text"] ?? "");

/** The translator's script: the target of unit `id` replaced in the file, as text. */
function withTarget(file: string, id: string, text: string): string {
  const escaped = id.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const unit = new RegExp(`(<trans-unit id="${escaped}"[^>]*>[\\s\\S]*?<target[^>]*>)[\\s\\S]*?(</target>)`);
  expect(unit.test(file), id).toBe(true);
  return file.replace(unit, (_whole, start: string, end: string) => `${start}${text}${end}`);
}

/** A file's target-language changed, as a translator's tool might write it. */
const intoLanguage = (file: string, language: string) =>
  file.replace(/target-language="[a-z]+"/, `target-language="${language}"`);

describe.each(engines())("translator files on $name", ({ make }) => {
  const database = suiteDatabase(make);
  let context: AppLoadContext;
  let editor: TestAccount;
  let viewer: TestAccount;
  let admin: TestAccount;
  /** A French text with a placeholder, one without, and one whose French is missing. */
  let withPlaceholder: CatalogEntry;
  let plain: CatalogEntry;
  let other: CatalogEntry;

  const page = () => routeCaller(importPage, IMPORT_URL, () => context);
  const download = (account: TestAccount | undefined, query: string) =>
    settle(() => exportLoader({ request: requestAs(account, `${EXPORT_URL}${query}`), context, params: {} } as never));
  const bodyOf = async (answer: Settled) => (await answer.response?.text()) ?? "";

  /** A multipart post of the import form, as the edge decodes it into the context. */
  function uploadArgs(
    account: TestAccount | undefined,
    fields: Record<string, string>,
    file?: { name: string; content: string | Uint8Array },
  ) {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    if (file) form.append("file", new File([file.content as BlobPart], file.name, { type: "application/x-xliff+xml" }));
    const request = new Request(IMPORT_URL, {
      method: "POST",
      headers: { "Content-Type": "multipart/form-data; boundary=test", ...(account ? { Cookie: account.cookie } : {}) },
    });
    return { request, context: { ...context, posted: { form, size: 0 } }, params: {} };
  }
  const upload = (account: TestAccount | undefined, language: string, content: string | Uint8Array, name = "fr.xlf") =>
    settle(() => importPage.action(uploadArgs(account, { intent: "preview", language }, { name, content }) as never));
  const apply = (account: TestAccount, importId: string) => page().post(account, { intent: "apply", importId });

  /** Everything an import could change: nothing of it may move when a file is refused. */
  async function stored() {
    const [overrides, versions, audit, imports] = await Promise.all([
      database.db.selectFrom("text_overrides").selectAll().orderBy("namespace").orderBy("key").orderBy("language").execute(),
      database.db
        .selectFrom("text_versions")
        .select((eb) => eb.fn.countAll<number | string>().as("n"))
        .executeTakeFirstOrThrow(),
      database.db
        .selectFrom("audit_log")
        .select((eb) => eb.fn.countAll<number | string>().as("n"))
        .executeTakeFirstOrThrow(),
      database.db.selectFrom("text_imports").select(["id", "owner"]).execute(),
    ]);
    return { overrides, versions: Number(versions.n), audit: Number(audit.n), imports };
  }

  async function frenchExport(only = "all") {
    const answer = await download(editor, `?language=fr&only=${only}`);
    expect(answer.status).toBe(200);
    return bodyOf(answer);
  }

  beforeAll(async () => {
    context = appContext(database).context;
    [editor, viewer, admin] = await Promise.all([
      createSignedInUser(context.auth, "editor"),
      createSignedInUser(context.auth, "viewer"),
      createSignedInUser(context.auth, "admin"),
    ]);
    const catalog = await textCatalog(database);
    const translated = catalog.entries.filter(
      (entry) =>
        entry.hasEnglishKey && entry.languages.fr.status === "translated" && entry.namespace.startsWith("admin") === false,
    );
    withPlaceholder = translated.find((entry) =>
      structureOf(entry.reference).some((token) => token.startsWith("{{")),
    ) as CatalogEntry;
    plain = translated.find((entry) => structureOf(entry.reference).length === 0) as CatalogEntry;
    other = translated.find(
      (entry) => entry !== plain && entry !== withPlaceholder && structureOf(entry.reference).length === 0,
    ) as CatalogEntry;
    expect([withPlaceholder, plain, other].every(Boolean)).toBe(true);
  });

  describe("export", () => {
    it("writes every entry of a language as XLIFF 1.2: the English source, the own text, the context, the state", async () => {
      const answer = await download(viewer, "?language=fr&only=all");
      expect(answer.status).toBe(200);
      expect(answer.headers.get("Content-Type")).toBe("application/x-xliff+xml; charset=utf-8");
      expect(answer.headers.get("Content-Disposition")).toMatch(
        /^attachment; filename="crestway-hospitality-texts-fr-all-\d{4}-\d{2}-\d{2}\.xlf"$/,
      );
      const file = await bodyOf(answer);
      expect(file).toContain('source-language="en" target-language="fr"');
      const catalog = await textCatalog(database);
      const units = unitsOf(file);
      expect(units.map((unit) => unit.id)).toEqual(catalog.entries.map((entry) => `${entry.namespace}:${entry.key}`));
      const unit = units.find((each) => each.id === `${withPlaceholder.namespace}:${withPlaceholder.key}`) as ExportedUnit;
      expect(unit.source).toBe(withPlaceholder.languages.en.shown);
      expect(textOf(unit.target)).toBe(withPlaceholder.languages.fr.own);
      expect(unit.target).toMatchObject({ state: "translated" });
      const note = textOf(unit.note);
      expect(note).toContain(`Page or section: ${withPlaceholder.namespace}. Key: ${withPlaceholder.key}.`);
      for (const token of structureOf(withPlaceholder.reference)) expect(note).toContain(token);
      expect(note).toContain(`At most ${TEXT_VALUE_MAX} characters.`);
    });

    it("exports only what is missing or out of date when asked, with their states", async () => {
      // The English of one entry changes (its French is now out of date); the French of another is removed.
      const english = `${plain.languages.en.own} (new)`;
      expect(
        await writeTexts(
          database,
          TEST_ACTOR,
          [{ namespace: plain.namespace, key: plain.key, language: "en", value: english }],
          "text.update",
        ),
      ).toMatchObject({ ok: true });
      expect(
        await writeTexts(
          database,
          TEST_ACTOR,
          [{ namespace: other.namespace, key: other.key, language: "fr", value: "" }],
          "text.update",
        ),
      ).toMatchObject({ ok: true });
      const units = unitsOf(await frenchExport("pending"));
      const catalog = await textCatalog(database);
      const pending = catalog.entries.filter((entry) => entry.languages.fr.status !== "translated");
      expect(units.map((unit) => unit.id)).toEqual(pending.map((entry) => `${entry.namespace}:${entry.key}`));
      const outOfDate = units.find((unit) => unit.id === `${plain.namespace}:${plain.key}`) as ExportedUnit;
      expect(outOfDate.source).toBe(english);
      expect(outOfDate.target).toMatchObject({ state: "needs-review-translation", "#text": plain.languages.fr.own });
      expect(textOf(outOfDate.note)).toContain(`made from: ${plain.languages.en.own}`);
      const missing = units.find((unit) => unit.id === `${other.namespace}:${other.key}`) as ExportedUnit;
      expect(missing.target).toMatchObject({ state: "new" });
      expect(textOf(missing.target)).toBe("");
      // Put them back as they were for the next tests.
      await writeTexts(
        database,
        TEST_ACTOR,
        [
          { namespace: plain.namespace, key: plain.key, language: "en", value: null },
          { namespace: other.namespace, key: other.key, language: "fr", value: null },
        ],
        "text.restore",
      );
      const spanish = await download(viewer, "?language=es&only=pending");
      expect(spanish.status).toBe(200);
      expect(spanish.headers.get("Content-Disposition")).toContain("-texts-es-pending-");
      expect(XMLValidator.validate(await bodyOf(spanish))).toBe(true);
    });

    it("answers a query without a language of the files with 400 and says why; anonymous callers get 401", async () => {
      for (const query of ["", "?language=en", "?language=de", "?language=fr&only=some", "?only=all"]) {
        const answer = await download(viewer, query);
        expect(answer.status, query).toBe(400);
        expect(await bodyOf(answer)).toContain("language=es, fr");
      }
      expect((await download(undefined, "?language=fr")).status).toBe(401);
      expect((await download(viewer, "?language=fr")).status).toBe(200);
    });
  });

  describe("import", () => {
    it("previews exactly the changes a script made, applies them on request, and the site, the log and the history show them", async () => {
      const next = {
        withPlaceholder: `${structureOf(withPlaceholder.reference).join(" ")} Texte révisé & <vérifié>`,
        plain: "Un texte simple, révisé.",
        // Hostile-looking text with no tag of its own is text: stored and shown as such (a tag would be refused).
        other: 'javascript:alert(1) " onmouseover="alert(1)" & reste du texte',
      };
      let file = await frenchExport();
      file = withTarget(file, `${withPlaceholder.namespace}:${withPlaceholder.key}`, xmlText(next.withPlaceholder));
      file = withTarget(file, `${plain.namespace}:${plain.key}`, xmlText(next.plain));
      file = withTarget(file, `${other.namespace}:${other.key}`, xmlText(next.other));
      const before = await stored();

      const preview = await upload(editor, "fr", file);
      expect(preview.body.preview ?? preview.body).toMatchObject({ refused: [] });
      expect(preview.status).toBe(200);
      const shown = preview.body.preview as {
        changes: unknown[];
        unchanged: number;
        untranslated: number;
        refused: unknown[];
        importId: string;
      };
      expect(shown.refused).toEqual([]);
      expect(shown.changes).toEqual(
        [withPlaceholder, plain, other]
          .map((entry, index) => ({
            namespace: entry.namespace,
            key: entry.key,
            current: entry.languages.fr.own,
            next: Object.values(next)[index],
            status: "translated",
          }))
          .sort((a, b) => (`${a.namespace}:${a.key}` < `${b.namespace}:${b.key}` ? -1 : 1)),
      );
      const catalog = await textCatalog(database);
      const untranslated = catalog.entries.filter((entry) => entry.languages.fr.own === "").length;
      expect(shown.unchanged).toBe(catalog.entries.length - 3 - untranslated);
      expect(shown.importId).toMatch(/^[0-9a-f]{32}$/);
      // A preview writes no text.
      expect((await stored()).overrides).toEqual(before.overrides);

      const applied = await apply(editor, shown.importId);
      expect(applied).toMatchObject({
        status: 200,
        body: { status: "success", intent: "apply", applied: 3, appliedLanguage: "fr" },
      });
      const now = await textCatalog(database);
      expect(now.byName.get(`${plain.namespace}:${plain.key}`)?.languages.fr).toMatchObject({
        own: next.plain,
        status: "translated",
      });
      const i18n = await serverI18n("fr", await siteTexts(database));
      expect(i18n.t(`${other.namespace}:${other.key}`)).toBe(next.other);
      const entries = await database.db
        .selectFrom("audit_log")
        .select(["action", "actor_email", "target_id"])
        .where("action", "=", "text.import")
        .execute();
      expect(entries).toHaveLength(3);
      expect(entries.every((entry) => entry.actor_email === editor.email)).toBe(true);
      const after = await stored();
      expect(after.versions).toBe(before.versions + 3);
      expect(after.imports).toEqual([]);
      // The same preview cannot be applied twice.
      expect((await apply(editor, shown.importId)).status).toBe(410);
      // Imported again unchanged, the file changes nothing.
      const again = await upload(editor, "fr", file);
      expect(again.body.preview).toMatchObject({ changes: [], refused: [] });
      expect((again.body.preview as { importId?: string }).importId).toBeUndefined();
    });

    it("shows the preview and its Apply button without JavaScript, and says when the file is refused", async () => {
      const file = withTarget(await frenchExport(), `${plain.namespace}:${plain.key}`, "Encore une version.");
      const args = uploadArgs(editor, { intent: "preview", language: "fr" }, { name: "fr.xlf", content: file });
      const rendered = await renderRoute(importPage, "/admin/texts/import", args.request, args.context);
      expect(rendered.status).toBe(200);
      const text = visibleText(rendered.html);
      expect(text).toContain("Preview of fr.xlf (French)");
      expect(text).toContain("Encore une version.");
      expect(rendered.html).toMatch(/<button[^>]*type="submit"[^>]*>Apply 1 change<\/button>/);
      expect(rendered.html).toMatch(/<input type="hidden" name="importId" value="[0-9a-f]{32}"/);

      const refused = withTarget(file, `${withPlaceholder.namespace}:${withPlaceholder.key}`, "Sans variable");
      const refusedArgs = uploadArgs(editor, { intent: "preview", language: "fr" }, { name: "fr.xlf", content: refused });
      const refusedPage = await renderRoute(importPage, "/admin/texts/import", refusedArgs.request, refusedArgs.context);
      expect(refusedPage.status).toBe(400);
      expect(visibleText(refusedPage.html)).toContain("This file is refused: nothing can be applied from it.");
      expect(visibleText(refusedPage.html)).toContain("It lacks placeholders or tags of the English");
      expect(refusedPage.html).not.toContain("Apply 1 change");
      expect(refusedPage.html).not.toContain('name="importId"');
    });

    it("refuses the apply when a text changed since the preview, and applies nothing", async () => {
      const file = withTarget(await frenchExport(), `${plain.namespace}:${plain.key}`, "Version de la prévisualisation");
      const preview = await upload(editor, "fr", file);
      const { importId } = preview.body.preview as { importId: string };
      await writeTexts(
        database,
        TEST_ACTOR,
        [{ namespace: plain.namespace, key: plain.key, language: "fr", value: "Changé entre-temps" }],
        "text.update",
      );
      const before = await stored();
      const refused = await apply(editor, importId);
      expect(refused).toMatchObject({
        status: 409,
        body: { status: "error", error: { "": ["admin-text-files:apply.changed"] } },
      });
      expect((await stored()).overrides).toEqual(before.overrides);
      expect((await textCatalog(database)).byName.get(`${plain.namespace}:${plain.key}`)?.languages.fr.own).toBe(
        "Changé entre-temps",
      );
    });

    it("keeps a preview for the person who made it, for a day", async () => {
      const file = withTarget(await frenchExport(), `${plain.namespace}:${plain.key}`, "Pour la personne qui prévisualise");
      const { importId } = (await upload(editor, "fr", file)).body.preview as { importId: string };
      expect((await apply(admin, importId)).status).toBe(410);
      const dayAgo = new Date(Date.now() - IMPORT_LIFETIME_MS - 1000).toISOString();
      await database.db.updateTable("text_imports").set({ created_at: dayAgo }).where("id", "=", importId).execute();
      expect(await apply(editor, importId)).toMatchObject({
        status: 410,
        body: { error: { "": ["admin-text-files:apply.expired"] } },
      });
      // The next preview clears what expired.
      await upload(editor, "fr", file);
      expect((await stored()).imports.map((row) => row.id)).not.toContain(importId);
    });

    it("applies nothing from a file with refused units, listing each with its reason", async () => {
      const id = (entry: CatalogEntry) => `${entry.namespace}:${entry.key}`;
      let file = await frenchExport();
      file = withTarget(file, id(plain), "Une modification valable");
      file = withTarget(file, id(withPlaceholder), "Le marqueur a disparu");
      file = withTarget(file, id(other), "x".repeat(TEXT_VALUE_MAX + 1));
      const markup = (await textCatalog(database)).entries.find(
        (entry) =>
          ![plain, other, withPlaceholder].some((taken) => id(taken) === id(entry)) &&
          entry.languages.fr.status === "translated" &&
          structureOf(entry.reference).length === 0,
      ) as CatalogEntry;
      file = withTarget(file, id(markup), 'Bonjour <g id="1">monde</g>');
      file = file.replace(
        "</body>",
        `<trans-unit id="home:no.such.key"><source>x</source><target>y</target></trans-unit><trans-unit id="${id(plain)}"><source>${xmlText(plain.languages.en.own)}</source><target>Deux fois</target></trans-unit></body>`,
      );
      const before = await stored();
      const preview = await upload(editor, "fr", file);
      expect(preview.status).toBe(400);
      const shown = preview.body.preview as { refused: Array<{ id: string; refusal: { reason: string } }>; importId?: string };
      expect(shown.importId).toBeUndefined();
      expect(shown.refused).toEqual(
        [
          {
            id: id(withPlaceholder),
            refusal: { reason: "structure", missing: structureOf(withPlaceholder.reference), unknown: [] },
          },
          { id: id(other), refusal: { reason: "tooLong", max: TEXT_VALUE_MAX } },
          { id: id(markup), refusal: { reason: "markup", element: "g" } },
          { id: "home:no.such.key", refusal: { reason: "unknownEntry" } },
          { id: id(plain), refusal: { reason: "duplicate" } },
        ].sort((a, b) => order(file, a.id, a.refusal.reason) - order(file, b.id, b.refusal.reason)),
      );
      expect(await stored()).toEqual(before);
    });

    it("refuses a unit whose English changed since the export", async () => {
      const file = withTarget(await frenchExport(), `${plain.namespace}:${plain.key}`, "Traduit depuis l'ancien anglais");
      const english = `${plain.languages.en.own} (revised)`;
      await writeTexts(
        database,
        TEST_ACTOR,
        [{ namespace: plain.namespace, key: plain.key, language: "en", value: english }],
        "text.update",
      );
      const preview = await upload(editor, "fr", file);
      expect(preview.status).toBe(400);
      expect((preview.body.preview as { refused: unknown[] }).refused).toEqual([
        { id: `${plain.namespace}:${plain.key}`, refusal: { reason: "sourceChanged", english } },
      ]);
      await writeTexts(
        database,
        TEST_ACTOR,
        [{ namespace: plain.namespace, key: plain.key, language: "en", value: null }],
        "text.restore",
      );
    });

    it("reads XLIFF 2.0 too: segments joined, the language on the root", async () => {
      const id = `${plain.namespace}:${plain.key}`;
      const file = `<?xml version="1.0" encoding="UTF-8"?>
<xliff xmlns="urn:oasis:names:tc:xliff:document:2.0" version="2.0" srcLang="en-US" trgLang="fr-FR">
  <file id="f1">
    <unit id="${xmlText(id)}">
      <notes><note>context</note></notes>
      <segment><source>${xmlText(plain.languages.en.own)}</source><target>Première phrase.</target></segment>
      <ignorable><source> </source></ignorable>
      <segment><source></source><target>Seconde phrase.</target></segment>
    </unit>
  </file>
</xliff>`;
      const preview = await upload(editor, "fr", file);
      expect(preview.status).toBe(200);
      expect(preview.body.preview).toMatchObject({
        version: "2.0",
        changes: [{ key: plain.key, next: "Première phrase. Seconde phrase." }],
      });
      expect((await upload(editor, "es", file)).body.fileRefusal).toEqual({
        reason: "targetLanguage",
        found: "fr-FR",
        expected: "es",
      });
    });

    it("refuses hostile and broken files whole, before reading them, and changes nothing", async () => {
      const valid = await frenchExport();
      const before = await stored();
      const billionLaughs = `<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;"><!ENTITY lol3 "&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;">]><xliff version="1.2"><file source-language="en" target-language="fr"><body><trans-unit id="x"><source>&lol3;</source></trans-unit></body></file></xliff>`;
      const cases: Array<[string, string | Uint8Array, Record<string, unknown>]> = [
        [
          "external entity",
          `<?xml version="1.0"?><!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]><xliff version="1.2"><file><body><trans-unit id="home:x"><source>&e;</source><target>&e;</target></trans-unit></body></file></xliff>`,
          { reason: "declarations" },
        ],
        ["billion laughs", billionLaughs, { reason: "declarations" }],
        ["a named entity XML does not know", valid.replace("</source>", "&nbsp;</source>"), { reason: "entity", name: "&nbsp;" }],
        ["not XML at all", "Bonjour, voici les traductions : accueil = Bienvenue", { reason: "notXml", line: 1 }],
        ["broken XML", valid.slice(0, valid.length / 2), { reason: "notXml" }],
        [
          "binary garbage",
          new Uint8Array(Array.from({ length: 4096 }, (_, index) => (index * 7919 + 13) % 256)),
          { reason: "notText" },
        ],
        ["a text with control characters", `<xliff version="1.2">\u0001\u0002</xliff>`, { reason: "notText" }],
        ["the wrong root", "<html><body><p>Bonjour</p></body></html>", { reason: "notXliff", root: "html" }],
        ["the wrong version", valid.replace('version="1.2"', 'version="3.0"'), { reason: "version", version: "3.0" }],
        ["the wrong language", intoLanguage(valid, "es"), { reason: "targetLanguage", found: "es", expected: "fr" }],
        [
          "another source language",
          valid.replace('source-language="en"', 'source-language="de"'),
          { reason: "sourceLanguage", found: "de" },
        ],
        [
          "no units",
          '<xliff version="1.2"><file source-language="en" target-language="fr"><body/></file></xliff>',
          { reason: "noUnits" },
        ],
        [
          "nesting past the bound",
          `<xliff version="1.2">${"<group>".repeat(100)}${"</group>".repeat(100)}</xliff>`,
          { reason: "notXml" },
        ],
        ["a prototype-polluting name", '<xliff version="1.2"><__proto__ x="1"/></xliff>', { reason: "notXml" }],
      ];
      for (const [name, content, refusal] of cases) {
        const answer = await upload(editor, "fr", content);
        expect(answer.status, name).toBe(400);
        expect(answer.body.fileRefusal, name).toMatchObject(refusal);
        expect(answer.body.error, name).toEqual({ file: ["admin-text-files:errors.fileRefused"] });
      }
      // An empty file is no file: the form says to choose one.
      const empty = await upload(editor, "fr", "");
      expect(empty).toMatchObject({ status: 400, body: { error: { file: ["admin-text-files:errors.fileRequired"] } } });
      // A file over the bound is refused 413 by the form, before it is read.
      const large = await upload(editor, "fr", new Uint8Array(TEXT_FILE_MAX_BYTES + 1));
      expect(large).toMatchObject({ status: 413, body: { error: { file: ["admin-text-files:errors.fileTooLarge"] } } });
      expect(await stored()).toEqual(before);
    });

    it("lets staff who may change texts import, and no one else", async () => {
      const file = withTarget(await frenchExport(), `${plain.namespace}:${plain.key}`, "Par un lecteur");
      expect((await page().load(viewer)).status).toBe(403);
      expect((await upload(viewer, "fr", file)).status).toBe(403);
      const anonymous = await upload(undefined, "fr", file);
      expect(anonymous.status).toBe(302);
      expect(anonymous.location).toMatch(/^\/admin\/login/);
      expect((await page().load(editor)).status).toBe(200);
      expect((await page().load(admin)).status).toBe(200);
      const { importId } = (await upload(admin, "fr", file)).body.preview as { importId: string };
      expect((await apply(viewer, importId)).status).toBe(403);
    });
  });

  describe("over HTTP, through the edge's body limit", () => {
    let server: LoopbackServer;

    beforeAll(async () => {
      const limitFor = uploadBodyLimit(sessionCookieName(context.auth));
      server = await serveOnLoopback((req, res) => {
        readPostedForm(req, limitFor(req))
          .then((posted) => {
            const request = new Request(`${BASE}${req.url}`, { method: "POST", headers: { Cookie: req.headers.cookie ?? "" } });
            return settle(() => importPage.action({ request, context: { ...context, posted }, params: {} } as never));
          })
          .then(
            (answer) => res.writeHead(answer.status).end(JSON.stringify(answer.body)),
            (error: unknown) => res.writeHead(error instanceof HttpError ? error.status : 500, { Connection: "close" }).end(),
          );
      });
    });
    afterAll(() => server?.close());

    /** A 50 MB upload, streamed until the server answers or cuts it off. */
    function postLarge(size: number) {
      const boundary = "----xliff";
      const head = Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="intent"\r\n\r\npreview\r\n--${boundary}\r\nContent-Disposition: form-data; name="language"\r\n\r\nfr\r\n--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.xlf"\r\nContent-Type: application/x-xliff+xml\r\n\r\n<xliff version="1.2">`,
      );
      const tail = Buffer.from(`</xliff>\r\n--${boundary}--\r\n`);
      const total = head.length + size + tail.length;
      return new Promise<{ status: number | "reset"; sent: number; total: number }>((resolve) => {
        let sent = 0;
        let answered = false;
        const finish = (status: number | "reset") => {
          if (!answered) resolve({ status, sent, total });
          answered = true;
        };
        const req = httpRequest(
          `${server.base}/admin/texts/import`,
          {
            method: "POST",
            headers: {
              "Content-Type": `multipart/form-data; boundary=${boundary}`,
              "Content-Length": total,
              Cookie: editor.cookie,
            },
          },
          (res) => {
            res.resume();
            finish(res.statusCode ?? 0);
          },
        );
        req.on("error", () => finish("reset"));
        req.write(head);
        sent = head.length;
        const chunk = Buffer.alloc(1024 * 1024, "<a>");
        const more = () => {
          while (sent < total - tail.length && !answered && !req.destroyed) {
            const piece = chunk.subarray(0, Math.min(chunk.length, total - tail.length - sent));
            sent += piece.length;
            if (!req.write(piece)) return void req.once("drain", more);
          }
          if (!answered && !req.destroyed) {
            sent += tail.length;
            req.end(tail);
          }
        };
        more();
      });
    }

    it("refuses a 50 MB file with 413 before reading it, and keeps serving", async () => {
      expect(TEXT_FILE_MAX_BYTES).toBe(MAX_UPLOAD_BYTES);
      const before = await stored();
      const { status, sent, total } = await postLarge(50 * 1024 * 1024);
      expect([413, "reset"]).toContain(status);
      expect(sent).toBeLessThan(total / 2);
      expect(await stored()).toEqual(before);
      // A file just within the body limit but over the file's bound: the form refuses it, 413.
      const { status: over } = await postLarge(UPLOAD_BODY_LIMIT_BYTES - 2048);
      expect(over).toBe(413);
    });
  });
});

/** Where a refusal's unit is in the file (a duplicate is the second of its id). */
function order(file: string, id: string, reason: string): number {
  const first = file.indexOf(`id="${id}"`);
  return reason === "duplicate" ? file.indexOf(`id="${id}"`, first + 1) : first;
}

describe("reading XLIFF", () => {
  it("decodes XML's entities and character references, CDATA and 1.2 segment marks, and keeps white space", () => {
    const reading = readXliff(
      `\uFEFF<?xml version="1.0"?><?xml-stylesheet href="x"?><!-- a comment --><xliff version="1.2"><file source-language="en-GB" target-language="fr_CA"><body><group><trans-unit id="a:b"><source>A &lt;b&gt; &amp; &#233;&#x20AC;</source><target><mrk mtype="seg" mid="1">Un  </mrk><![CDATA[<b>&amp;]]>\r\n&apos;ok&quot;</target></trans-unit></group></body></file></xliff>`,
    );
    expect(reading).toEqual({
      ok: true,
      version: "1.2",
      sourceLanguages: ["en-GB"],
      targetLanguages: ["fr_CA"],
      units: [{ id: "a:b", source: "A <b> & é€", target: "Un  <b>&amp;\n'ok\"" }],
    });
  });

  it("names the inline element of a unit, and reads a unit without target as untranslated", () => {
    const reading = readXliff(
      '<xliff version="1.2"><file><body><trans-unit id="a:b"><source>x</source><target>y<x id="1"/></target></trans-unit><trans-unit id="a:c"><source>x</source></trans-unit><trans-unit id="a:d"><target>y</target></trans-unit></body></file></xliff>',
    );
    expect(reading.ok && reading.units).toEqual([
      { id: "a:b", problem: { reason: "markup", element: "x" } },
      { id: "a:c", source: "x", target: undefined },
      { id: "a:d", problem: { reason: "malformed" } },
    ]);
  });

  it("refuses a 2.0 unit translated in part, and character references to what XML cannot hold", () => {
    const partial = readXliff(
      '<xliff version="2.0" srcLang="en" trgLang="fr"><file id="f"><unit id="a:b"><segment><source>One.</source><target>Un.</target></segment><segment><source>Two.</source></segment></unit></file></xliff>',
    );
    expect(partial.ok && partial.units).toEqual([{ id: "a:b", problem: { reason: "malformed" } }]);
    expect(
      readXliff('<xliff version="1.2"><file><body><trans-unit id="a"><source>&#0;</source></trans-unit></body></file></xliff>'),
    ).toEqual({
      ok: false,
      refusal: { reason: "notXml" },
    });
  });

  it("bounds the units and the elements of a file, counting the elements before parsing", () => {
    const unit = '<trans-unit id="a:b"><source>x</source></trans-unit>';
    const units = (count: number) => `<xliff version="1.2"><file><body>${unit.repeat(count)}</body></file></xliff>`;
    expect(readXliff(units(TEXT_FILE_MAX_UNITS)).ok).toBe(true);
    expect(readXliff(units(TEXT_FILE_MAX_UNITS + 1))).toEqual({
      ok: false,
      refusal: { reason: "tooManyUnits", max: TEXT_FILE_MAX_UNITS },
    });
    expect(readXliff(`<xliff version="1.2">${"<a/>".repeat(2 * TEXT_FILE_MAX_ELEMENTS + 1)}</xliff>`)).toEqual({
      ok: false,
      refusal: { reason: "tooManyElements", max: TEXT_FILE_MAX_ELEMENTS },
    });
  });

  it("reads UTF-8 strictly and UTF-16 by its byte-order mark", () => {
    const text = '<xliff version="1.2">é</xliff>';
    expect(decodeFileText(new TextEncoder().encode(text))).toBe(text);
    const utf16 = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, "utf16le")]);
    expect(decodeFileText(utf16)).toBe(text);
    expect(decodeFileText(Buffer.from([0x3c, 0xe9, 0x3e]))).toBeUndefined();
  });
});
