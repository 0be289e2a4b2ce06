import { useTranslation } from "react-i18next";
import { SelectField } from "~/components/forms/fields";
import { useRecordFetcher } from "./record-fetcher";

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
  const { fetcher, action, saveButton } = useRecordFetcher();
  return (
    <fetcher.Form method="post" action={action} className="flex flex-wrap items-end gap-3">
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="id" value={id} />
      <SelectField label={label} name="status" defaultValue={value} key={value} options={options} className="w-auto text-sm" />
      {saveButton(t("status.submit"))}
    </fetcher.Form>
  );
}
