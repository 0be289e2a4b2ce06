import { lazy } from "react";
import { useTranslation } from "react-i18next";
import { data } from "react-router";
import { notFoundLoader } from "~/.server/not-found";
import { loadPageSeo } from "~/.server/seo";
import { PageIntro } from "~/components/sections/PageIntro";
import { CtaBand } from "~/components/sections/services/CtaBand";
import { FrameworkPillarSections, OtherPillars } from "~/components/sections/services/FrameworkPillarSections";
import { type FrameworkPillarId, isFrameworkPillar } from "~/content/framework";
import { HOME_PAGE_HANDLE, type RouteHandle } from "~/lib/route-handle";
import type { Route } from "./+types/framework.$pillar";

/**
 * What an unknown pillar shows (the home page), loaded only then: the six pillar pages do not carry
 * the home page's code (decision 0009). The server waits for it before answering; the browser
 * keeps the server's HTML until it arrives.
 */
const HomeAsNotFound = lazy(() =>
  import("~/components/sections/company/HomePageSections").then((module) => ({ default: module.HomePageSections })),
);

export { headers, meta } from "~/lib/public-page";

/** An unknown pillar shows the home page, and then reads the home page's namespaces instead. */
export const handle: RouteHandle = {
  i18n: (loaderData) =>
    ((loaderData as { notFound?: boolean } | undefined)?.notFound
      ? HOME_PAGE_HANDLE.i18n
      : ["pages", "services", "framework"]) as string[],
};

export async function loader(args: Route.LoaderArgs) {
  const { pillar } = args.params;
  if (!isFrameworkPillar(pillar)) return notFoundLoader(args);
  return data({ seo: await loadPageSeo(args.request, args.context, `framework.${pillar}`), pillar, notFound: false as const });
}

function PillarPage({ pillar }: { pillar: FrameworkPillarId }) {
  const { t } = useTranslation("framework");
  return (
    <>
      <PageIntro page={`framework.${pillar}`} />
      <FrameworkPillarSections pillar={pillar} />
      <CtaBand id="pillar-cta-heading" t={t} keys="cta" primary="getStarted" secondaryTo="/our-approach" />
      <OtherPillars pillar={pillar} />
    </>
  );
}

export default function FrameworkPillarPage({ loaderData }: Route.ComponentProps) {
  if (loaderData.notFound) return <HomeAsNotFound content={loaderData.home} />;
  return <PillarPage pillar={loaderData.pillar} />;
}
