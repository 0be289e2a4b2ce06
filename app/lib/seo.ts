/**
 * Search-engine and social tags of a public page. Spanish and French versions live under /es/ and
 * /fr/ (docs/decisions/0004-language-urls.md); English, at the unprefixed path, is the x-default.
 */
import type { MetaDescriptor } from "react-router";
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from "~/i18n/languages";
import { localizePath } from "~/i18n/paths";

export interface Organization {
  name: string;
  phone: string;
  email: string;
  address: string;
  sameAs: string[];
}

export interface PageSeo {
  title: string;
  description: string;
  language: Language;
  /** The page's path in English (without language prefix or query). */
  path: string;
  /** PUBLIC_URL, without a trailing slash. */
  origin: string;
  siteName: string;
  organization: Organization;
  /** Duplicates (the home page shown for unknown paths, sign-in pages) stay out of search indexes. */
  noindex?: boolean;
  /** Further JSON-LD documents (e.g. FAQPage on /pricing). */
  structuredData?: object[];
}

const OG_LOCALES: Record<Language, string> = { en: "en_US", es: "es_ES", fr: "fr_FR" };
export const SOCIAL_IMAGE = { path: "/images/social-card.jpg", width: 1200, height: 630 };
export const LOGO_IMAGE = "/images/logo-512.png";

/** The absolute URL of a page in a language. */
export function localizedUrl(origin: string, path: string, language: Language): string {
  return `${origin}${localizePath(path, language)}`;
}

/** schema.org WebPage: the page itself, in its language, part of the site. */
function webPageJsonLd(seo: PageSeo, url: string): object {
  return {
    "@context": "https://schema.org",
    "@type": "WebPage",
    name: seo.title,
    description: seo.description,
    url,
    inLanguage: seo.language,
    isPartOf: { "@type": "WebSite", name: seo.siteName, url: localizedUrl(seo.origin, "/", seo.language) },
  };
}

export function organizationJsonLd(origin: string, organization: Organization): object {
  return {
    "@context": "https://schema.org",
    "@type": "EmploymentAgency",
    name: organization.name,
    url: `${origin}/`,
    logo: `${origin}${LOGO_IMAGE}`,
    image: `${origin}${SOCIAL_IMAGE.path}`,
    telephone: organization.phone,
    email: organization.email,
    address: {
      "@type": "PostalAddress",
      streetAddress: organization.address,
      addressLocality: "Bellevue",
      addressRegion: "WA",
      addressCountry: "US",
    },
    sameAs: organization.sameAs,
    areaServed: ["Africa", "North America", "Europe", "Asia"],
  };
}

export function seoMeta(seo: PageSeo | undefined): MetaDescriptor[] {
  if (!seo) return [];
  const canonical = localizedUrl(seo.origin, seo.path, seo.language);
  const image = `${seo.origin}${SOCIAL_IMAGE.path}`;
  const tags: MetaDescriptor[] = [
    { title: seo.title },
    { name: "description", content: seo.description },
    { tagName: "link", rel: "canonical", href: canonical },
    ...LANGUAGES.map((language) => ({
      tagName: "link",
      rel: "alternate",
      hrefLang: language,
      href: localizedUrl(seo.origin, seo.path, language),
    })),
    { tagName: "link", rel: "alternate", hrefLang: "x-default", href: localizedUrl(seo.origin, seo.path, DEFAULT_LANGUAGE) },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: seo.siteName },
    { property: "og:title", content: seo.title },
    { property: "og:description", content: seo.description },
    { property: "og:url", content: canonical },
    { property: "og:image", content: image },
    { property: "og:image:width", content: String(SOCIAL_IMAGE.width) },
    { property: "og:image:height", content: String(SOCIAL_IMAGE.height) },
    { property: "og:locale", content: OG_LOCALES[seo.language] },
    ...LANGUAGES.filter((language) => language !== seo.language).map((language) => ({
      property: "og:locale:alternate",
      content: OG_LOCALES[language],
    })),
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: seo.title },
    { name: "twitter:description", content: seo.description },
    { name: "twitter:image", content: image },
    { "script:ld+json": organizationJsonLd(seo.origin, seo.organization) },
    { "script:ld+json": webPageJsonLd(seo, canonical) },
    ...(seo.structuredData ?? []).map((document) => ({ "script:ld+json": document })),
  ];
  if (seo.noindex) tags.push({ name: "robots", content: "noindex" });
  return tags;
}
