/**
 * One line of a request for staff (decision 0038): a position, how many people, the kind of
 * placement, a start date, an end date or a duration, and a shift pattern, each control with its
 * message beside it. Its "Remove" button posts without JavaScript (`intent=removeLine:<n>`) and
 * removes the line in place with it.
 */
import type { ComponentProps, MouseEvent } from "react";
import { useTranslation } from "react-i18next";
import { Field, SelectField } from "~/components/forms/fields";
import type { FormLayer } from "~/components/forms/use-form-layer";
import { buttonClasses } from "~/components/ui/button";
import { PARTNERSHIP_POSITIONS, PLACEMENT_TYPES } from "~/content/partnership";
import { LINE_DURATION_WEEKS_MAX, LINE_HEADCOUNT_MAX, SHIFT_PATTERNS } from "~/lib/staff-requests/model";
import { REQUEST_LINE_INTENT, type RequestLineField, removeLineIntent, requestLineField } from "~/lib/validation/request-fields";

/**
 * A whole number within bounds, typed on a phone's number pad (a headcount, a number of weeks). Kept
 * here, not in the field kit every page loads: only this form asks for one so far.
 */
const WholeNumberField = (
  field: Omit<ComponentProps<typeof Field>, "type" | "inputMode" | "step"> & { min: number; max: number },
) => <Field type="number" inputMode="numeric" step={1} {...field} />;

/** Taller controls: a thumb's target on a phone. */
const touchClass = "min-h-11";

export interface RequestLineProps {
  index: number;
  form: FormLayer;
  /** Where a button posts without JavaScript: the form's action, back at the lines. */
  formAction: string;
  /** Absent for the only line, which cannot be removed. */
  onRemove?: (event: MouseEvent<HTMLButtonElement>) => void;
}

export function RequestLine({ index, form, formAction, onRemove }: RequestLineProps) {
  const { t } = useTranslation("contact");
  const number = index + 1;
  const field = (name: RequestLineField) => form.field(requestLineField(index, name));
  const optionsOf = (ids: readonly string[], kind: string) =>
    ids.map((id) => ({ value: id, label: t(`partnership.options.${kind}.${id}`) }));
  const choice = (name: RequestLineField, label: string, options: Array<{ value: string; label: string }>, hint?: string) => {
    const { defaultValue, ...rest } = field(name);
    return (
      <SelectField
        label={t(`partnership.form.${label}`)}
        required
        placeholder={t("partnership.form.choose")}
        options={options}
        hint={hint}
        className={touchClass}
        defaultValue={defaultValue ?? ""}
        {...rest}
      />
    );
  };

  return (
    <fieldset className="space-y-5 rounded-xl border border-slate-200 bg-slate-50/60 p-3 sm:p-5" data-testid="request-line">
      <legend className="px-2 text-sm font-semibold text-ink">{t("partnership.form.line", { number })}</legend>
      <div className="grid gap-5 sm:grid-cols-2">
        {choice("position", "position", optionsOf(PARTNERSHIP_POSITIONS, "positions"))}
        <WholeNumberField
          label={t("partnership.form.headcount")}
          min={1}
          max={LINE_HEADCOUNT_MAX}
          required
          hint={t("partnership.form.headcountHint")}
          className={touchClass}
          {...field("headcount")}
        />
        {choice("placement", "placement", optionsOf(PLACEMENT_TYPES, "placementType"), t("partnership.form.placementHint"))}
        {choice("shift", "shift", optionsOf(SHIFT_PATTERNS, "shift"))}
        <Field label={t("partnership.form.startDate")} type="date" required className={touchClass} {...field("start_date")} />
        <Field
          label={t("partnership.form.endDate")}
          type="date"
          hint={t("partnership.form.endHint")}
          className={touchClass}
          {...field("end_date")}
        />
        <WholeNumberField
          label={t("partnership.form.durationWeeks")}
          min={1}
          max={LINE_DURATION_WEEKS_MAX}
          className={touchClass}
          {...field("duration_weeks")}
        />
      </div>
      {onRemove ? (
        <button
          type="submit"
          name={REQUEST_LINE_INTENT}
          value={removeLineIntent(index)}
          formNoValidate
          formAction={formAction}
          onClick={onRemove}
          className={buttonClasses("ghost", "md", "min-h-11")}
          data-testid="request-line-remove"
        >
          {t("partnership.form.removeLine", { number })}
        </button>
      ) : null}
    </fieldset>
  );
}
