import { useTranslation } from "react-i18next";
import { data, Form } from "react-router";
import { countConversion } from "~/.server/http/conversion";
import { parseForm } from "~/.server/http/parse-form";
import { gateVisitorForm, requestVisitor } from "~/.server/http/visitor-form";
import { loadPageSeo } from "~/.server/seo";
import { confirmSubscription } from "~/.server/services/records";
import { PageIntro } from "~/components/sections/PageIntro";
import { buttonClasses } from "~/components/ui/button";
import type { RouteHandle } from "~/lib/route-handle";
import { seoMeta } from "~/lib/seo";
import { confirmSubscriptionSchema } from "~/lib/validation/unsubscribe";
import type { Route } from "./+types/newsletter.confirm";

export const handle: RouteHandle = { i18n: ["pages", "subscription"] };

/** Double opt-in: the emailed link opens this page; the button confirms (link scanners only GET). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const seo = { ...(await loadPageSeo(request, context, "newsletterConfirm")), noindex: true };
  return { seo, token: new URL(request.url).searchParams.get("token") ?? "" };
}

export async function action({ request, context }: Route.ActionArgs) {
  const gate = await gateVisitorForm(context);
  if (gate.kind !== "accepted") return data({ confirmed: false }, { status: gate.kind === "rejected" ? 400 : 200 });
  const parsed = parseForm(gate.form, confirmSubscriptionSchema);
  const result = parsed.ok ? await confirmSubscription(context.database, parsed.value.token) : undefined;
  if (result?.ok) await countConversion(context, requestVisitor(request, context), "newsletter_confirm", result.id);
  const confirmed = result?.ok ?? false;
  return data({ confirmed }, { status: confirmed ? 200 : 404 });
}

export const meta: Route.MetaFunction = ({ data }) => seoMeta(data?.seo);

export default function ConfirmSubscriptionPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("subscription");
  return (
    <>
      <PageIntro page="newsletterConfirm" />
      <div className="mx-auto max-w-2xl px-4 pb-20 text-center sm:px-6">
        {actionData ? (
          <p role="status" className="text-lg text-ink">
            {actionData.confirmed ? t("confirm.done") : t("confirm.invalid")}
          </p>
        ) : (
          <Form method="post">
            <input type="hidden" name="token" value={loaderData.token} />
            <p className="text-lg text-ink">{t("confirm.prompt")}</p>
            <button type="submit" className={buttonClasses("primary", "lg", "mt-8")}>
              {t("confirm.button")}
            </button>
          </Form>
        )}
      </div>
    </>
  );
}
