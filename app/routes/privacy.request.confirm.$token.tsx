import { useTranslation } from "react-i18next";
import { Form, type ShouldRevalidateFunctionArgs, useNavigation } from "react-router";
import { privacyConfirmAction, privacyConfirmPageData } from "~/.server/privacy-request-page";
import { buttonClasses } from "~/components/ui/button";
import { Section } from "~/components/ui/section";
import { LocalLink } from "~/i18n/links";
import { dateFormat } from "~/lib/intl-format";
import { privatePageHeaders } from "~/lib/private-paths";
import type { RouteHandle } from "~/lib/route-handle";
import { seoMeta } from "~/lib/seo";
import type { Route } from "./+types/privacy.request.confirm.$token";

export const handle: RouteHandle = { i18n: ["privacy-request"] };

export const headers = privatePageHeaders;

/** Opening the emailed link only shows what will be confirmed; nothing changes on GET (decision 0041). */
export const loader = (args: Route.LoaderArgs) => privacyConfirmPageData(args);

export const action = (args: Route.ActionArgs) => privacyConfirmAction(args);

/** The post spends the link: reading it again would only find it used. */
export const shouldRevalidate = ({ formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) =>
  formMethod ? false : defaultShouldRevalidate;

export const meta: Route.MetaFunction = ({ data }) => seoMeta(data?.seo);

/** "2026-12-28" in the page's language, the same on the server and in the browser. */
function useAnswerDate(day: string): string {
  const { i18n } = useTranslation();
  return dateFormat(i18n.language, { dateStyle: "long", timeZone: "UTC" }).format(new Date(`${day}T00:00:00Z`));
}

function Confirmed({ kind, answerBy }: { kind: "copy" | "erasure"; answerBy: string }) {
  const { t } = useTranslation("privacy-request");
  const date = useAnswerDate(answerBy);
  return (
    <>
      <h1 id="privacy-confirm-heading" className="text-3xl font-bold tracking-tight text-ink">
        {t("confirm.doneHeading")}
      </h1>
      <p role="status" className="mt-6 text-lg text-ink" data-testid="privacy-confirm-done">
        {t(`confirm.done.${kind}`, { date })}
      </p>
    </>
  );
}

function Unavailable({ state }: { state: "limited" | "invalid" }) {
  const { t } = useTranslation("privacy-request");
  return (
    <>
      <h1 id="privacy-confirm-heading" className="text-3xl font-bold tracking-tight text-ink">
        {t(`confirm.${state}Heading`)}
      </h1>
      <p className="mt-6 text-lg text-ink-muted">{t(`confirm.${state}Text`)}</p>
      {state === "invalid" ? (
        <p className="mt-6">
          <LocalLink to="/privacy/request" className="font-semibold text-brand-800 underline">
            {t("confirm.askAgain")}
          </LocalLink>
        </p>
      ) : null}
    </>
  );
}

/** The page the confirmation link opens: what will be confirmed and the button that confirms it. */
export default function PrivacyConfirmPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("privacy-request");
  // A second press while the first is on its way would find the link spent and say so.
  const sending = useNavigation().state === "submitting";
  const shown = actionData ?? loaderData;
  return (
    <Section labelledBy="privacy-confirm-heading">
      <div className="mx-auto max-w-2xl text-center" data-testid="privacy-confirm">
        {shown.state === "ready" ? (
          <Form method="post">
            <h1 id="privacy-confirm-heading" className="text-3xl font-bold tracking-tight text-ink">
              {t("confirm.heading")}
            </h1>
            <p className="mt-6 text-lg text-ink">{t(`confirm.prompt.${shown.kind}`)}</p>
            <button type="submit" disabled={sending} aria-busy={sending} className={buttonClasses("primary", "lg", "mt-8")}>
              {t(`confirm.button.${shown.kind}`)}
            </button>
          </Form>
        ) : shown.state === "confirmed" ? (
          <Confirmed kind={shown.kind} answerBy={shown.answerBy} />
        ) : (
          <Unavailable state={shown.state === "limited" ? "limited" : "invalid"} />
        )}
      </div>
    </Section>
  );
}
