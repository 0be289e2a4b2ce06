import { useTranslation } from "react-i18next";
import { data, Form, Link, useLocation, useNavigation } from "react-router";
import { checkFormBudget, readFormRequest, rejectionResponse } from "~/.server/http/visitor-form";
import { loadPageSeo } from "~/.server/seo";
import { findSubscriberByUnsubscribeToken, unsubscribe } from "~/.server/services/newsletter";
import { PageIntro } from "~/components/sections/PageIntro";
import { buttonClasses } from "~/components/ui/button";
import type { RouteHandle } from "~/lib/route-handle";
import { seoMeta } from "~/lib/seo";
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
 * The page's button (token in the body). One-click unsubscribes (RFC 8058: "List-Unsubscribe=One-Click"
 * posted to the List-Unsubscribe URL, token in its query) are answered in the fast lane
 * (`one-click-unsubscribe.ts`); should one reach this action, it is served here the same way.
 * The token is the authority (decision 0005): a valid one never spends the form budget; anything
 * else does, so tokens cannot be guessed at leisure.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const spent = await checkFormBudget(context);
  if (spent) return rejectionResponse(spent);
  const read = await readFormRequest(request);
  const token =
    (read.kind === "accepted" && String(read.form.get("token") ?? "")) || new URL(request.url).searchParams.get("token") || "";
  const email = read.kind === "accepted" ? await unsubscribe(context.database, token) : undefined;
  if (!email) await context.rateLimits.penalize("form", context.clientIp);
  if (read.kind === "rejected") return read.response;
  const state: State = email ? { state: "done", email } : { state: "invalid" };
  return data(state, { status: email ? 200 : 404 });
}

export const meta: Route.MetaFunction = ({ data }) => seoMeta(data?.seo);

export default function UnsubscribePage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("subscription");
  const navigation = useNavigation();
  // The button posts to the path without the query: a token in the query marks a one-click
  // unsubscribe (RFC 8058), which the fast lane answers.
  const { pathname } = useLocation();
  const view = (actionData ?? loaderData) as State;
  return (
    <>
      <PageIntro page="unsubscribe" />
      <div className="mx-auto max-w-2xl px-4 pb-20 text-center sm:px-6" data-testid="unsubscribe">
        {view.state === "prompt" ? (
          <Form method="post" action={pathname} replace>
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
