import {
  BriefcaseBusiness,
  HandHeart,
  Handshake,
  HeartHandshake,
  type LucideIcon,
  Mail,
  MessageSquare,
  UserRoundPlus,
} from "lucide-react";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { DashboardFigures } from "~/.server/services/analytics";
import { linkClass, surfaceClass } from "~/components/admin/list/styles";
import { useDashboardFormat } from "./format";

/** Which list pages the signed-in role may open, so a card only links where its reader can go. */
export interface PageAccess {
  messages: boolean;
  partnerships: boolean;
  subscribers: boolean;
  openings: boolean;
  applications: boolean;
}

interface Detail {
  label: string;
  value: number;
}

function StatCard({
  title,
  icon: Icon,
  total,
  details = [],
  link,
  secondary = false,
}: {
  title: string;
  icon: LucideIcon;
  total: number;
  details?: Detail[];
  link?: { to: string; label: string };
  secondary?: boolean;
}) {
  const { t } = useTranslation("admin-dashboard");
  const format = useDashboardFormat();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={`flex flex-col p-5 ${surfaceClass}`}>
      <h3 id={headingId} className="flex items-center gap-2 text-sm font-semibold text-ink-muted">
        <Icon aria-hidden="true" className="size-4 text-brand-700" />
        {title}
      </h3>
      <dl className="mt-2">
        <div>
          <dt className="sr-only">{t("overview.total")}</dt>
          <dd className={`font-bold text-ink tabular-nums ${secondary ? "text-2xl" : "text-3xl"}`}>{format.number(total)}</dd>
        </div>
      </dl>
      {details.length > 0 ? (
        <dl className="mt-3 space-y-1 border-t border-slate-200 pt-3 text-sm">
          {details.map((detail) => (
            <div key={detail.label} className="flex justify-between gap-3">
              <dt className="text-ink-muted">{detail.label}</dt>
              <dd className="font-semibold text-ink tabular-nums">{format.number(detail.value)}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      {link ? (
        <p className="mt-auto pt-4 text-sm">
          <Link to={link.to} className={linkClass}>
            {link.label}
          </Link>
        </p>
      ) : null}
    </section>
  );
}

/** The record counts: the three lists first, the foundation's records after them. */
/** The foundation's two kinds of record, each a tab of the partnership requests page. */
const FOUNDATION_TABS = [
  { tab: "volunteers", icon: HeartHandshake },
  { tab: "donations", icon: HandHeart },
] as const;

export function Overview({ figures, access }: { figures: DashboardFigures; access: PageAccess }) {
  const { t } = useTranslation("admin-dashboard");
  const headingId = useId();
  const { messages, partnerships, subscribers, careers } = figures;
  const statusLabel = (status: string) => t(`status.${status}`, { defaultValue: status });
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="sr-only">
        {t("overview.heading")}
      </h2>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3">
        <StatCard
          title={t("overview.messages.title")}
          icon={MessageSquare}
          total={messages.total}
          details={[
            { label: t("overview.messages.unread"), value: messages.unread },
            { label: t("overview.messages.archived"), value: messages.archived },
          ]}
          link={access.messages ? { to: "/admin/messages", label: t("overview.messages.link") } : undefined}
        />
        <StatCard
          title={t("overview.partnerships.title")}
          icon={Handshake}
          total={partnerships.total}
          details={partnerships.byStatus.map((item) => ({ label: statusLabel(item.status), value: item.count }))}
          link={access.partnerships ? { to: "/admin/partnership-requests", label: t("overview.partnerships.link") } : undefined}
        />
        <StatCard
          title={t("overview.subscribers.title")}
          icon={Mail}
          total={subscribers.total}
          details={[
            { label: t("overview.subscribers.confirmed"), value: subscribers.confirmed },
            { label: t("overview.subscribers.unconfirmed"), value: subscribers.total - subscribers.confirmed },
          ]}
          link={access.subscribers ? { to: "/admin/newsletter-subscribers", label: t("overview.subscribers.link") } : undefined}
        />
      </div>
      <div className="mt-4 grid grid-cols-1 gap-4 sm:grid-cols-2">
        <StatCard
          title={t("overview.applications.title")}
          icon={UserRoundPlus}
          total={careers.newApplications}
          details={[
            { label: t("overview.applications.thisWeek"), value: careers.applicationsThisWeek },
            { label: t("overview.applications.inProgress"), value: careers.inProgress },
            { label: t("overview.applications.placed"), value: careers.placed },
          ]}
          link={access.applications ? { to: "/admin/applications", label: t("overview.applications.link") } : undefined}
        />
        <StatCard
          title={t("overview.openings.title")}
          icon={BriefcaseBusiness}
          total={careers.openOpenings}
          details={[{ label: t("overview.openings.drafts"), value: careers.draftOpenings }]}
          link={access.openings ? { to: "/admin/openings", label: t("overview.openings.link") } : undefined}
        />
      </div>
      <div className="mt-4 grid grid-cols-1 gap-4 sm:grid-cols-2">
        {FOUNDATION_TABS.map(({ tab, icon }) => (
          <StatCard
            key={tab}
            title={t(`overview.${tab}`)}
            icon={icon}
            total={figures[tab]}
            secondary
            link={
              access.partnerships ? { to: `/admin/partnership-requests?tab=${tab}`, label: t(`overview.${tab}Link`) } : undefined
            }
          />
        ))}
      </div>
    </section>
  );
}
