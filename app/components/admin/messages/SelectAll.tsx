import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import type { MessageSummary } from "~/.server/services/messages";
import { checkboxClass } from "./styles";

/** The header checkbox: all rows on screen, none, or (indeterminate) some. */
export function SelectAll({
  rows,
  selected,
  onChange,
}: {
  rows: MessageSummary[];
  selected: number[];
  onChange: (ids: number[]) => void;
}) {
  const { t } = useTranslation("admin");
  const ref = useRef<HTMLInputElement>(null);
  const all = rows.length > 0 && selected.length === rows.length;
  // "Some selected" is a state only script can set on a checkbox.
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = selected.length > 0 && !all;
  }, [selected.length, all]);
  return (
    <label className="inline-flex items-center">
      <input
        ref={ref}
        type="checkbox"
        className={checkboxClass}
        checked={all}
        onChange={(event) => onChange(event.currentTarget.checked ? rows.map((row) => row.id) : [])}
      />
      <span className="sr-only">{t("common.selectAll")}</span>
    </label>
  );
}
