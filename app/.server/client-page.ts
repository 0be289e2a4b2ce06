/**
 * What a client's private page loads and does (decision 0038), modelled on the candidate's page
 * (decision 0035): the request by its token, the client's answers for shortlisted candidates, a
 * shortlisted candidate's CV when they agreed, next season's confirmation, and the link sent again
 * by email. The token is the authority: every read and write goes by the request id it opened, so
 * an id posted from another request's page changes nothing. A valid token never spends the form
 * budget; an unknown or expired one does, so tokens cannot be guessed at leisure.
 */
import { type AppLoadContext, data } from "react-router";
import { formRefusal, formSuccess } from "~/lib/forms/result";
import { clientLinkSchema, clientPageSchema } from "~/lib/validation/client";
import { readRecordId } from "~/lib/validation/rules";
import { PRIVATE_PAGE_HEADERS } from "./candidate-page";
import { countConversion } from "./http/conversion";
import { parseForm } from "./http/parse-form";
import { checkFormBudget, gateVisitorForm, rejectionResponse, requestVisitor, screenPostedForm } from "./http/visitor-form";
import { loadPageSeo } from "./seo";
import { cvAttachmentResponse } from "./services/careers";
import {
  answerShortlistEntry,
  clientCvDownload,
  clientView,
  confirmNextSeason,
  requestIdOfClientToken,
  sendClientLink,
} from "./services/requests";

interface TokenArgs {
  request: Request;
  context: AppLoadContext;
  params: { token?: string };
}

/** The request a token opens; a wrong or expired token spends the form budget. */
async function requestOfToken(context: AppLoadContext, token: string | undefined): Promise<number | undefined> {
  const requestId = token ? await requestIdOfClientToken(context.database.db, token) : undefined;
  if (requestId === undefined) await context.rateLimits.penalize("form", context.clientIp);
  return requestId;
}

export async function clientPageData({ request, context, params }: TokenArgs) {
  const seo = { ...(await loadPageSeo(request, context, "client")), noindex: true };
  const spent = await checkFormBudget(context);
  if (spent)
    return data({ seo, state: "limited" as const }, { status: 429, headers: { ...PRIVATE_PAGE_HEADERS, ...spent.headers } });
  const requestId = await requestOfToken(context, params.token);
  const view = requestId === undefined ? undefined : await clientView(context.database.db, requestId);
  if (!view) return data({ seo, state: "invalid" as const }, { status: 404, headers: PRIVATE_PAGE_HEADERS });
  return data({ seo, state: "ok" as const, view }, { headers: PRIVATE_PAGE_HEADERS });
}

export async function clientPageAction({ request, context, params }: TokenArgs) {
  const spent = await checkFormBudget(context);
  if (spent) return rejectionResponse(spent);
  const requestId = await requestOfToken(context, params.token);
  if (requestId === undefined)
    return data(formRefusal("client:errors.linkInvalid"), { status: 404, headers: PRIVATE_PAGE_HEADERS });
  const read = screenPostedForm(context);
  if (read.kind === "rejected") return read.response;
  const parsed = parseForm(read.form, clientPageSchema);
  if (!parsed.ok) return parsed.response;
  const value = parsed.value;
  if (value.intent === "season") {
    const confirmed = await confirmNextSeason(
      context.database,
      context.config.publicUrl,
      requestId,
      value.lines.map((line) => ({
        lineId: line.id,
        keep: line.keep,
        headcount: line.headcount,
        startDate: line.start,
        endDate: line.end,
      })),
    );
    if (!confirmed.ok) return data(formRefusal(`client:errors.season.${confirmed.reason}`), { status: 409 });
    context.kickOutbox();
    return data(formSuccess(), { headers: PRIVATE_PAGE_HEADERS });
  }
  const decision = value.intent === "approve" ? "approved" : "declined";
  const answered = await answerShortlistEntry(context.database, context.config.publicUrl, {
    requestId,
    entryId: value.entry,
    decision,
    comment: value.comment,
  });
  if (!answered.ok)
    return data(formRefusal(`client:errors.${answered.reason === "decided" ? "decided" : "entry"}`), { status: 409 });
  context.kickOutbox();
  if (decision === "approved")
    await countConversion(context, requestVisitor(request, context), "shortlist_approval", value.entry);
  return data(formSuccess(), { headers: PRIVATE_PAGE_HEADERS });
}

/** A shortlisted candidate's CV, when they agreed to show it, as an attachment. */
export async function clientCvResponse({ context, params }: TokenArgs & { params: { entry?: string } }): Promise<Response> {
  const spent = await checkFormBudget(context);
  if (spent) return new Response("Too many requests", { status: 429, headers: { ...PRIVATE_PAGE_HEADERS, ...spent.headers } });
  const requestId = await requestOfToken(context, params.token);
  // Bounded as a record id: a number past the column's range is no entry (PostgreSQL would refuse it).
  const entryId = readRecordId(params.entry);
  const file =
    requestId === undefined || entryId === undefined ? undefined : await clientCvDownload(context.database, requestId, entryId);
  if (!file)
    return new Response("Not found.", {
      status: 404,
      headers: { ...PRIVATE_PAGE_HEADERS, "Content-Type": "text/plain; charset=utf-8" },
    });
  return cvAttachmentResponse(file);
}

export async function clientLinkPageData({ request, context }: Pick<TokenArgs, "request" | "context">) {
  return { seo: { ...(await loadPageSeo(request, context, "clientLink")), noindex: true } };
}

/** The link sent again: the same answer whatever was typed. */
export async function clientLinkAction({ context }: Pick<TokenArgs, "context">) {
  const gate = await gateVisitorForm(context);
  if (gate.kind === "rejected") return gate.response;
  const parsed = parseForm(gate.form, clientLinkSchema);
  if (!parsed.ok) return parsed.response;
  if (gate.kind === "accepted") {
    try {
      await sendClientLink(context.database, context.config.publicUrl, parsed.value.email, parsed.value.reference);
    } catch (error) {
      context.logger.error({ err: error }, "A client's new link could not be queued");
      return data(formRefusal("forms.errors.unavailable"), { status: 503 });
    }
    context.kickOutbox();
  }
  return data(formSuccess());
}
