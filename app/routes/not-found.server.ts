import { type AppLoadContext, data } from "react-router";
import { loadPageSeo } from "~/server/seo";

/**
 * Spec: an unknown path shows the home page. It answers 404 with noindex so crawlers keep one copy.
 * Shared by not-found.tsx and framework.$pillar.tsx (an unknown pillar). It lives in a `.server`
 * module because a route module strips only its own `loader`/`action`: exported from the route, it
 * kept `~/server/seo` (and so i18n/server.ts, which loads every dictionary) in the browser bundle,
 * where that fetched every namespace of every language (decision 0009).
 */
export async function notFoundLoader({ request, context }: { request: Request; context: AppLoadContext }) {
  const seo = await loadPageSeo(request, context, "home");
  // The same page for every unknown path (the page cache renders it once): it points at the home page.
  return data({ seo: { ...seo, path: "/", noindex: true }, notFound: true as const, pillar: undefined }, { status: 404 });
}
