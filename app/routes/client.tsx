import { useTranslation } from "react-i18next";
import { clientLinkAction, clientLinkPageData } from "~/.server/client-page";
import { ClientLinkForm } from "~/components/client/ClientLinkForm";
import type { RouteHandle } from "~/lib/route-handle";
import { seoMeta } from "~/lib/seo";
import type { Route } from "./+types/client";

export const handle: RouteHandle = { i18n: ["pages", "client"] };

export const loader = (args: Route.LoaderArgs) => clientLinkPageData(args);

export const action = (args: Route.ActionArgs) => clientLinkAction(args);

export const meta: Route.MetaFunction = ({ data }) => seoMeta(data?.seo);

/** The client's private link sent again, by the address the request was made with (decision 0038). */
export default function ClientLinkPage() {
  const { t } = useTranslation("client");
  return (
    <div className="mx-auto max-w-xl px-4 py-16 sm:px-6">
      <h1 className="mt-4 text-3xl font-bold text-ink">{t("link.heading")}</h1>
      <p className="mt-4 text-ink-muted">{t("link.lead")}</p>
      <div className="mt-8">
        <ClientLinkForm />
      </div>
    </div>
  );
}
