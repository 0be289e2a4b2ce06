import { useTranslation } from "react-i18next";
import type { TextVersion } from "~/.server/services/content";
import { isLanguage } from "~/i18n/languages";
import type { TextEntryId } from "~/lib/texts/model";
import { DateTime } from "../list/DateTime";
import { type Column, RecordTable } from "../list/RecordTable";
import { EntryButton } from "./EntryButton";
import { TextBlock } from "./LanguagePanel";

/** An entry's saved versions, newest first (decision 0017), each restored with one button. */
export function TextHistory({ entry, versions, canManage }: { entry: TextEntryId; versions: TextVersion[]; canManage: boolean }) {
  const { t } = useTranslation("admin-texts");
  const columns: Column<TextVersion>[] = [
    { header: t("history.when"), cell: (row) => <DateTime value={row.createdAt} />, className: "whitespace-nowrap" },
    { header: t("history.who"), cell: (row) => <span className="break-words">{row.actorEmail ?? "—"}</span> },
    { header: t("history.language"), cell: (row) => t(`languages.${row.language}`, { defaultValue: row.language }) },
    {
      header: t("history.text"),
      cell: (row) =>
        row.value === null ? (
          <em>{t("history.shippedRestored")}</em>
        ) : row.value === "" ? (
          <em>{t("history.emptyValue")}</em>
        ) : (
          <TextBlock text={row.value} language={isLanguage(row.language) ? row.language : "en"} />
        ),
      className: "min-w-56",
    },
  ];
  if (canManage) {
    columns.push({
      header: "",
      cell: (row) => (
        <EntryButton entry={entry} intent="restoreVersion" fields={{ version: String(row.id) }} label={t("history.restore")} />
      ),
    });
  }
  return (
    <section className="mt-8">
      <h2 className="mb-3 text-lg font-semibold text-ink">{t("history.heading")}</h2>
      <RecordTable
        caption={t("history.caption")}
        label={t("history.heading")}
        rows={versions}
        columns={columns}
        empty={t("history.empty")}
      />
    </section>
  );
}
