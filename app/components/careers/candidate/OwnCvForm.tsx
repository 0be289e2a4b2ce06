import { useTranslation } from "react-i18next";
import { useFetcher } from "react-router";
import type { OwnCv } from "~/.server/services/careers";
import { Field, FormAlert, StatusButton } from "~/components/forms/fields";
import { useLanguage } from "~/i18n/links";
import { CV_ACCEPT } from "~/lib/careers/cv-files";
import { FORM_WIDE, type FormResult, messageOf, succeeded } from "~/lib/forms/result";
import { numberFormat } from "~/lib/intl-format";
import { useCareersFormat } from "../format";

/** The CVs the candidate sent, and a new one: checked by its bytes on the server (decision 0034). */
export function OwnCvForm({ cvs }: { cvs: OwnCv[] }) {
  const { t } = useTranslation("candidate");
  const language = useLanguage();
  const { day } = useCareersFormat();
  const fetcher = useFetcher<FormResult>();
  const sending = fetcher.state !== "idle";
  const sent = !sending && succeeded(fetcher.data);
  const fileError = messageOf(fetcher.data, "cv");
  const refusal = messageOf(fetcher.data, FORM_WIDE);
  const size = numberFormat(language, { style: "unit", unit: "kilobyte", maximumFractionDigits: 0 });
  return (
    <section aria-labelledby="own-cvs" className="space-y-4">
      <h2 id="own-cvs" className="text-2xl font-bold text-ink">
        {t("cv.heading")}
      </h2>
      {cvs.length === 0 ? (
        <p className="text-ink-muted">{t("cv.none")}</p>
      ) : (
        <ul className="space-y-2" data-testid="own-cvs">
          {cvs.map((cv) => (
            <li key={cv.id} className="text-ink">
              <span className="font-medium">{cv.displayName}</span>{" "}
              <span className="text-sm text-ink-muted">
                {t("cv.meta", {
                  size: size.format(Math.max(1, Math.round(cv.sizeBytes / 1024))),
                  date: day(cv.createdAt.slice(0, 10)),
                })}
                {cv.scanState === "held" ? ` ${t("cv.held")}` : cv.scanState === "infected" ? ` ${t("cv.infected")}` : ""}
              </span>
            </li>
          ))}
        </ul>
      )}
      <fetcher.Form method="post" encType="multipart/form-data" className="space-y-4 rounded-2xl border border-slate-200 p-5">
        <input type="hidden" name="intent" value="cv" />
        <Field label={t("cv.new")} type="file" name="cv" accept={CV_ACCEPT} hint={t("cv.hint")} error={fileError} required />
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
          <StatusButton
            status={sending ? "pending" : "idle"}
            labels={{ idle: t("cv.send"), pending: t("cv.sending") }}
            data-testid="cv-submit"
          />
          <FormAlert tone={fileError || refusal ? "error" : "success"} testId="cv-status">
            {sent ? t("cv.sent") : refusal ? t(refusal) : null}
          </FormAlert>
        </div>
      </fetcher.Form>
    </section>
  );
}
