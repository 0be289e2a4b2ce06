import type { AppLoadContext } from "react-router";
import { socialLinks } from "~/content/social";
import { unprefixedPath } from "~/i18n/paths";
import { languageOfRequest } from "~/i18n/request-language.server";
import { serverI18n } from "~/i18n/server";
import type { PageSeo } from "~/lib/seo";
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
  const [i18n, siteName] = await Promise.all([serverI18n(language), getSiteName(context.database.db)]);
  const t = i18n.getFixedT(language, "seo");
  const { contact } = context.config.public;
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
      sameAs: Object.values(socialLinks),
    },
  };
}

/** schema.org FAQPage from the pricing FAQ, in the request's language (rich results on /pricing). */
export async function pricingFaqJsonLd(request: Request, faqIds: string[]): Promise<object> {
  const language = languageOfRequest(request);
  const t = (await serverI18n(language)).getFixedT(language, "pricing");
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    inLanguage: language,
    mainEntity: faqIds.map((id) => ({
      "@type": "Question",
      name: t(`faq.${id}.question`),
      acceptedAnswer: { "@type": "Answer", text: t(`faq.${id}.answer`) },
    })),
  };
}
