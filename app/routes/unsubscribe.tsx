import { useTranslation } from "react-i18next";
import { data, Form, Link, useNavigation } from "react-router";
import { PageIntro } from "~/components/sections/PageIntro";
import { buttonClasses } from "~/components/ui/button";
import type { RouteHandle } from "~/lib/route-handle";
import { seoMeta } from "~/lib/seo";
import { gateVisitorForm } from "~/server/http/visitor-form";
import { loadPageSeo } from "~/server/seo";
import { findSubscriberByUnsubscribeToken, unsubscribe } from "~/server/services/newsletter";
import type { Route } from "./+types/unsubscribe";

export const handle: RouteHandle = { i18n: ["pages", "subscription"] };

type State = { state: "prompt"; email: string; token: string } | { state: "done"; email: string } | { state: "invalid" };

/** Opening the emailed link only shows what will happen (design.md item 7); nothing changes on GET. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const seo = { ...(await loadPageSeo(request, context, "unsubscribe")), noindex: true };
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const subscriber = await findSubscriberByUnsubscribeToken(context.database, token);
  const state: State = subscriber ? { state: "prompt", email: subscriber.email, token } : { state: "invalid" };
  return data({ seo, ...state }, { status: subscriber ? 200 : 404 });
}

/**
 * The page's button and RFC 8058 one-click unsubscribes (a mail client POSTs
 * "List-Unsubscribe=One-Click" to the List-Unsubscribe URL, token in its query) both land here.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const gate = await gateVisitorForm(request, context);
  if (gate.kind === "rejected") return gate.response;
  const token =
    (gate.kind === "accepted" && String(gate.form.get("token") ?? "")) || new URL(request.url).searchParams.get("token") || "";
  const email = gate.kind === "accepted" ? await unsubscribe(context.database, token) : undefined;
  const state: State = email ? { state: "done", email } : { state: "invalid" };
  return data(state, { status: email ? 200 : 404 });
}

export const meta: Route.MetaFunction = ({ data }) => seoMeta(data?.seo);

export default function UnsubscribePage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("subscription");
  const navigation = useNavigation();
  const view = (actionData ?? loaderData) as State;
  return (
    <>
      <PageIntro page="unsubscribe" />
      <div className="mx-auto max-w-2xl px-4 pb-20 text-center sm:px-6" data-testid="unsubscribe">
        {view.state === "prompt" ? (
          <Form method="post" replace>
            <input type="hidden" name="token" value={view.token} />
            <p className="text-lg text-ink">{t("unsubscribe.prompt", { email: view.email })}</p>
            <button type="submit" className={buttonClasses("primary", "lg", "mt-8")} disabled={navigation.state !== "idle"}>
              {t("unsubscribe.button")}
            </button>
          </Form>
        ) : (
          <div role="status">
            <p className="text-lg text-ink">
              {view.state === "done" ? t("unsubscribe.done", { email: view.email }) : t("unsubscribe.invalid")}
            </p>
            <p className="mt-4 text-ink-muted">{t("unsubscribe.resubscribe")}</p>
            <Link to="/" className={buttonClasses("secondary", "md", "mt-8")}>
              {t("errors.home", { ns: "common" })}
            </Link>
          </div>
        )}
      </div>
    </>
  );
}
