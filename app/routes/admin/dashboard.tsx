import { useId } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { requireLoader } from "~/.server/auth/guard";
import { dashboardFigures, lastDays, QUICK_RANGE_DAYS, readDayRange } from "~/.server/services/analytics";
import { privacyRequestsNearDeadline } from "~/.server/services/privacy";
import { requestFigures } from "~/.server/services/requests";
import { AdminPageHeader } from "~/components/admin/AdminPageHeader";
import { ClicksPanel } from "~/components/admin/dashboard/ClicksPanel";
import { FilteredTrafficPanel } from "~/components/admin/dashboard/FilteredTrafficPanel";
import { Overview } from "~/components/admin/dashboard/Overview";
import { RangeForm } from "~/components/admin/dashboard/RangeForm";
import { RecentActivity } from "~/components/admin/dashboard/RecentActivity";
import { RequestsPanel } from "~/components/admin/dashboard/RequestsPanel";
import { TopTables } from "~/components/admin/dashboard/TopTables";
import { Section } from "~/components/admin/dashboard/ui";
import { linkClass, surfaceClass } from "~/components/admin/list/styles";
import { PrivacyDeadlineNotice } from "~/components/admin/privacy/PrivacyDeadlineNotice";
import { can } from "~/lib/admin/permissions";
import type { RouteHandle } from "~/lib/route-handle";
import { trafficQuery } from "~/lib/traffic/model";
import type { Route } from "./+types/dashboard";

/**
 * `admin-records`, `admin-requests`, `contact` and `pricing` word the staff requests' figures (decision 0038);
 * `admin-privacy` the privacy requests near their deadline (decision 0041).
 */
export const handle: RouteHandle = {
  i18n: ["admin", "admin-dashboard", "admin-records", "admin-requests", "contact", "pricing", "admin-privacy"],
};

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireLoader(request, context, "routes/admin/dashboard.tsx");
  const selection = readDayRange(new URL(request.url).searchParams);
  const [figures, requests, privacyDeadlines] = await Promise.all([
    dashboardFigures(context.database, selection.range),
    // The requests' figures name clients and staff: only for those who may read the requests.
    can(user.role, "partnerships.view") ? requestFigures(context.database, user.id) : null,
    // Only those who answer privacy requests are told they are due (decision 0041).
    can(user.role, "privacy.manage") ? privacyRequestsNearDeadline(context.database) : null,
  ]);
  return {
    selection,
    quickRanges: QUICK_RANGE_DAYS.map((days) => ({ days, ...lastDays(selection.today, days) })),
    figures,
    requests,
    privacyDeadlines,
    access: {
      messages: can(user.role, "messages.view"),
      partnerships: can(user.role, "partnerships.view"),
      subscribers: can(user.role, "subscribers.view"),
      openings: can(user.role, "openings.view"),
      applications: can(user.role, "candidates.view"),
    },
    canSeeTraffic: can(user.role, "traffic.view"),
  };
}

export default function AdminDashboardPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("admin-dashboard");
  const { selection, quickRanges, figures, requests, privacyDeadlines, access, canSeeTraffic } = loaderData;
  const clicksId = useId();
  return (
    <>
      <AdminPageHeader title={t("admin:sections.dashboard")} description={t("intro")} />
      <div className="space-y-8">
        {privacyDeadlines ? <PrivacyDeadlineNotice deadlines={privacyDeadlines} /> : null}
        <Overview figures={figures} access={access} />
        {requests ? <RequestsPanel figures={requests} /> : null}
        <Section headingId={clicksId} title={t("clicks.heading")}>
          <div className={`p-5 sm:p-6 ${surfaceClass}`}>
            <RangeForm selection={selection} quickRanges={quickRanges} />
            {/* Visitors are counted apart from clicks (decision 0016); the same range carries over. */}
            {canSeeTraffic ? (
              <p className="mt-4 text-sm">
                <Link to={`/admin/traffic?${trafficQuery(selection.range, null)}`} className={linkClass}>
                  {t("clicks.trafficLink")}
                </Link>
              </p>
            ) : null}
          </div>
          <ClicksPanel clicks={figures.clicks} range={selection.range} days={selection.days} />
          <TopTables clicks={figures.clicks} />
          <FilteredTrafficPanel filtered={figures.filtered} range={selection.range} />
        </Section>
        <RecentActivity events={figures.recent} access={access} />
      </div>
    </>
  );
}
