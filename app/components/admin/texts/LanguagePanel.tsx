/**
 * One language of an entry's page (decision 0017): its state, its text (a form for those who may
 * change it), what an out-of-date translation was made from beside the English now, and the
 * shipped text it replaces with the button that brings it back. Every text is shown as text.
 */
import { useId } from "react";
import { useTranslation } from "react-i18next";
import type { CatalogEntry } from "~/.server/services/content";
import { DEFAULT_LANGUAGE, type Language } from "~/i18n/languages";
import type { TextActionResult } from "~/lib/admin/texts";
import { DateTime } from "../list/DateTime";
import { DetailList } from "../list/DetailList";
import { surfaceClass } from "../list/styles";
import { EntryButton } from "./EntryButton";
import { ChangedBadge, TextStatusBadge } from "./StatusBadge";
import { TextValueForm } from "./TextValueForm";

/** A stored text as the reader sees it: line breaks kept, long words broken, never markup. */
export function TextBlock({ text, language }: { text: string; language: Language }) {
  return (
    <p lang={language} className="text-sm break-words whitespace-pre-wrap text-ink">
      {text}
    </p>
  );
}

export function LanguagePanel({
  entry,
  language,
  canManage,
  result,
}: {
  entry: CatalogEntry;
  language: Language;
  canManage: boolean;
  result?: TextActionResult;
}) {
  const { t } = useTranslation("admin-texts");
  const headingId = useId();
  const text = entry.languages[language];
  const english = language === DEFAULT_LANGUAGE;
  const editable = canManage && (!english || entry.hasEnglishKey);
  const name = t(`languages.${language}`);
  return (
    <section aria-labelledby={headingId} className={`min-w-0 p-5 ${surfaceClass}`}>
      <div className="flex flex-wrap items-center gap-2">
        <h2 id={headingId} className="text-lg font-semibold text-ink">
          {name}
        </h2>
        {english ? null : <TextStatusBadge status={text.status} />}
        {text.override ? <ChangedBadge /> : null}
      </div>
      {english && !entry.hasEnglishKey ? (
        <p className="mt-2 text-sm text-ink-muted">{t("entry.noEnglishKey", { key: entry.englishKey })}</p>
      ) : null}
      {text.status === "missing" ? <p className="mt-2 text-sm text-ink-muted">{t("entry.missing")}</p> : null}
      {text.status === "outOfDate" ? (
        <div className="mt-3 rounded-lg border border-slate-300 p-3">
          <p className="mb-3 text-sm text-ink">{t("entry.outOfDate")}</p>
          <DetailList
            items={[
              {
                label: t("entry.madeFrom"),
                value:
                  text.madeFrom === undefined ? t("entry.madeFromUnknown") : <TextBlock text={text.madeFrom} language="en" />,
                wide: true,
              },
              { label: t("entry.englishNow"), value: <TextBlock text={entry.languages.en.own} language="en" />, wide: true },
            ]}
          />
          {canManage ? (
            <div className="mt-3">
              <EntryButton entry={entry} intent="confirm" fields={{ language }} label={t("entry.confirm")} context={name} />
            </div>
          ) : null}
        </div>
      ) : null}
      {editable ? (
        <TextValueForm entry={entry} reference={entry.reference} language={language} saved={text.own} result={result} />
      ) : text.own ? (
        <div className="mt-3">
          <TextBlock text={text.own} language={language} />
        </div>
      ) : null}
      {text.override ? (
        <div className="mt-4 space-y-2 border-t border-slate-200 pt-3 text-sm">
          <p className="text-ink-muted">
            {t("entry.changedBy", { who: text.override.updatedBy ?? "—" })} {t("entry.changedOn")}{" "}
            <DateTime value={text.override.updatedAt} />
          </p>
          <p className="font-medium text-ink">{t("entry.shipped")}</p>
          {text.shipped ? (
            <TextBlock text={text.shipped} language={language} />
          ) : (
            <p className="text-ink-muted">{t("entry.notShipped")}</p>
          )}
          {canManage ? (
            <EntryButton
              entry={entry}
              intent="restoreShipped"
              fields={{ language }}
              label={t("entry.restoreShipped")}
              context={name}
            />
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
