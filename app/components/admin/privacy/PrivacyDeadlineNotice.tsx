import { useId } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { PrivacyDeadlines } from "~/.server/services/privacy";
import { Panel } from "~/components/admin/dashboard/ui";
import { linkClass } from "~/components/admin/list/styles";
import { PRIVACY_REQUESTS_PATH } from "~/lib/privacy/requests";

/** The dashboard's warning of privacy requests due soon or late (decision 0041), with the way to the queue. */
export function PrivacyDeadlineNotice({ deadlines }: { deadlines: PrivacyDeadlines }) {
  const { t } = useTranslation("admin-privacy");
  const headingId = useId();
  if (deadlines.due === 0) return null;
  return (
    <Panel headingId={headingId} title={t("deadlines.title")}>
      <p role="status" className={`text-sm ${deadlines.late > 0 ? "font-semibold text-red-700" : "text-ink"}`}>
        {t("deadlines.due", { count: deadlines.due, days: deadlines.warningDays, late: deadlines.late })}{" "}
        <Link to={PRIVACY_REQUESTS_PATH} className={linkClass}>
          {t("deadlines.link")}
        </Link>
      </p>
    </Panel>
  );
}
