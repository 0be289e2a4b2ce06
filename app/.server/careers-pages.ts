/**
 * What the careers pages load (decision 0032): the open openings with the filters of the address,
 * one opening's page in a language (its wrong spellings redirected, a closed or expired one kept
 * out of search indexes and pointing to similar ones, decision 0033), and the feeds. Server-only,
 * so the route modules stay a loader and a view and no dictionary reaches the browser.
 */
import { type AppLoadContext, data, redirect } from "react-router";
import type { Language } from "~/i18n/languages";
import { localizePath } from "~/i18n/paths";
import { languageOfRequest } from "~/i18n/request-language.server";
import {
  CAREERS_PATH,
  careersFeedPath,
  cityName,
  type Opening,
  type OpeningCardData,
  openingIdOf,
  openingPath,
  readCareersFilter,
} from "~/lib/careers";
import { localizedUrl } from "~/lib/seo";
import { serverI18n } from "./i18n";
import { notFoundLoader } from "./not-found";
import { loadPageSeo } from "./seo";
import {
  careersFeedXml,
  descriptionHtml,
  getPublicOpening,
  isOpen,
  jobPostingJsonLd,
  listOpenOpenings,
  openingText,
  openOpeningsForIndex,
  renderOpeningParts,
  similarOpenings,
} from "./services/careers";
import { siteTexts } from "./services/content";
import { getSiteName } from "./settings";

function cardOf(opening: Opening, language: Language): OpeningCardData {
  const text = openingText(opening, language);
  return {
    id: opening.id,
    reference: opening.reference,
    path: openingPath(opening.id, opening.content.en.title),
    title: text.title,
    titleLanguage: text.language,
    position: opening.position,
    placement: opening.placement,
    country: opening.country,
    city: opening.city,
    startDate: opening.startDate,
    closesOn: opening.closesOn,
    pay: opening.pay,
    housing: opening.housing,
    meals: opening.meals,
    transport: opening.transport,
  };
}

/** /careers: the open openings the address's filters leave. */
export async function careersPageData({ request, context }: { request: Request; context: AppLoadContext }) {
  const language = languageOfRequest(request);
  const filter = readCareersFilter(new URL(request.url).searchParams);
  const [seo, openings] = await Promise.all([
    loadPageSeo(request, context, "careers"),
    listOpenOpenings(context.database, filter),
  ]);
  return {
    // Filtered lists are the careers page's variations: one canonical address, without the query.
    seo: { ...seo, path: CAREERS_PATH },
    filter,
    openings: openings.map((opening) => cardOf(opening, language)),
    feed: careersFeedPath(language),
  };
}

/** A description for search results and link previews: the first words of the opening's description. */
function summaryOf(markdown: string): string {
  const plain = markdown
    .replace(/[#>*_`~[\]()!|]+/g, " ")
    .replace(/(^|\s)[-+]\s/g, " ")
    .replace(/\s+/g, " ")
    .trim();
  return plain.length > 160 ? `${plain.slice(0, 157).trimEnd()}…` : plain;
}

/**
 * /careers/<id>-<slug>: the opening in the page's language. An unknown id (or a draft) is the
 * site's 404; another slug redirects for good to the right one; a closed or expired opening is
 * answered 410 with noindex and without its JobPosting, and lists similar open ones (decision 0033).
 */
export async function openingPageData({
  request,
  context,
  params,
}: {
  request: Request;
  context: AppLoadContext;
  params: { opening?: string };
}) {
  const id = openingIdOf(params.opening);
  const opening = id === undefined ? undefined : await getPublicOpening(context.database, id);
  if (!opening) return notFoundLoader({ request, context });
  const language = languageOfRequest(request);
  const path = openingPath(opening.id, opening.content.en.title);
  if (`${CAREERS_PATH}/${params.opening}` !== path) throw redirect(localizePath(path, language), 301);

  const open = isOpen(opening);
  const text = openingText(opening, language);
  const [seo, similar, i18n, siteName] = await Promise.all([
    loadPageSeo(request, context, "careers"),
    open ? Promise.resolve([]) : similarOpenings(context.database, opening),
    siteTexts(context.database).then((texts) => serverI18n(language, texts)),
    getSiteName(context.database.db),
  ]);
  const t = i18n.getFixedT(language, "careers");
  const html = renderOpeningParts(text);
  const url = localizedUrl(context.config.publicUrl, path, language);
  const structuredData = open
    ? [
        jobPostingJsonLd(
          opening,
          text,
          descriptionHtml(html, { duties: t("opening.duties"), requirements: t("opening.requirements") }),
          { origin: context.config.publicUrl, siteName, url },
        ),
      ]
    : [];
  return data(
    {
      notFound: false as const,
      seo: {
        ...seo,
        title: `${text.title} | ${siteName}`,
        description: summaryOf(text.description),
        path,
        structuredData,
        ...(open ? {} : { noindex: true }),
      },
      open,
      opening: {
        ...cardOf(opening, language),
        employerName: opening.employerName,
        employerDescription: text.employerDescription,
        textLanguage: text.language,
        seasonEnd: opening.seasonEnd,
        peopleWanted: opening.peopleWanted,
        html,
      },
      similar: similar.map((entry) => cardOf(entry, language)),
    },
    { status: open ? 200 : 410 },
  );
}

/** The RSS feed of the open openings in the request's language. */
export async function careersFeed({ request, context }: { request: Request; context: AppLoadContext }): Promise<Response> {
  const language = languageOfRequest(request);
  const origin = context.config.publicUrl;
  const [openings, i18n] = await Promise.all([
    openOpeningsForIndex(context.database),
    siteTexts(context.database).then((texts) => serverI18n(language, texts)),
  ]);
  const t = i18n.getFixedT(language, ["careers", "services", "markets"]);
  const xml = careersFeedXml(
    {
      title: t("careers:feed.title"),
      description: t("careers:feed.description"),
      link: localizedUrl(origin, CAREERS_PATH, language),
      self: `${origin}${careersFeedPath(language)}`,
      language,
    },
    openings.map((opening) => ({
      title: openingText(opening, language).title,
      link: localizedUrl(origin, openingPath(opening.id, opening.content.en.title), language),
      summary: t("careers:feed.item", {
        position: t(`services:positions.${opening.position}.title`),
        place: `${cityName(opening.country, opening.city)}, ${t(`markets:countries.${opening.country}`)}`,
        kind: t(`careers:placements.${opening.placement}`),
        closesOn: opening.closesOn,
        reference: opening.reference,
      }),
      published: opening.publishedAt ?? opening.updatedAt,
    })),
  );
  return new Response(xml, {
    headers: { "Content-Type": "application/rss+xml; charset=utf-8", "Cache-Control": "public, max-age=600" },
  });
}

/** The sitemap's entries of the open openings: each with its last change. */
export async function openingsForSitemap(context: AppLoadContext) {
  const openings = await openOpeningsForIndex(context.database);
  return openings.map((opening) => ({
    path: openingPath(opening.id, opening.content.en.title),
    lastModified: opening.updatedAt,
  }));
}
