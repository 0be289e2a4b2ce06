/** Row selection for bulk actions: the checked ids, the row checkboxes and the select-all box. */
import { type ComponentProps, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { checkboxClass } from "./styles";

export type RowId = string | number;

export interface RowSelection<Id extends RowId> {
  /** The bulk form the checkboxes belong to, so the checked rows post with it, also without JavaScript. */
  formId: string;
  selected: Id[];
  onChange: (ids: Id[]) => void;
}

/**
 * The checked rows among those on screen: a row that leaves the list (archived, deleted) leaves
 * the selection with it. A new `reset` value (a finished action) starts a fresh selection.
 */
export function useRowSelection<Id extends RowId>(rows: ReadonlyArray<{ id: Id }>, reset: unknown) {
  const [checked, setChecked] = useState<Id[]>([]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `reset` is the trigger, not an input.
  useEffect(() => setChecked([]), [reset]);
  const selected = checked.filter((id) => rows.some((row) => row.id === id));
  return { selected, onChange: setChecked };
}

/** A checkbox named for screen readers only: the row (or header) around it shows what it selects. */
function Checkbox({ label, ...input }: { label: string } & ComponentProps<"input">) {
  return (
    <label className="inline-flex items-center">
      <input type="checkbox" className={checkboxClass} {...input} />
      <span className="sr-only">{label}</span>
    </label>
  );
}

/** A row's checkbox; it belongs to the bulk form, so the checked rows post with it. */
export function RowCheckbox({
  id,
  label,
  formId,
  checked,
  onToggle,
}: {
  id: RowId;
  label: string;
  formId: string;
  checked: boolean;
  onToggle: (on: boolean) => void;
}) {
  return (
    <Checkbox
      label={label}
      name="ids"
      value={id}
      form={formId}
      checked={checked}
      onChange={(event) => onToggle(event.currentTarget.checked)}
    />
  );
}

/** The header checkbox: all rows on screen, none, or (indeterminate) some. */
export function SelectAll<Id extends RowId>({ ids, selection }: { ids: Id[]; selection: RowSelection<Id> }) {
  const { t } = useTranslation("admin");
  const ref = useRef<HTMLInputElement>(null);
  const count = selection.selected.length;
  const all = ids.length > 0 && count === ids.length;
  // "Some selected" is a state only script can set on a checkbox.
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = count > 0 && !all;
  }, [count, all]);
  return (
    <Checkbox
      ref={ref}
      label={t("common.selectAll")}
      checked={all}
      onChange={(event) => selection.onChange(event.currentTarget.checked ? ids : [])}
    />
  );
}
