/**
 * Everything the public pages show of the editable content, in one language, with English where a
 * translation is empty and hidden items left out. Kept in memory per database handle and language,
 * and dropped when the content version changes (a write here at once; a write on another instance
 * when this one next looks, at most every 2 s, the page cache's own bound: decision 0008).
 */
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from "~/i18n/languages";
import { translatedFieldsOf } from "~/lib/content-kinds";
import { type ImageSources, imageSources } from "~/lib/media/image-sources";
import type {
  ClientView,
  FaqEntryView,
  ShownImage,
  SiteContent,
  StatisticView,
  TeamMemberView,
  TestimonialView,
} from "~/lib/site-content";
import type { Database, DB } from "../../db";
import { type CachedContent, CONTENT_CHECK_MS, caches } from "./cache";
import { imageById } from "./images";
import { type ContentKind, type ContentRow, contentDb, imageSource, KINDS } from "./kinds";
import { readSiteDetails, shownSiteDetails } from "./site-details";
import { inLanguage, parseTranslations } from "./translations";
import { readContentVersion } from "./version";

export { CONTENT_CHECK_MS, forgetSiteContent } from "./cache";

export async function siteContent(database: Database, language: Language, now = Date.now()): Promise<SiteContent> {
  let cached = caches.get(database);
  if (cached && now - cached.checkedAt >= CONTENT_CHECK_MS) {
    cached.checkedAt = now;
    const version = await readContentVersion(database.db);
    if (version !== cached.version) {
      caches.delete(database);
      cached = undefined;
    }
  }
  const hit = cached?.byLanguage.get(language);
  if (hit) return hit;
  const entry: CachedContent = cached ?? { version: "", checkedAt: now, byLanguage: new Map() };
  caches.set(database, entry);
  entry.loading ??= readAll(database.db).then(({ version, content }) => {
    entry.version = version;
    for (const lang of LANGUAGES) entry.byLanguage.set(lang, content[lang]);
    entry.loading = undefined;
    return content;
  });
  try {
    return (await entry.loading)[language];
  } catch (error) {
    caches.delete(database);
    throw error;
  }
}

/** The uploaded images the rows show, by id, as the attributes of an `<img>` (decision 0012). */
async function uploadedImages(db: DB, rows: ContentRow[]): Promise<Map<number, ImageSources>> {
  const ids = [...new Set(rows.map((row) => row.image_id).filter((id): id is number => id != null))].map(Number);
  const found = new Map<number, ImageSources>();
  for (const id of ids) {
    const image = await imageById({ db }, id);
    if (image && image.variants.length > 0) found.set(id, imageSources(image));
  }
  return found;
}

/** The company's contact details as staff keep them (emails print them too), from the same cache. */
export async function contactDetails(database: Database): Promise<SiteContent["contact"]> {
  return (await siteContent(database, DEFAULT_LANGUAGE)).contact;
}

/** Reads the version first: the content read after it is at least as new, never older. */
async function readAll(db: DB): Promise<{ version: string; content: Record<Language, SiteContent> }> {
  const version = await readContentVersion(db);
  const [team, testimonials, clients, statistics, faq, details] = await Promise.all([
    shownRows(db, "team"),
    shownRows(db, "testimonials"),
    shownRows(db, "clients"),
    shownRows(db, "statistics"),
    shownRows(db, "faq"),
    readSiteDetails(db),
  ]);
  const site = shownSiteDetails(details);
  const uploaded = await uploadedImages(db, [...team, ...testimonials, ...clients]);
  /** A row's picture: its uploaded image (with its widths) or its static art; none when it has neither. */
  const picture = (row: ContentRow, alt: string): ShownImage | null => {
    const upload = row.image_id == null ? undefined : uploaded.get(Number(row.image_id));
    if (upload) return { src: upload.src, srcSet: upload.srcSet || undefined, width: upload.width, height: upload.height, alt };
    const src = imageSource(row);
    return src ? { src, alt } : null;
  };
  const inEach = (language: Language): SiteContent => {
    const text = (row: ContentRow, kind: ContentKind) => {
      const translations = parseTranslations(row.translations, translatedFieldsOf(kind));
      return (field: string) => inLanguage(translations, language, field);
    };
    return {
      ...site,
      team: team.map((row): TeamMemberView => {
        const t = text(row, "team");
        return {
          id: row.id,
          name: String(row.name),
          position: t("position"),
          bio: t("bio"),
          photo: picture(row, t("photoAlt")),
          linkedinUrl: (row.linkedin_url as string | null) ?? null,
        };
      }),
      testimonials: testimonials.map((row): TestimonialView => {
        const t = text(row, "testimonials");
        return {
          id: row.id,
          quote: t("quote"),
          author: t("author"),
          position: t("position"),
          location: t("location"),
          image: picture(row, ""),
        };
      }),
      clients: clients.map((row): ClientView => {
        const t = text(row, "clients");
        const name = String(row.name);
        return {
          id: row.id,
          name,
          description: t("description"),
          // A logo says the brand's name: its alternative text is the name in every language.
          logo: picture(row, name),
          websiteUrl: (row.website_url as string | null) ?? null,
          onHome: row.on_home === 1 || row.on_home === true,
        };
      }),
      statistics: statistics.map((row): StatisticView => {
        const t = text(row, "statistics");
        return { id: row.id, value: t("value"), label: t("label"), description: t("description") };
      }),
      faq: faq.map((row): FaqEntryView => {
        const t = text(row, "faq");
        return { id: row.id, question: t("question"), answer: t("answer") };
      }),
    };
  };
  return {
    version,
    content: Object.fromEntries(LANGUAGES.map((language) => [language, inEach(language)])) as Record<Language, SiteContent>,
  };
}

function shownRows(db: DB, kind: ContentKind): Promise<ContentRow[]> {
  return contentDb(db)
    .selectFrom(KINDS[kind].table)
    .selectAll()
    .where("hidden", "=", 0)
    .orderBy("sort_order")
    .orderBy("id")
    .execute() as Promise<ContentRow[]>;
}
