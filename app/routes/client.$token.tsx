import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { clientPageAction, clientPageData } from "~/.server/client-page";
import { ClientRequestView } from "~/components/client/ClientRequestView";
import { useLocalizedPath } from "~/i18n/links";
import type { FormResult } from "~/lib/forms/result";
import { privatePageHeaders } from "~/lib/private-paths";
import type { RouteHandle } from "~/lib/route-handle";
import { seoMeta } from "~/lib/seo";
import type { Route } from "./+types/client.$token";

export const handle: RouteHandle = { i18n: ["pages", "client", "services"] };

export const headers = privatePageHeaders;

export const loader = (args: Route.LoaderArgs) => clientPageData(args);

export const action = (args: Route.ActionArgs) => clientPageAction(args);

export const meta: Route.MetaFunction = ({ data }) => seoMeta(data?.seo);

/** A client's private page (decision 0038): their request's lines, progress and shortlisted candidates. */
export default function ClientPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("client");
  const localized = useLocalizedPath();
  if (loaderData.state !== "ok") {
    return (
      <div className="mx-auto max-w-xl px-4 py-16 sm:px-6">
        <h1 className="text-3xl font-bold text-ink">
          {t(loaderData.state === "limited" ? "page.limitedHeading" : "page.invalidHeading")}
        </h1>
        <p className="mt-4 text-ink-muted">{t(loaderData.state === "limited" ? "page.limitedText" : "page.invalidText")}</p>
        {loaderData.state === "invalid" ? (
          <Link className="mt-6 inline-block font-semibold text-brand-700 underline" to={localized("/client")}>
            {t("page.askAgain")}
          </Link>
        ) : null}
      </div>
    );
  }
  const result = actionData as FormResult | undefined;
  return (
    <ClientRequestView
      view={loaderData.view}
      done={result?.status === "success"}
      refusal={result?.status === "error" ? result.error?.[""]?.[0] : undefined}
    />
  );
}
