import { useTranslation } from "react-i18next";
import { SelectField } from "~/components/forms/fields";
import { messageOf } from "~/lib/forms/result";
import { useRecordFetcher } from "./record-fetcher";

/**
 * Changes a record's status in place (a fetcher); without JavaScript the same form posts to the
 * page, which answers with the page and the outcome. A request's stage (decision 0038) brings its
 * lost reasons: the reason's field is always there (without JavaScript the form cannot know the
 * stage chosen before it posts), and a lost without one is refused beside it.
 */
export function StatusForm({
  intent,
  id,
  value,
  options,
  label,
  reasons,
  submitLabel,
}: {
  intent: string;
  id: number;
  value: string;
  options: Array<{ value: string; label: string }>;
  label: string;
  reasons?: { label: string; value: string | null; options: Array<{ value: string; label: string }>; none: string };
  submitLabel?: string;
}) {
  const { t } = useTranslation("admin-records");
  const { fetcher, action, saveButton } = useRecordFetcher();
  return (
    <fetcher.Form method="post" action={action} className="flex flex-wrap items-end gap-3">
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="id" value={id} />
      <SelectField label={label} name="status" defaultValue={value} key={value} options={options} className="w-auto text-sm" />
      {reasons ? (
        <SelectField
          label={reasons.label}
          name="lostReason"
          defaultValue={reasons.value ?? ""}
          placeholder={reasons.none}
          options={reasons.options}
          error={messageOf(fetcher.data, "lostReason")}
          className="w-auto text-sm"
        />
      ) : null}
      {saveButton(submitLabel ?? t("status.submit"))}
    </fetcher.Form>
  );
}
