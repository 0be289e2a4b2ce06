import type { AppLoadContext } from "react-router";
import { serverI18n } from "~/.server/i18n";
import { unprefixedPath } from "~/i18n/paths";
import { languageOfRequest } from "~/i18n/request-language.server";
import type { PageSeo } from "~/lib/seo";
import type { FaqEntryView } from "~/lib/site-content";
import { siteContent, siteTexts } from "./services/content";
import { getSiteName } from "./settings";

/** The loader of a page whose data is its SEO alone: `export const loader = pageSeoLoader("pricing")`. */
export const pageSeoLoader =
  (key: string) =>
  async ({ request, context }: { request: Request; context: AppLoadContext }) => ({
    seo: await loadPageSeo(request, context, key),
  });

/** A page's tags in the request's language, from `seo:<key>.title/.description` (a server-only namespace). */
export async function loadPageSeo(request: Request, context: AppLoadContext, key: string): Promise<PageSeo> {
  const language = languageOfRequest(request);
  const [i18n, siteName, { contact, socialLinks }] = await Promise.all([
    siteTexts(context.database).then((texts) => serverI18n(language, texts)),
    getSiteName(context.database.db),
    siteContent(context.database, language),
  ]);
  const t = i18n.getFixedT(language, "seo");
  return {
    title: `${t(`${key}.title`)} | ${siteName}`,
    description: t(`${key}.description`),
    language,
    path: unprefixedPath(new URL(request.url).pathname),
    origin: context.config.publicUrl,
    siteName,
    organization: {
      name: siteName,
      phone: contact.phone,
      email: contact.email,
      address: contact.address,
      sameAs: socialLinks.map((link) => link.url),
    },
  };
}

/** schema.org FAQPage from the pricing FAQ the page shows (rich results on /pricing). */
export function pricingFaqJsonLd(language: string, faq: FaqEntryView[]): object {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    inLanguage: language,
    mainEntity: faq.map((entry) => ({
      "@type": "Question",
      name: entry.question,
      acceptedAnswer: { "@type": "Answer", text: entry.answer },
    })),
  };
}
