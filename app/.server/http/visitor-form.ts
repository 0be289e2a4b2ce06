/**
 * The gate every visitor form passes before its own validation (docs/architecture.md, improvement 9): a small body
 * limit (413), a per-IP rate limit (429, counted per day), a readable form (400), and a honeypot
 * that quietly sets bots aside: what they send is kept as spam (decision 0015), and they are
 * answered as if it had been received. Answers carry an i18n key (namespace common) the form shows
 * in the visitor's language.
 */

import type { IncomingMessage } from "node:http";
import type { AppLoadContext } from "react-router";
import { data } from "react-router";
import type * as z from "zod";
import type { Language } from "~/i18n/languages";
import { languageOfRequest } from "~/i18n/request-language.server";
import { HONEYPOT_FIELD } from "~/lib/forms/honeypot";
import { type FormResult, formRefusal, formSuccess } from "~/lib/forms/result";
import type { Goal } from "~/lib/traffic/model";
import { filteredCounter } from "../services/analytics";
import { type SubmissionContext, type SubmitOptions, submissionContextFor } from "../services/records";
import { HttpError } from "./boundary";
import { countConversion, type RequestVisitor } from "./conversion";
import { parseForm } from "./parse-form";
import { type PostedForm, readPostedForm } from "./request-body";

const FORM_BODY_LIMIT_BYTES = 16 * 1024;

export type FormError = "forms.errors.tooLarge" | "forms.errors.rateLimited" | "forms.errors.malformed";

/** Why the gate turned a submission away: a form-wide message and the status it is sent with. */
export interface GateRejection {
  kind: "rejected";
  formError: FormError;
  status: number;
  headers?: Record<string, string>;
}

/** What the gate makes of a body it has read: a form to validate, a bot's to set aside quietly, or a rejection. */
export type ReadForm = { kind: "accepted" | "bot"; form: FormData } | GateRejection;

export type GateResult = Exclude<ReadForm, GateRejection> | { kind: "rejected"; response: ReturnType<typeof data<FormResult>> };

const rejection = (formError: FormError, status: number, headers?: Record<string, string>): GateRejection => ({
  kind: "rejected",
  formError,
  status,
  headers,
});

/**
 * The form budget checked without counting, for posts whose authority is a token (decision 0005):
 * only the caller knows, once the token is looked up, whether to count the request.
 */
export async function checkFormBudget(
  context: Pick<AppLoadContext, "rateLimits" | "clientIp">,
): Promise<GateRejection | undefined> {
  const { allowed, retryAfterSeconds } = await context.rateLimits.check("form", context.clientIp);
  return allowed ? undefined : rejection("forms.errors.rateLimited", 429, { "Retry-After": String(retryAfterSeconds) });
}

/**
 * The gate's first step, before the body is read: undefined when this visitor may submit now. A
 * refusal is counted for the dashboard (one upsert per day and turn, never an error), not stored.
 */
export async function checkFormRateLimit(
  context: Pick<AppLoadContext, "rateLimits" | "clientIp" | "database" | "logger">,
): Promise<GateRejection | undefined> {
  const { allowed, retryAfterSeconds } = await context.rateLimits.consume("form", context.clientIp);
  if (allowed) return undefined;
  await filteredCounter(context.database.db, context.logger).count("rateLimited");
  return rejection("forms.errors.rateLimited", 429, { "Retry-After": String(retryAfterSeconds) });
}

/** Counts a submission the honeypot caught (stored as spam or not: the newsletter's are not). */
export const countHoneypot = (context: Pick<AppLoadContext, "database" | "logger">) =>
  filteredCounter(context.database.db, context.logger).count("honeypot");

/** The gate's reading of a posted form: its size, then the honeypot. */
function screenVisitorForm({ form, size }: PostedForm, limit = FORM_BODY_LIMIT_BYTES): ReadForm {
  if (size > limit) return rejection("forms.errors.tooLarge", 413);
  const honeypot = form.get(HONEYPOT_FIELD);
  if (typeof honeypot === "string" && honeypot !== "") return { kind: "bot", form };
  return { kind: "accepted", form };
}

/**
 * A form the fast lane reads itself (no document handler before it): read and decoded by the one
 * reader, its refusals in the visitor form's words (413 too large, 400 for another type or an
 * unreadable body), then screened like any other.
 */
