/**
 * What the privacy request pages load and do (decision 0041): the request page, whose form goes
 * through the visitor form gate and answers the same for every address, and the confirmation
 * link's page, which shows what will be confirmed and confirms only when its button is posted (a
 * mail scanner that follows links confirms nothing). A malformed, unknown, expired or spent link
 * spends the form budget, so links cannot be guessed at leisure.
 */
import { type AppLoadContext, data } from "react-router";
import { languageOfRequest } from "~/i18n/request-language.server";
import { privacyRequestSchema } from "~/lib/validation/privacy-request";
import { PRIVATE_PAGE_HEADERS } from "./candidate-page";
import { checkFormBudget, handleVisitorSubmission } from "./http/visitor-form";
import { serverI18n } from "./i18n";
import { loadPageSeo } from "./seo";
import { siteTexts } from "./services/content";
import { CONFIRM_LINK_HOURS, confirmablePrivacyRequest, confirmPrivacyRequest, submitPrivacyRequest } from "./services/privacy";
import { getSetting } from "./settings";

interface Args {
  request: Request;
  context: AppLoadContext;
}

interface TokenArgs extends Args {
  params: { token?: string };
}

/** A page's tags: the privacy page's, with its own title and description from `privacy-request:seo`. */
async function privacyRequestSeo({ request, context }: Args, page: "request" | "confirm") {
  const language = languageOfRequest(request);
  const [seo, i18n] = await Promise.all([
    loadPageSeo(request, context, "privacy"),
    siteTexts(context.database).then((texts) => serverI18n(language, texts)),
  ]);
  const t = i18n.getFixedT(language, "privacy-request");
  return {
    ...seo,
    title: `${t(`seo.${page}.title`)} | ${seo.siteName}`,
    description: t(`seo.${page}.description`),
    // A confirmation link is one person's page.
    ...(page === "confirm" ? { noindex: true } : {}),
  };
}

/** The request page: its tags, and the times it promises (the link's hours, staff's days to answer). */
export async function privacyRequestPageData(args: Args) {
  const [seo, answerDays] = await Promise.all([
    privacyRequestSeo(args, "request"),
    getSetting(args.context.database.db, "privacyRequestDays"),
  ]);
  return { seo, confirmHours: CONFIRM_LINK_HOURS, answerDays };
}

/**
 * The request, with or without JavaScript: the gate, the schema, then the same answer whatever
 * address was typed. What the honeypot caught is answered alike and stored as nothing: it would
 * only email a stranger.
 */
export function privacyRequestAction({ request, context }: Args) {
  return handleVisitorSubmission(request, context, privacyRequestSchema, async (value, options) => {
    if (options.spam) return;
    await submitPrivacyRequest(context.database, context.config.publicUrl, { ...value, language: languageOfRequest(request) });
  });
}

/** The confirmation page's loader: what the link would confirm, without changing anything. */
export async function privacyConfirmPageData(args: TokenArgs) {
  const { context, params } = args;
  const seo = await privacyRequestSeo(args, "confirm");
  // On a post the action has just spent the link: looking it up again would find it used.
  if (context.posted) return data({ seo, state: "answered" as const }, { headers: PRIVATE_PAGE_HEADERS });
  const spent = await checkFormBudget(context);
  if (spent)
    return data({ seo, state: "limited" as const }, { status: 429, headers: { ...PRIVATE_PAGE_HEADERS, ...spent.headers } });
  const request = await confirmablePrivacyRequest(context.database.db, params.token);
  if (!request) {
    await context.rateLimits.penalize("form", context.clientIp);
    return data({ seo, state: "invalid" as const }, { status: 404, headers: PRIVATE_PAGE_HEADERS });
  }
  return data({ seo, state: "ready" as const, kind: request.kind }, { headers: PRIVATE_PAGE_HEADERS });
}

/**
 * The button: the link is the authority, the form carries nothing. Confirmed, the page names the
 * deadline (a day, shown in the page's language); the status is always stated, since an action's
 * status is the page's even when its loader ran after it.
 */
export async function privacyConfirmAction({ context, params }: TokenArgs) {
  const spent = await checkFormBudget(context);
  if (spent) return data({ state: "limited" as const }, { status: 429, headers: { ...PRIVATE_PAGE_HEADERS, ...spent.headers } });
  const confirmed = await confirmPrivacyRequest(context.database, context.config.publicUrl, params.token);
  if (!confirmed) {
    await context.rateLimits.penalize("form", context.clientIp);
    return data({ state: "invalid" as const }, { status: 404, headers: PRIVATE_PAGE_HEADERS });
  }
  context.kickOutbox();
  return data(
    { state: "confirmed" as const, kind: confirmed.kind, answerBy: confirmed.answerBy.toISOString().slice(0, 10) },
    { status: 200, headers: PRIVATE_PAGE_HEADERS },
  );
}
