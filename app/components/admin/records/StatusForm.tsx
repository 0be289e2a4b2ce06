import { useTranslation } from "react-i18next";
import { useFetcher, useLocation } from "react-router";
import type { RecordActionResult } from "~/.server/services/records-common";
import { SelectField, StatusButton } from "~/components/forms/fields";
import { buttonClasses } from "~/components/ui/button";
import { useOutcomeToast } from "./outcome";

/**
 * Changes a record's status in place (a fetcher); without JavaScript the same form posts to the
 * page, which answers with the page and the outcome.
 */
export function StatusForm({
  intent,
  id,
  value,
  options,
  label,
}: {
  intent: string;
  id: number;
  value: string;
  options: Array<{ value: string; label: string }>;
  label: string;
}) {
  const { t } = useTranslation("admin-records");
  const fetcher = useFetcher<RecordActionResult>();
  const location = useLocation();
  useOutcomeToast(fetcher.state === "idle" ? fetcher.data : undefined);
  const busy = fetcher.state !== "idle";
  return (
    <fetcher.Form method="post" action={`${location.pathname}${location.search}`} className="flex flex-wrap items-end gap-3">
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="id" value={id} />
      <SelectField label={label} name="status" defaultValue={value} key={value} options={options} className="w-auto text-sm" />
      <StatusButton
        status={busy ? "pending" : "idle"}
        labels={{ idle: t("status.submit"), pending: t("admin:common.saving") }}
        className={buttonClasses("primary")}
      />
    </fetcher.Form>
  );
}
