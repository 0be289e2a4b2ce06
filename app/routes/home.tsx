import { contentPageLoader, homePageContent } from "~/.server/page-content";
import { HomePageSections } from "~/components/sections/company/HomePageSections";
import { HOME_PAGE_HANDLE, type RouteHandle } from "~/lib/route-handle";
import type { Route } from "./+types/home";

export { headers, meta } from "~/lib/public-page";

export const handle: RouteHandle = HOME_PAGE_HANDLE;

export const loader = contentPageLoader("home", homePageContent);

export default function HomePage({ loaderData }: Route.ComponentProps) {
  return <HomePageSections content={loaderData} />;
}
