/**
 * The job-alert pages' loaders and actions (decision 0036): the sign-up (/careers/alerts, also
 * posted to by the careers page's section), the double opt-in confirmation and the unsubscribe
 * page. The sign-up answers the same whether the address is new, known, confirmed or suppressed;
 * only what is emailed differs (services/careers/alerts/subscribers.ts). The one-click
 * unsubscribe of mail clients is answered in the fast lane (./one-click-unsubscribe.ts).
 */
import { type AppLoadContext, data } from "react-router";
import { languageOfRequest } from "~/i18n/request-language.server";
import { readCareersFilter } from "~/lib/careers";
import { criteriaOfFilter, JOB_ALERTS_PATH } from "~/lib/careers/job-alerts";
import { type FormResult, formRefusal, formSuccess } from "~/lib/forms/result";
import { JOB_ALERT_TOKEN_INVALID, jobAlertSchema, jobAlertTokenSchema } from "~/lib/validation/job-alerts";
import { serverI18n } from "../i18n";
import { loadPageSeo } from "../seo";
import {
  confirmJobAlerts,
  findJobAlertSubscriber,
  jobAlertContextFor,
  subscribeToJobAlerts,
  unsubscribeFromJobAlerts,
} from "../services/careers";
import { siteTexts } from "../services/content";
import { countConversion } from "./conversion";
import { parseForm } from "./parse-form";
import {
  checkFormBudget,
  gateVisitorForm,
  handleVisitorSubmission,
  rejectionResponse,
  requestVisitor,
  screenPostedForm,
} from "./visitor-form";

interface Args {
  request: Request;
  context: AppLoadContext;
}

/** A job-alert page's tags: the careers page's, with its own title and description from `job-alerts:seo`. */
async function jobAlertsSeo({ request, context }: Args, page: "signup" | "confirm" | "unsubscribe") {
  const language = languageOfRequest(request);
  const [seo, i18n] = await Promise.all([
    loadPageSeo(request, context, "careers"),
    siteTexts(context.database).then((texts) => serverI18n(language, texts)),
  ]);
  const t = i18n.getFixedT(language, "job-alerts");
  return {
    ...seo,
    title: `${t(`seo.${page}.title`)} | ${seo.siteName}`,
    description: t(`seo.${page}.description`),
    // The token pages are one person's; the sign-up is one page whatever its query.
    ...(page === "signup" ? { path: JOB_ALERTS_PATH } : { noindex: true }),
  };
}

/** /careers/alerts: its tags, and the ticks of the careers filter it was opened from. */
export async function jobAlertsPageData(args: Args) {
  const criteria = criteriaOfFilter(readCareersFilter(new URL(args.request.url).searchParams));
  return { seo: await jobAlertsSeo(args, "signup"), criteria };
}

/** The sign-up, with or without JavaScript: the gate, the schema, then the same answer for every address. */
export function jobAlertsSignUp({ request, context }: Args) {
  return handleVisitorSubmission(
    request,
    context,
    jobAlertSchema,
    async (value, options) =>
      // A bot's sign-up is answered as any other and stored as nothing: it would only email a stranger.
      options.spam ? undefined : subscribeToJobAlerts(await jobAlertContextFor(context), value, languageOfRequest(request)),
    async (stored) => {
      if (stored) await countConversion(context, requestVisitor(request, context), "job_alert_signup", stored.id);
    },
  );
}

/** Double opt-in: the emailed link opens the page; its button confirms (link scanners only GET). */
export async function jobAlertsConfirmPageData(args: Args) {
  return { seo: await jobAlertsSeo(args, "confirm"), token: new URL(args.request.url).searchParams.get("token") ?? "" };
}

export async function jobAlertsConfirm({ request, context }: Args) {
  const gate = await gateVisitorForm(context);
  if (gate.kind !== "accepted") return data({ confirmed: false }, { status: gate.kind === "rejected" ? 400 : 200 });
  const parsed = parseForm(gate.form, jobAlertTokenSchema);
  const result = parsed.ok ? await confirmJobAlerts(context.database, parsed.value.token) : undefined;
  if (result?.ok) await countConversion(context, requestVisitor(request, context), "job_alert_confirm", result.id);
  else await context.rateLimits.penalize("form", context.clientIp);
  const confirmed = result?.ok ?? false;
  return data({ confirmed }, { status: confirmed ? 200 : 404 });
}

export type UnsubscribePrompt = { state: "prompt"; email: string; token: string } | { state: "invalid" };

/** Opening the emailed link only shows what will happen; nothing changes on GET. */
export async function jobAlertsUnsubscribePageData(args: Args) {
  const seo = await jobAlertsSeo(args, "unsubscribe");
  const parsed = jobAlertTokenSchema.safeParse({ token: new URL(args.request.url).searchParams.get("token") ?? "" });
  const subscriber = parsed.success ? await findJobAlertSubscriber(args.context.database, parsed.data.token) : undefined;
  const state: UnsubscribePrompt =
    parsed.success && subscriber ? { state: "prompt", email: subscriber.email, token: parsed.data.token } : { state: "invalid" };
  return data({ seo, ...state }, { status: subscriber ? 200 : 404 });
}

/**
 * The page's button (token in the body) or a one-click post that reached React Router (token in
 * the query). As the newsletter's: a valid token never spends the form budget, anything else does.
 */
export async function jobAlertsUnsubscribe({ request, context }: Args) {
  const spent = await checkFormBudget(context);
  if (spent) return rejectionResponse(spent);
  const read = screenPostedForm(context);
  const form = read.kind === "accepted" ? read.form : new FormData();
  if (!form.get("token")) form.set("token", new URL(request.url).searchParams.get("token") ?? "");
  const parsed = parseForm(form, jobAlertTokenSchema);
  const outcome =
    read.kind === "accepted" && parsed.ok ? await unsubscribeFromJobAlerts(context.database, parsed.value.token) : undefined;
  if (!outcome?.ok) await context.rateLimits.penalize("form", context.clientIp);
  if (read.kind === "rejected") return read.response;
  if (!parsed.ok) return parsed.response;
  if (!outcome?.ok) return data<FormResult & { email?: string }>(formRefusal(JOB_ALERT_TOKEN_INVALID), { status: 404 });
  return data<FormResult & { email?: string }>({ ...formSuccess(), email: outcome.email });
}
