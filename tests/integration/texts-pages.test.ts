/**
 * Staff's texts in the documents the production build serves (decision 0017): a page whose
 * language has changes names them on <html> (`data-i18n-changes`) for the browser's later loads, and
 * embeds exactly the dictionaries the server rendered with, overrides included, so hydration finds
 * the same text; a language without changes carries no trace of them. Hostile text stays text in
 * the page and in its embedded JSON. A change reaches the server's page cache through the content
 * version. Needs `npm run build` first (npm test builds).
 */
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Database, migrateToLatest, openDatabase } from "~/.server/db";
import { writeTexts } from "~/.server/services/content/texts/editing";
import { shippedTexts } from "~/.server/services/content/texts/shipped";
import { shownDictionary, siteTexts } from "~/.server/services/content/texts/site-texts";
import { I18N_RESOURCES_ID } from "~/components/I18nResources";
import type { Language } from "~/i18n/languages";
import { TEST_ACTOR } from "../support/audit";
import { type ServerProcess, startServerProcess } from "../support/server-process";
import { until } from "../support/until";

const TITLE = "Elija su plan, sin rodeos";
/** No tag the English lacks (`<img` is never closed), so it is accepted: it must stay text everywhere. */
const HOSTILE = 'El más elegido </script <img src=x onerror=alert(1)// "javascript:alert(1)"';

function attribute(html: string, name: string): string | undefined {
  return new RegExp(`<html[^>]*\\s${name}="([^"]*)"`).exec(html)?.[1]?.replace(/&quot;/g, '"');
}

function embedded(html: string): Record<string, unknown> {
  const json = new RegExp(`<script type="application/json" id="${I18N_RESOURCES_ID}">(.*?)</script>`, "s").exec(html)?.[1];
  if (json === undefined) throw new Error("the page embeds no dictionaries");
  return JSON.parse(json) as Record<string, unknown>;
}

describe("staff's texts in the served pages", () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), "texts-pages-"));
  let database: Database;
  let server: ServerProcess;
  const page = async (target: string) => {
    const response = await fetch(`${server.base}${target}`);
    expect(response.status, target).toBe(200);
    return response.text();
  };

  beforeAll(async () => {
    // Written before the server starts, through the service, into the database the server opens.
    database = openDatabase({ url: `sqlite:${path.join(dataDir, "app.db")}` });
    await migrateToLatest(database);
    const saved = await writeTexts(
      database,
      TEST_ACTOR,
      [
        { namespace: "pricing", key: "plansSection.title", language: "es", value: TITLE },
        { namespace: "pricing", key: "mostPopular", language: "es", value: HOSTILE },
        { namespace: "email", key: "newsletter.subject", language: "es", value: "Boletín de {{siteName}}" },
      ],
      "text.update",
    );
    expect(saved).toEqual({ ok: true, changed: 3 });
    server = await startServerProcess({ LOG_LEVEL: "warn" }, { dataDir });
  }, 60_000);
  afterAll(async () => {
    await server?.stop();
    await database?.close();
  });

  it("names the changed namespaces on a page of that language and embeds what it rendered with", async () => {
    const html = await page("/es/pricing");
    const texts = await siteTexts(database);
    expect(attribute(html, "data-i18n-changes")).toBe(`${texts.version}:email,pricing`);
    expect(html).toContain(`>${TITLE}<`);
    const namespaces = attribute(html, "data-i18n-namespaces")?.split(",") ?? [];
    expect(namespaces).toContain("pricing");
    expect(namespaces).not.toContain("email");
    // The page's namespaces only, each exactly as the server's instance holds it: no hydration mismatch.
    const bundles = embedded(html);
    expect(Object.keys(bundles).sort()).toEqual([...namespaces].sort());
    for (const namespace of namespaces) expect(bundles[namespace], namespace).toEqual(shownDictionary(texts, "es", namespace));
    expect(bundles.pricing).toMatchObject({ plansSection: { title: TITLE }, mostPopular: HOSTILE });
  });

  it("keeps hostile text as text in the page and in its embedded JSON", async () => {
    const html = await page("/es/pricing");
    expect(html).not.toContain("</script <img");
    expect(html).not.toContain("<img src=x");
    expect(html).toContain("&lt;/script &lt;img src=x onerror=alert(1)// &quot;javascript:alert(1)&quot;");
    expect((embedded(html).pricing as { mostPopular: string }).mostPopular).toBe(HOSTILE);
  });

  it("leaves no trace of changes on a language that has none", async () => {
    for (const [target, language] of [
      ["/fr/pricing", "fr"],
      ["/pricing", "en"],
    ] as const) {
      const html = await page(target);
      expect(attribute(html, "data-i18n-changes"), target).toBeUndefined();
      const bundles = embedded(html);
      expect(bundles.pricing, target).toEqual(shownDictionary(await siteTexts(database), language as Language, "pricing"));
      expect(JSON.stringify(bundles), target).not.toContain(TITLE);
    }
  });

  it("answers the browser's later load of a changed namespace, kept for good at the current version", async () => {
    const { version } = await siteTexts(database);
    const response = await fetch(`${server.base}/api/texts/es/pricing?v=${encodeURIComponent(version)}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(await response.json()).toEqual({ values: { "plansSection.title": TITLE, mostPopular: HOSTILE } });
    expect((await fetch(`${server.base}/api/texts/xx/pricing`)).status).toBe(404);
    expect((await fetch(`${server.base}/api/texts/es/nothing-here`)).status).toBe(404);
  });

  it("shows a change made elsewhere on the server's cached page once its page cache sees the new version", async () => {
    await page("/es/pricing");
    expect(await page("/es/pricing")).toContain(TITLE);
    const shipped = shippedTexts.byName.get("pricing:plansSection.title")?.text.es as string;
    // Another instance restores the shipped text; this server follows within its check (2 s).
    await writeTexts(
      database,
      TEST_ACTOR,
      [{ namespace: "pricing", key: "plansSection.title", language: "es", value: null }],
      "text.restore",
    );
    await until(async () => (await page("/es/pricing")).includes(`>${shipped}<`), 15_000, "the shipped title on /es/pricing");
    const html = await page("/es/pricing");
    expect(html).not.toContain(TITLE);
    expect(attribute(html, "data-i18n-changes")).toBe(`${(await siteTexts(database)).version}:email,pricing`);
  });
});
