import { notFoundLoader } from "~/.server/not-found";
import { HomePageSections } from "~/components/sections/company/HomePageSections";
import { HOME_PAGE_HANDLE, type RouteHandle } from "~/lib/route-handle";
import type { Route } from "./+types/not-found";

export { headers, meta } from "~/lib/public-page";

/** Spec: an unknown path shows the home page, with the home page's dictionaries (answered 404, noindex). */
export const handle: RouteHandle = HOME_PAGE_HANDLE;

export const loader = (args: Route.LoaderArgs) => notFoundLoader(args);

export default function NotFoundPage({ loaderData }: Route.ComponentProps) {
  return <HomePageSections content={loaderData.home} />;
}
