import { pageSeoLoader } from "~/.server/seo";
import { TalentServicePage } from "~/components/sections/services/TalentServicePage";
import { sharedPageHeaders } from "~/lib/cache-headers";
import type { RouteHandle } from "~/lib/route-handle";
import { seoMeta } from "~/lib/seo";
import type { Route } from "./+types/services.seasonal-talents";

export const handle: RouteHandle = { i18n: ["pages", "services", "servicePages"] };

export const loader = pageSeoLoader("seasonalTalents");

export const headers = sharedPageHeaders;

export const meta: Route.MetaFunction = ({ data }) => seoMeta(data?.seo);

export default function SeasonalTalentsPage() {
  return <TalentServicePage serviceId="seasonal-talents" />;
}
