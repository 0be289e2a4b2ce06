import { useTranslation } from "react-i18next";
import { candidateLinkAction, candidateLinkPageData } from "~/.server/candidate-page";
import { CandidateLinkForm } from "~/components/careers/candidate/CandidateLinkForm";
import { FormAlert } from "~/components/forms/fields";
import type { RouteHandle } from "~/lib/route-handle";
import { seoMeta } from "~/lib/seo";
import type { Route } from "./+types/candidate";

export const handle: RouteHandle = { i18n: ["pages", "candidate"] };

export const loader = (args: Route.LoaderArgs) => candidateLinkPageData(args);

export const action = (args: Route.ActionArgs) => candidateLinkAction(args);

export const meta: Route.MetaFunction = ({ data }) => seoMeta(data?.seo);

/** A new private link for a candidate, by the address they applied with (decision 0035). */
export default function CandidateLinkPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("candidate");
  return (
    <div className="mx-auto max-w-xl px-4 py-16 sm:px-6">
      {loaderData.erased ? (
        <FormAlert tone="success" testId="candidate-erased">
          {t("link.erased")}
        </FormAlert>
      ) : null}
      <h1 className="mt-4 text-3xl font-bold text-ink">{t("link.heading")}</h1>
      <p className="mt-4 text-ink-muted">{t("link.lead")}</p>
      <div className="mt-8">
        <CandidateLinkForm />
      </div>
    </div>
  );
}
