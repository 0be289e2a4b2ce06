import { sharedPageHeaders } from "~/lib/cache-headers";
import type { RouteHandle } from "~/lib/route-handle";
import { seoMeta } from "~/lib/seo";
import type { Route } from "./+types/not-found";
import HomePage, { handle as homeHandle } from "./home";
import { notFoundLoader } from "./not-found.server";

/** The home page shows here, with the home page's dictionaries. */
export const handle: RouteHandle = homeHandle;

export const loader = (args: Route.LoaderArgs) => notFoundLoader(args);

export const headers = sharedPageHeaders;

export const meta: Route.MetaFunction = ({ data }) => seoMeta(data?.seo);

export const HomeAsNotFound = HomePage;

export default function NotFoundPage() {
  return <HomeAsNotFound />;
}
