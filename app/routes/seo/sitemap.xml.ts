import { openingsForSitemap } from "~/.server/careers-pages";
import { publicPages } from "~/content/pages";
import { LANGUAGES } from "~/i18n/languages";
import { escapeMarkup } from "~/lib/escape-markup";
import { localizedUrl } from "~/lib/seo";
import type { Route } from "./+types/sitemap.xml";

/** A page beyond the fixed ones (an open job opening), with its last change. */
export interface SitemapEntry {
  path: string;
  lastModified?: string;
}

/**
 * Every public page and every open opening (decision 0032) in every language, each listing all
 * its alternates (hreflang in sitemaps); an opening says when it last changed.
 */
export function sitemapXml(origin: string, openings: SitemapEntry[] = []): string {
  const entries: SitemapEntry[] = [...publicPages, ...openings];
  const urls = entries.flatMap((page) => {
    const alternates = [
      ...LANGUAGES.map(
        (language) =>
          `<xhtml:link rel="alternate" hreflang="${language}" href="${escapeMarkup(localizedUrl(origin, page.path, language))}"/>`,
      ),
      `<xhtml:link rel="alternate" hreflang="x-default" href="${escapeMarkup(localizedUrl(origin, page.path, "en"))}"/>`,
    ].join("");
    const lastModified = page.lastModified ? `<lastmod>${escapeMarkup(page.lastModified)}</lastmod>` : "";
    return LANGUAGES.map(
      (language) =>
        `<url><loc>${escapeMarkup(localizedUrl(origin, page.path, language))}</loc>${lastModified}${alternates}</url>`,
    );
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join("\n")}\n</urlset>\n`;
}

export async function loader({ context }: Route.LoaderArgs) {
  return new Response(sitemapXml(context.config.publicUrl, await openingsForSitemap(context)), {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
