import { lazy } from "react";
import { openingPageData } from "~/.server/careers-pages";
import { OpeningDetails } from "~/components/careers/OpeningDetails";
import { HOME_PAGE_HANDLE, type RouteHandle } from "~/lib/route-handle";
import type { Route } from "./+types/careers.$opening";

/** What an unknown opening shows (the site's 404: the home page), loaded only then, as framework.$pillar.tsx does. */
const HomeAsNotFound = lazy(() =>
  import("~/components/sections/company/HomePageSections").then((module) => ({ default: module.HomePageSections })),
);

export { headers, meta } from "~/lib/public-page";

export const handle: RouteHandle = {
  i18n: (loaderData) =>
    ((loaderData as { notFound?: boolean } | undefined)?.notFound
      ? HOME_PAGE_HANDLE.i18n
      : ["pages", "careers", "services", "markets", "apply"]) as string[],
};

export const loader = (args: Route.LoaderArgs) => openingPageData(args);

export default function OpeningPage({ loaderData }: Route.ComponentProps) {
  if (loaderData.notFound) return <HomeAsNotFound content={loaderData.home} />;
  return <OpeningDetails opening={loaderData.opening} open={loaderData.open} similar={loaderData.similar} />;
}
