/**
 * The application page (decision 0035): what the candidate applies for, the form (or, once sent,
 * its result), and WhatsApp as the other way to apply to an opening.
 */
import { useTranslation } from "react-i18next";
import type { ApplyActionData } from "~/.server/careers-apply";
import type { Language } from "~/i18n/languages";
import { LocalLink } from "~/i18n/links";
import type { PositionId } from "~/lib/careers";
import type { FormResult } from "~/lib/forms/result";
import { ApplyOnWhatsApp } from "../ApplyOnWhatsApp";
import { ApplicationForm, type ApplicationFormProps } from "./ApplicationForm";
import { ApplicationSent } from "./ApplicationSent";

export interface ApplyOpening {
  reference: string;
  title: string;
  titleLanguage: Language;
  /** The opening's English path; links add the page's language. */
  path: string;
  position: PositionId;
}

/** What the action answered: the form's result, or the application's once it is in. */
export type { ApplyActionData as ApplyAnswer } from "~/.server/careers-apply";

export function ApplyPage({
  opening,
  answer,
  ...form
}: Omit<ApplicationFormProps, "position" | "lastResult"> & {
  opening: ApplyOpening | null;
  answer: ApplyActionData | undefined;
}) {
  const { t } = useTranslation("apply");
  const sent = answer?.status === "sent" ? answer : undefined;
  return (
    <article className="bg-white">
      <header className="bg-gradient-to-b from-brand-50 to-white">
        <div className="mx-auto max-w-2xl px-4 py-10 sm:px-6 sm:py-14">
          <p className="text-sm font-medium text-brand-800">
            <LocalLink to={opening ? opening.path : "/careers"} className="underline">
              {opening ? t("page.backToOpening") : t("page.allOpenings")}
            </LocalLink>
          </p>
          <h1 className="mt-3 text-3xl font-bold tracking-tight text-ink sm:text-4xl">
            {opening ? (
              <>
                {t("page.applyFor")} <span lang={opening.titleLanguage}>{opening.title}</span>
              </>
            ) : (
              t("page.poolTitle")
            )}
          </h1>
          {opening ? (
            <p className="mt-2 text-ink-muted" data-testid="apply-opening-reference">
              {t("page.reference", { reference: opening.reference })}
            </p>
          ) : (
            <p className="mt-3 text-ink-muted">{t("page.poolIntro")}</p>
          )}
        </div>
      </header>
      <div className="mx-auto max-w-2xl space-y-8 px-4 pb-16 sm:px-6">
        {sent ? (
          <ApplicationSent reference={sent.reference} link={sent.link} />
        ) : (
          <ApplicationForm {...form} position={opening?.position ?? null} lastResult={answer as FormResult | undefined} />
        )}
        {opening && !sent ? (
          <aside className="rounded-2xl p-5 ring-1 ring-slate-200">
            <p className="text-ink-muted">{t("page.whatsapp")}</p>
            <ApplyOnWhatsApp
              reference={opening.reference}
              title={opening.title}
              className="mt-3 inline-flex min-h-11 items-center rounded-full bg-brand-700 px-5 py-2.5 text-sm font-semibold text-white shadow-sm hover:bg-brand-800"
            />
          </aside>
        ) : null}
      </div>
    </article>
  );
}
