import { useId } from "react";
import { useTranslation } from "react-i18next";
import { data, Form, useLocation, useNavigation } from "react-router";
import { parseForm } from "~/.server/http/parse-form";
import { checkFormBudget, rejectionResponse, screenPostedForm } from "~/.server/http/visitor-form";
import { loadPageSeo } from "~/.server/seo";
import { findSubscriberByUnsubscribeToken, unsubscribe } from "~/.server/services/records";
import { FormAlert, StatusButton } from "~/components/forms/fields";
import { useFormLayer } from "~/components/forms/use-form-layer";
import { PageIntro } from "~/components/sections/PageIntro";
import { buttonClasses } from "~/components/ui/button";
import { LocalLink } from "~/i18n/links";
import { FORM_WIDE, type FormResult, formRefusal, formSuccess, messageOf, succeeded } from "~/lib/forms/result";
import type { RouteHandle } from "~/lib/route-handle";
import { seoMeta } from "~/lib/seo";
import { UNSUBSCRIBE_INVALID, unsubscribeSchema } from "~/lib/validation/unsubscribe";
import type { Route } from "./+types/unsubscribe";

export const handle: RouteHandle = { i18n: ["pages", "subscription"] };

type Prompt = { state: "prompt"; email: string; token: string } | { state: "invalid" };
/** The form's result; once through, it names the address that left. */
type UnsubscribeResult = FormResult & { email?: string };

const UNSUBSCRIBE_FIELDS = ["token"] as const;
const loadUnsubscribeSchema = () => import("~/lib/validation/unsubscribe").then((module) => module.unsubscribeSchema);

/** Opening the emailed link only shows what will happen (docs/architecture.md, improvement 7); nothing changes on GET. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const seo = { ...(await loadPageSeo(request, context, "unsubscribe")), noindex: true };
  const parsed = unsubscribeSchema.safeParse({ token: new URL(request.url).searchParams.get("token") ?? "" });
  const subscriber = parsed.success ? await findSubscriberByUnsubscribeToken(context.database, parsed.data.token) : undefined;
  const state: Prompt =
    parsed.success && subscriber ? { state: "prompt", email: subscriber.email, token: parsed.data.token } : { state: "invalid" };
  return data({ seo, ...state }, { status: subscriber ? 200 : 404 });
}

/**
 * The page's button (token in the body), parsed by the unsubscribe schema. One-click unsubscribes
 * (RFC 8058: "List-Unsubscribe=One-Click" posted to the List-Unsubscribe URL, token in its query)
 * are answered in the fast lane (`one-click-unsubscribe.ts`); should one reach this action, it is
 * served here the same way. The token is the authority (decision 0005): a valid one never spends
 * the form budget; anything else does, so tokens cannot be guessed at leisure.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const spent = await checkFormBudget(context);
  if (spent) return rejectionResponse(spent);
  const read = screenPostedForm(context);
  const form = read.kind === "accepted" ? read.form : new FormData();
  if (!form.get("token")) form.set("token", new URL(request.url).searchParams.get("token") ?? "");
  const parsed = parseForm(form, unsubscribeSchema);
  const outcome = read.kind === "accepted" && parsed.ok ? await unsubscribe(context.database, parsed.value.token) : undefined;
  if (!outcome?.ok) await context.rateLimits.penalize("form", context.clientIp);
  if (read.kind === "rejected") return read.response;
  if (!parsed.ok) return parsed.response;
  if (!outcome?.ok) return data<UnsubscribeResult>(formRefusal(UNSUBSCRIBE_INVALID), { status: 404 });
  return data<UnsubscribeResult>({ ...formSuccess(), email: outcome.email });
}

export const meta: Route.MetaFunction = ({ data }) => seoMeta(data?.seo);

export default function UnsubscribePage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("subscription");
  const navigation = useNavigation();
  const result = actionData as UnsubscribeResult | undefined;
  const form = useFormLayer({ schema: loadUnsubscribeSchema, fields: UNSUBSCRIBE_FIELDS, lastResult: result });
  const statusId = useId();
  // The button posts to the path without the query: a token in the query marks a one-click
  // unsubscribe (RFC 8058), which the fast lane answers.
  const { pathname } = useLocation();
  const refusal = form.messageOf(FORM_WIDE) ?? form.messageOf("token");
  const invalid = messageOf(result, FORM_WIDE) === UNSUBSCRIBE_INVALID || messageOf(result, "token") !== undefined;
  const done = succeeded(result) ? result?.email : undefined;
  const view = loaderData as Prompt;
  return (
    <>
      <PageIntro page="unsubscribe" />
      <div className="mx-auto max-w-2xl px-4 pb-20 text-center sm:px-6" data-testid="unsubscribe">
        {view.state === "prompt" && done === undefined && !invalid ? (
          <Form method="post" action={pathname} replace {...form.props} className="flex flex-col items-center">
            <input type="hidden" name="token" value={view.token} />
            <p className="text-lg text-ink">{t("unsubscribe.prompt", { email: view.email })}</p>
            {form.validation}
            <StatusButton
              status={navigation.state === "idle" ? "idle" : "pending"}
              labels={{ idle: t("unsubscribe.button"), pending: t("unsubscribe.button") }}
              className="mt-8"
              aria-describedby={statusId}
            />
            <FormAlert id={statusId} tone="error">
              {refusal ? t(refusal, { ns: "common" }) : null}
            </FormAlert>
          </Form>
        ) : (
          <div role="status">
            <p className="text-lg text-ink">
              {done !== undefined ? t("unsubscribe.done", { email: done }) : t("unsubscribe.invalid")}
            </p>
            <p className="mt-4 text-ink-muted">{t("unsubscribe.resubscribe")}</p>
            <LocalLink to="/" className={buttonClasses("secondary", "md", "mt-8")}>
              {t("errors.home", { ns: "common" })}
            </LocalLink>
          </div>
        )}
      </div>
    </>
  );
}
