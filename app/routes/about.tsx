import type { ShouldRevalidateFunctionArgs } from "react-router";
import { contentPageLoader } from "~/.server/page-content";
import { AboutTabs } from "~/components/sections/company/AboutTabs";
import { MissionVisionSection } from "~/components/sections/company/MissionVisionSection";
import { TeamSection } from "~/components/sections/company/TeamSection";
import { ValuesSection } from "~/components/sections/company/ValuesSection";
import { WhoWeAreSection } from "~/components/sections/company/WhoWeAreSection";
import { PageIntro } from "~/components/sections/PageIntro";
import type { RouteHandle } from "~/lib/route-handle";
import type { Route } from "./+types/about";

export { headers, meta } from "~/lib/public-page";

export const handle: RouteHandle = { i18n: ["pages", "about"] };

export const loader = contentPageLoader("about", ({ team }) => ({ team }));

/** Switching tabs (?tab=) changes nothing the loader returns: no need to ask the server again. */
export function shouldRevalidate({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  const withoutTab = (url: URL) => {
    const params = new URLSearchParams(url.searchParams);
    params.delete("tab");
    return `${url.pathname}?${params.toString()}`;
  };
  if (!formMethod && withoutTab(currentUrl) === withoutTab(nextUrl)) return false;
  return defaultShouldRevalidate;
}

/** docs/product.md section 2: About, with tabs for about, mission, values and team (the tab lives in the URL). */
export default function AboutPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageIntro page="about" />
      <AboutTabs
        panels={{
          about: <WhoWeAreSection />,
          mission: <MissionVisionSection />,
          values: <ValuesSection />,
          team: <TeamSection members={loaderData.team} />,
        }}
      />
    </>
  );
}
