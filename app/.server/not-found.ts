import { type AppLoadContext, data } from "react-router";
import { languageOfRequest } from "~/i18n/request-language.server";
import { homePageContent } from "./page-content";
import { loadPageSeo } from "./seo";
import { siteContent } from "./services/content";

/**
 * Spec: an unknown path shows the home page. It answers 404 with noindex so crawlers keep one copy,
 * and is the same page for every unknown path (the page cache renders it once): it points at the home page.
 * Shared by not-found.tsx and framework.$pillar.tsx (an unknown pillar), and server-only because a
 * route module strips only its own `loader`/`action`: exported from a route, it kept the server's
 * i18n (which loads every dictionary) in the browser bundle (decision 0009).
 */
export async function notFoundLoader({ request, context }: { request: Request; context: AppLoadContext }) {
  const [seo, content] = await Promise.all([
    loadPageSeo(request, context, "home"),
    siteContent(context.database, languageOfRequest(request)),
  ]);
  return data(
    { seo: { ...seo, path: "/", noindex: true }, notFound: true as const, pillar: undefined, home: homePageContent(content) },
    { status: 404 },
  );
}
