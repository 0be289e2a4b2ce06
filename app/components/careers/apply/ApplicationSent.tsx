/**
 * What the page shows once an application is in (decision 0035): its reference and, when the
 * candidate gave an email address, to look for the acknowledgement; without one, the private
 * link itself, to bookmark, since no email will carry it.
 */
import { useTranslation } from "react-i18next";
import { LocalLink } from "~/i18n/links";
import { CANDIDATE_LINK_DAYS } from "~/lib/careers/applications";

export function ApplicationSent({ reference, link }: { reference: string | null; link: string | null }) {
  const { t } = useTranslation("apply");
  return (
    <section aria-labelledby="application-sent" className="space-y-4 rounded-2xl bg-brand-50 p-5 sm:p-6" data-testid="apply-sent">
      <h2 id="application-sent" className="text-xl font-semibold text-ink">
        {t("sent.title")}
      </h2>
      {reference ? (
        <p className="text-ink">
          {t("sent.reference")}: <strong data-testid="application-reference">{reference}</strong>
        </p>
      ) : null}
      {link ? (
        <>
          <p className="text-ink">{t("sent.noEmail", { days: CANDIDATE_LINK_DAYS })}</p>
          <p className="break-all">
            <a href={link} className="font-medium text-brand-800 underline" data-testid="candidate-link">
              {t("sent.link")}: {link}
            </a>
          </p>
        </>
      ) : (
        <p className="text-ink">{t("sent.checkEmail")}</p>
      )}
      <p className="text-ink-muted">{t("sent.next")}</p>
      <p>
        <LocalLink to="/careers" className="font-medium text-brand-800 underline">
          {t("sent.moreOpenings")}
        </LocalLink>
      </p>
    </section>
  );
}