export async function readVisitorForm(req: IncomingMessage, limit = FORM_BODY_LIMIT_BYTES): Promise<ReadForm> {
  try {
    return screenVisitorForm(await readPostedForm(req, limit), limit);
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    return error.status === 413 ? rejection("forms.errors.tooLarge", 413) : rejection("forms.errors.malformed", 400);
  }
}

/** A rejection as an action's answer: a form-wide message. */
export const rejectionResponse = ({ formError, status, headers }: GateRejection) =>
  data(formRefusal(formError), { status, headers });

const asResponse = (rejected: GateRejection): GateResult => ({ kind: "rejected", response: rejectionResponse(rejected) });

/** The gate after the rate limit: the form the edge read, within the visitor forms' smaller limit. */
export function screenPostedForm(context: Pick<AppLoadContext, "posted">, limit = FORM_BODY_LIMIT_BYTES): GateResult {
  const read = context.posted ? screenVisitorForm(context.posted, limit) : rejection("forms.errors.malformed", 400);
  return read.kind === "rejected" ? asResponse(read) : read;
}

export async function gateVisitorForm(context: AppLoadContext, limit = FORM_BODY_LIMIT_BYTES): Promise<GateResult> {
  const limited = await checkFormRateLimit(context);
  if (limited) return asResponse(limited);
  return screenPostedForm(context, limit);
}

/** A submission the honeypot caught: kept as spam if it is valid, answered as a success either way. */
async function keepSpam<Schema extends z.ZodType>(
  request: Request,
  context: AppLoadContext,
  schema: Schema,
  form: FormData,
  submit: (value: z.output<Schema>, options: SubmitOptions) => Promise<unknown>,
) {
  await countHoneypot(context);
  const parsed = parseForm(form, schema);
  if (parsed.ok) {
    try {
      await submit(parsed.value, { spam: "honeypot" });
    } catch (error) {
      context.logger.warn({ err: error, path: new URL(request.url).pathname }, "Caught spam could not be kept");
    }
  }
  return data(formSuccess());
}

/**
 * The whole action of a visitor form: the gate, the form's zod schema (the same the browser ran),
 * then `submit` with the parsed value. It answers with the form's result (decision 0010): success,
 * the field messages (400), or a form-wide message (413, 429, 400, 503). Stored submissions wake
 * the outbox so their emails leave at once, then `onStored` runs with what `submit` answered (not
 * for caught spam). What the honeypot caught is stored as spam when it is a valid submission, and
 * answered with success whatever it was.
 */
export async function handleVisitorSubmission<Schema extends z.ZodType, Stored>(
  request: Request,
  context: AppLoadContext,
  schema: Schema,
  submit: (value: z.output<Schema>, options: SubmitOptions) => Promise<Stored>,
  onStored?: (stored: Stored) => Promise<void>,
) {
  const gate = await gateVisitorForm(context);
  if (gate.kind === "rejected") return gate.response;
  if (gate.kind === "bot") return keepSpam(request, context, schema, gate.form, submit);
  const parsed = parseForm(gate.form, schema);
  if (!parsed.ok) return parsed.response;
  let stored: Stored;
  try {
    stored = await submit(parsed.value, {});
  } catch (error) {
    context.logger.error({ err: error, path: new URL(request.url).pathname }, "A visitor submission could not be stored");
    return data(formRefusal("forms.errors.unavailable"), { status: 503 });
  }
  context.kickOutbox();
  await onStored?.(stored);
  return data(formSuccess());
}

/** The request's visitor, for the conversion their write counts as (decision 0016). */
export const requestVisitor = (request: Request, context: Pick<AppLoadContext, "clientIp">): RequestVisitor => ({
  ip: context.clientIp,
  userAgent: request.headers.get("user-agent") ?? "",
});

/**
 * The action of a visitor form's page: `export const action = visitorFormAction("contact",
 * contactSchema, submitContactMessage)`. The service gets the parsed value and the visitor's
 * language; the stored record counts as a conversion of `goal`.
 */
export function visitorFormAction<Schema extends z.ZodType>(
  goal: Goal,
  schema: Schema,
  submit: (
    context: SubmissionContext,
    value: z.output<Schema>,
    language: Language,
    options: SubmitOptions,
  ) => Promise<{ id: number }>,
) {
  return ({ request, context }: { request: Request; context: AppLoadContext }) =>
    handleVisitorSubmission(
      request,
      context,
      schema,
      (value, options) => submit(submissionContextFor(context), value, languageOfRequest(request), options),
      ({ id }) => countConversion(context, requestVisitor(request, context), goal, id),
    );
}
