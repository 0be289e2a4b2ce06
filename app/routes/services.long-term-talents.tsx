import { pageSeoLoader } from "~/.server/seo";
import { TalentServicePage } from "~/components/sections/services/TalentServicePage";
import type { RouteHandle } from "~/lib/route-handle";

export { headers, meta } from "~/lib/public-page";

export const handle: RouteHandle = { i18n: ["pages", "services", "servicePages"] };

export const loader = pageSeoLoader("longTermTalents");

export default function LongTermTalentsPage() {
  return <TalentServicePage serviceId="long-term-talents" />;
}
