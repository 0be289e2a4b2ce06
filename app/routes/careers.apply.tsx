import { lazy } from "react";
import { useActionData } from "react-router";
import { applyAction, applyPageData } from "~/.server/careers-apply";
import { type ApplyAnswer, ApplyPage } from "~/components/careers/apply/ApplyPage";
import { OpeningDetails } from "~/components/careers/OpeningDetails";
import { HOME_PAGE_HANDLE, type RouteHandle } from "~/lib/route-handle";
import type { Route } from "./+types/careers.apply";

/**
 * Applying (decision 0035): `/careers/apply` (the talent pool) and `/careers/<opening>/apply`
 * share this module. An unknown opening shows the site's 404 (the home page), a closed one its
 * closed page, as the opening's own address does.
 */
const HomeAsNotFound = lazy(() =>
  import("~/components/sections/company/HomePageSections").then((module) => ({ default: module.HomePageSections })),
);

export { headers, meta } from "~/lib/public-page";

export const handle: RouteHandle = {
  i18n: (loaderData) =>
    ((loaderData as { notFound?: boolean } | undefined)?.notFound
      ? HOME_PAGE_HANDLE.i18n
      : ["pages", "careers", "services", "markets", "apply", "cv"]) as string[],
};

export const loader = (args: Route.LoaderArgs) => applyPageData(args);

/** Works without JavaScript: a multipart post answered with the result page, or the form and its messages. */
export const action = (args: Route.ActionArgs) => applyAction(args);

export default function ApplyRoute({ loaderData }: Route.ComponentProps) {
  const answer = useActionData<typeof action>() as ApplyAnswer | undefined;
  if (loaderData.notFound) return <HomeAsNotFound content={loaderData.home} />;
  if ("similar" in loaderData) {
    return <OpeningDetails opening={loaderData.opening} open={loaderData.open} similar={loaderData.similar} />;
  }
  return (
    <ApplyPage
      opening={loaderData.opening}
      questions={loaderData.questions}
      today={loaderData.today}
      retention={loaderData.retention}
      answer={answer}
    />
  );
}
