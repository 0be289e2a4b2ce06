/**
 * /admin/openings/:id (decision 0032): the opening's reference, status and dates, its moves
 * (publish a draft, close a published one, take either back to a draft), and the editor; roles that
 * only read see the details. A refused move or save says why above it all.
 */
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useOpeningLabels } from "~/components/careers/labels";
import { LANGUAGE_NAMES } from "~/i18n/languages";
import type { ActionResult } from "~/lib/admin/action-result";
import { OPENING_TRANSLATIONS, type Opening, openingPath } from "~/lib/careers";
import { FORM_WIDE, messageOf } from "~/lib/forms/result";
import { AdminPageHeader } from "../AdminPageHeader";
import { IntentButton } from "../campaigns/IntentButton";
import { DateTime } from "../list/DateTime";
import { DetailList } from "../list/DetailList";
import { ReadOnlyNote } from "../list/notices";
import { linkClass, panelClass } from "../list/styles";
import { TextStatusBadge } from "../texts/StatusBadge";
import { Alert } from "../users/Alert";
import { OpeningEditor } from "./OpeningEditor";
import { OpeningsBackLink } from "./OpeningsBackLink";
import { OpeningStatusBadge } from "./StatusBadge";

const EDITOR_INTENTS = ["save", "addQuestion", "removeQuestion"];

export function OpeningPage({ opening, canManage, result }: { opening: Opening; canManage: boolean; result?: ActionResult }) {
  const { t } = useTranslation("admin-openings");
  const labels = useOpeningLabels();
  const editorResult = result && EDITOR_INTENTS.includes(result.intent) ? result : undefined;
  // A refused move says why here; the editor says its own.
  const refusal = editorResult ? undefined : messageOf(result, FORM_WIDE);
  const publicPath = openingPath(opening.id, opening.content.en.title);
  return (
    <>
      <OpeningsBackLink />
      <AdminPageHeader
        title={opening.content.en.title}
        description={opening.reference}
        actions={<OpeningStatusBadge status={opening.status} />}
      />
      {refusal ? <Alert tone="error">{t(refusal)}</Alert> : null}
      <ReadOnlyNote show={!canManage} />
      <div className="space-y-8">
        <DetailList
          items={[
            { label: t("details.position"), value: labels.position(opening.position) },
            { label: t("details.placement"), value: labels.placement(opening.placement) },
            { label: t("details.place"), value: labels.place(opening.country, opening.city) },
            { label: t("details.closesOn"), value: opening.closesOn },
            { label: t("details.created"), value: <DateTime value={opening.createdAt} /> },
            { label: t("details.published"), value: <DateTime value={opening.publishedAt} /> },
            { label: t("details.closed"), value: <DateTime value={opening.closedAt} /> },
            {
              label: t("details.translations"),
              value: (
                <span className="flex flex-wrap gap-3">
                  {OPENING_TRANSLATIONS.map((language) => (
                    <span key={language} className="inline-flex items-center gap-1">
                      <span lang={language}>{LANGUAGE_NAMES[language]}</span>{" "}
                      <TextStatusBadge status={opening.translations[language]} />
                    </span>
                  ))}
                </span>
              ),
            },
            {
              label: t("details.publicPage"),
              value:
                opening.status === "draft" ? (
                  t("details.notPublic")
                ) : (
                  <Link to={publicPath} className={linkClass}>
                    {publicPath}
                  </Link>
                ),
              wide: true,
            },
          ]}
        />
        {canManage ? (
          <section aria-labelledby="opening-moves" className={panelClass}>
            <h2 id="opening-moves" className="text-lg font-semibold text-ink">
              {t("moves.title")}
            </h2>
            <p className="mt-1 text-sm text-ink-muted">{t(`moves.${opening.status}`)}</p>
            <div className="mt-4 flex flex-wrap gap-3">
              {opening.status === "draft" ? <IntentButton intent="publish" label={t("moves.publish")} variant="primary" /> : null}
              {opening.status === "published" ? <IntentButton intent="close" label={t("moves.close")} /> : null}
              {opening.status !== "draft" ? <IntentButton intent="reopen" label={t("moves.reopen")} /> : null}
            </div>
          </section>
        ) : null}
        {canManage ? (
          <section aria-labelledby="opening-editor" className={panelClass}>
            <h2 id="opening-editor" className="mb-4 text-lg font-semibold text-ink">
              {t("editor.heading")}
            </h2>
            <OpeningEditor opening={opening} result={editorResult} />
          </section>
        ) : null}
      </div>
    </>
  );
}
