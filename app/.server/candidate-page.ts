/**
 * What a candidate's private page loads and does (decision 0035): the page by its token, the
 * changes they make, the copy of their data, and a new link by email. The token is the authority,
 * as for the newsletter's links (decision 0005): a valid one never spends the form budget; an
 * unknown or expired one does, so tokens cannot be guessed at leisure. Server-only, so the route
 * modules stay a loader, an action and a view.
 */
import { type AppLoadContext, data, redirect } from "react-router";
import { localizePath } from "~/i18n/paths";
import { languageOfRequest } from "~/i18n/request-language.server";
import { CANDIDATE_PATH } from "~/lib/careers/applications";
import { CV_REFUSAL_MESSAGES } from "~/lib/careers/cv-files";
import { formRefusal, formSuccess } from "~/lib/forms/result";
import { candidateLinkSchema, candidatePageSchema } from "~/lib/validation/candidate";
import { parseForm } from "./http/parse-form";
import { CV_BODY_LIMIT_BYTES } from "./http/upload-body-limit";
import { checkFormBudget, gateVisitorForm, rejectionResponse, screenPostedForm } from "./http/visitor-form";
import { loadPageSeo } from "./seo";
import {
  addOwnCv,
  candidateCopy,
  candidateIdOfToken,
  candidateSelfView,
  cvAttachmentResponse,
  cvScannerOf,
  cvUploadOf,
  eraseCandidate,
  sendCandidateLink,
  updateOwnDetails,
  withdrawOwnApplication,
} from "./services/careers";
import { siteTexts } from "./services/content";
import { getSettings } from "./settings";

interface TokenArgs {
  request: Request;
  context: AppLoadContext;
  params: { token?: string };
}

/** A private page's answers are this visitor's alone, and its address never leaves in a Referer. */
export const PRIVATE_PAGE_HEADERS = { "Cache-Control": "private, no-store", "Referrer-Policy": "no-referrer" };

/** The candidate a request's token opens; a wrong token spends the form budget. */
async function candidateOfRequest(context: AppLoadContext, token: string | undefined): Promise<number | undefined> {
  const candidateId = token ? await candidateIdOfToken(context.database.db, token) : undefined;
  if (candidateId === undefined) await context.rateLimits.penalize("form", context.clientIp);
  return candidateId;
}

export async function candidatePageData({ request, context, params }: TokenArgs) {
  const language = languageOfRequest(request);
  const seo = { ...(await loadPageSeo(request, context, "candidate")), noindex: true };
  const spent = await checkFormBudget(context);
  if (spent)
    return data({ seo, state: "limited" as const }, { status: 429, headers: { ...PRIVATE_PAGE_HEADERS, ...spent.headers } });
  const candidateId = await candidateOfRequest(context, params.token);
  const view = candidateId === undefined ? undefined : await candidateSelfView(context.database, candidateId, language);
  if (!view) return data({ seo, state: "invalid" as const }, { status: 404, headers: PRIVATE_PAGE_HEADERS });
  const settings = await getSettings(context.database.db);
  return data(
    { seo, state: "ok" as const, view, retention: { applicationDays: settings.applicationRetentionDays } },
    { headers: PRIVATE_PAGE_HEADERS },
  );
}

export async function candidatePageAction({ request, context, params }: TokenArgs) {
  const spent = await checkFormBudget(context);
  if (spent) return rejectionResponse(spent);
  const candidateId = await candidateOfRequest(context, params.token);
  if (candidateId === undefined) return data(formRefusal("candidate:errors.linkInvalid"), { status: 404 });
  const read = screenPostedForm(context, CV_BODY_LIMIT_BYTES);
  if (read.kind === "rejected") return read.response;
  const parsed = parseForm(read.form, candidatePageSchema);
  if (!parsed.ok) return parsed.response;
  const value = parsed.value;
  const done = () => data(formSuccess());
  const refuse = (field: string, message: string) =>
    data(parsed.reply(field === "" ? { formErrors: [message] } : { fieldErrors: { [field]: [message] } }), { status: 400 });
  switch (value.intent) {
    case "details": {
      const changed = await updateOwnDetails(context.database, candidateId, value);
      return changed.ok ? done() : refuse("phone", "candidate:errors.phoneNeeded");
    }
    case "withdraw": {
      const withdrawn = await withdrawOwnApplication(context.database, candidateId, value.application);
      return withdrawn.ok ? done() : refuse("", "candidate:errors.cannotWithdraw");
    }
    case "cv": {
      const upload = await cvUploadOf(read.form.get("cv"));
      if (!upload) return refuse("cv", CV_REFUSAL_MESSAGES.empty);
      const added = await addOwnCv(context.database, candidateId, upload, cvScannerOf(context.config));
      if (added.ok) return done();
      return added.reason === "notFound"
        ? refuse("", "candidate:errors.linkInvalid")
        : refuse("cv", CV_REFUSAL_MESSAGES[added.reason]);
    }
    case "erase": {
      await eraseCandidate(context.database.db, candidateId);
      context.logger.info({ candidateId }, "A candidate erased their data from their private page");
      throw redirect(`${localizePath(CANDIDATE_PATH, languageOfRequest(request))}?erased=1`, { headers: PRIVATE_PAGE_HEADERS });
    }
  }
}

/** The candidate's copy of their data, a zip saved as an attachment. */
export async function candidateCopyResponse({ request, context, params }: TokenArgs): Promise<Response> {
  const spent = await checkFormBudget(context);
  if (spent) return new Response("Too many requests", { status: 429, headers: { ...PRIVATE_PAGE_HEADERS, ...spent.headers } });
  const candidateId = await candidateOfRequest(context, params.token);
  const copy =
    candidateId === undefined
      ? undefined
      : await candidateCopy(context.database, candidateId, languageOfRequest(request), await siteTexts(context.database));
  if (!copy)
    return new Response("This link no longer works.", {
      status: 404,
      headers: { ...PRIVATE_PAGE_HEADERS, "Content-Type": "text/plain; charset=utf-8" },
    });
  return cvAttachmentResponse({ displayName: copy.fileName, contentType: "application/zip", bytes: copy.bytes });
}

export async function candidateLinkPageData({ request, context }: Pick<TokenArgs, "request" | "context">) {
  const seo = { ...(await loadPageSeo(request, context, "candidateLink")), noindex: true };
  return { seo, erased: new URL(request.url).searchParams.has("erased") };
}

/** A new link by email: the same answer whether or not the address has applied. */
export async function candidateLinkAction({ context }: Pick<TokenArgs, "context">) {
  const gate = await gateVisitorForm(context);
  if (gate.kind === "rejected") return gate.response;
  const parsed = parseForm(gate.form, candidateLinkSchema);
  if (!parsed.ok) return parsed.response;
  if (gate.kind === "accepted") {
    try {
      await sendCandidateLink(context.database, context.config.publicUrl, parsed.value.email);
    } catch (error) {
      context.logger.error({ err: error }, "A candidate's new link could not be queued");
      return data(formRefusal("forms.errors.unavailable"), { status: 503 });
    }
    context.kickOutbox();
  }
  return data(formSuccess());
}
