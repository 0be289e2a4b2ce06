import { data } from "react-router";
import { sharedPageHeaders } from "~/lib/cache-headers";
import type { RouteHandle } from "~/lib/route-handle";
import { seoMeta } from "~/lib/seo";
import { loadPageSeo } from "~/server/seo";
import type { Route } from "./+types/not-found";
import HomePage, { handle as homeHandle } from "./home";

/** The home page shows here, with the home page's dictionaries. */
export const handle: RouteHandle = homeHandle;

/** Spec: an unknown path shows the home page. It answers 404 with noindex so crawlers keep one copy. */
export async function notFoundLoader({ request, context }: { request: Request; context: Route.LoaderArgs["context"] }) {
  const seo = await loadPageSeo(request, context, "home");
  // The same page for every unknown path (the page cache renders it once): it points at the home page.
  return data({ seo: { ...seo, path: "/", noindex: true }, notFound: true as const, pillar: undefined }, { status: 404 });
}

export const loader = (args: Route.LoaderArgs) => notFoundLoader(args);

export const headers = sharedPageHeaders;

export const meta: Route.MetaFunction = ({ data }) => seoMeta(data?.seo);

export const HomeAsNotFound = HomePage;

export default function NotFoundPage() {
  return <HomeAsNotFound />;
}
