/**
 * The action of the request form on `/partnership` (docs/product.md section 4, decision 0038). It
 * passes the visitor form gate (rate limit, size, honeypot: decision 0015) and answers in the
 * form layer's words (decision 0010), so the form works without JavaScript:
 *
 * - `intent=addLine` and `intent=removeLine:<n>` (the form's buttons, posted when no script runs)
 *   answer the form back as it was typed, with one line more or one line less, and store nothing.
 *   They check the form budget without spending it: a client adding ten lines may still send.
 * - A plain post is the request: checked by the form's schema, stored with its lines, owner, link
 *   and emails (services/requests), counted as the `partnership` goal, and answered with its
 *   reference, which the page shows.
 *
 * Before the schema reads the form, only the fields it knows are kept, and the lines are numbered
 * again from 0 in their posted order, at most MAX_REQUEST_LINES of them: a post naming
 * `lines[99999999]` cannot make the answer a hundred million lines long.
 */
import { parseWithZod } from "@conform-to/zod/v4";
import { type AppLoadContext, data } from "react-router";
import { languageOfRequest } from "~/i18n/request-language.server";
import { HONEYPOT_FIELD } from "~/lib/forms/honeypot";
import { type FormResult, formRefusal, formSuccess } from "~/lib/forms/result";
import { MAX_REQUEST_LINES } from "~/lib/staff-requests/model";
import { partnershipSchema } from "~/lib/validation/partnership";
import {
  ADD_LINE_INTENT,
  REQUEST_FORM_FIELDS,
  REQUEST_LINE_FIELDS,
  REQUEST_LINE_INTENT,
  type RequestLineField,
  requestLineField,
} from "~/lib/validation/request-fields";
import { countConversion } from "./http/conversion";
import { parseForm } from "./http/parse-form";
import {
  checkFormBudget,
  countHoneypot,
  gateVisitorForm,
  rejectionResponse,
  requestVisitor,
  screenPostedForm,
} from "./http/visitor-form";
import { submissionContextFor } from "./services/records";
import { submitStaffRequest } from "./services/requests";

/** What the form's action answers: the form layer's result and, once a request is in, its reference. */
export type RequestFormAnswer = FormResult & { reference?: string | null };

const TOO_MANY_LINES = "contact:partnership.errors.lines.tooMany";
const LINE_NAME = /^lines\[(\d{1,12})\]\.([a-z_]+)$/;
const TOP_FIELDS = new Set<string>([...REQUEST_FORM_FIELDS, HONEYPOT_FIELD]);
const LINE_FIELDS = new Set<string>(REQUEST_LINE_FIELDS);

/** The posted form as the schema may read it, and whether more lines were posted than a request holds. */
export function requestFormFields(posted: FormData): { form: FormData; tooManyLines: boolean } {
  const top: Array<[string, string]> = [];
  const lines = new Map<number, Array<[RequestLineField, string]>>();
  for (const [name, value] of posted) {
    if (typeof value !== "string") continue;
    const line = LINE_NAME.exec(name);
    if (line) {
      const [, index, field] = line;
      if (!LINE_FIELDS.has(field as string)) continue;
      const at = Number(index);
      lines.set(at, [...(lines.get(at) ?? []), [field as RequestLineField, value]]);
    } else if (TOP_FIELDS.has(name) && name !== "lines") {
      top.push([name, value]);
    }
  }
  const form = new FormData();
  for (const [name, value] of top) form.append(name, value);
  const order = [...lines.keys()].sort((a, b) => a - b);
  for (const [index, at] of order.slice(0, MAX_REQUEST_LINES).entries()) {
    for (const [field, value] of lines.get(at) ?? []) form.append(requestLineField(index, field), value);
  }
  return { form, tooManyLines: order.length > MAX_REQUEST_LINES };
}

/** A line edit of a form without JavaScript: what the button asks for, or undefined for the request itself. */
type LineEdit = { kind: "add" } | { kind: "remove"; index: number };

function lineEditOf(intent: FormDataEntryValue | null): LineEdit | undefined | "unknown" {
  if (intent === null || intent === "") return undefined;
  if (intent === ADD_LINE_INTENT) return { kind: "add" };
  const remove = typeof intent === "string" ? /^removeLine:(\d{1,2})$/.exec(intent) : null;
  return remove ? { kind: "remove", index: Number(remove[1]) } : "unknown";
}

/** The form as typed, with one line more or less: rendered again by the page, nothing stored. */
function editedLines(form: FormData, edit: LineEdit, tooManyLines: boolean): FormResult {
  const payload = parseWithZod(form, { schema: partnershipSchema }).payload;
  const lines = Array.isArray(payload.lines) ? [...payload.lines] : [];
  if (lines.length === 0) lines.push({});
  const full = tooManyLines || lines.length >= MAX_REQUEST_LINES;
  if (edit.kind === "add" && !full) lines.push({});
  if (edit.kind === "remove" && edit.index < lines.length) lines.splice(edit.index, 1);
  if (lines.length === 0) lines.push({});
  return {
    initialValue: { ...payload, lines } as FormResult["initialValue"],
    error: edit.kind === "add" && full ? { lines: [TOO_MANY_LINES] } : {},
  };
}

export async function requestFormAction({ request, context }: { request: Request; context: AppLoadContext }) {
  const edit = lineEditOf(context.posted?.form.get(REQUEST_LINE_INTENT) ?? null);
  if (edit === "unknown") return data<RequestFormAnswer>(formRefusal("forms.errors.malformed"), { status: 400 });
  if (edit) {
    const spent = await checkFormBudget(context);
    if (spent) return rejectionResponse(spent);
    const screened = screenPostedForm(context);
    if (screened.kind === "rejected") return screened.response;
    const { form, tooManyLines } = requestFormFields(screened.form);
    return data<RequestFormAnswer>(editedLines(form, edit, tooManyLines));
  }

  const gate = await gateVisitorForm(context);
  if (gate.kind === "rejected") return gate.response;
  const { form, tooManyLines } = requestFormFields(gate.form);
  const parsed = parseForm(form, partnershipSchema);
  const language = languageOfRequest(request);
  const submission = submissionContextFor(context);
  if (gate.kind === "bot") {
    // Kept as spam when it is a valid request (decision 0015), answered as a success either way,
    // without a reference: nothing tells a bot it was caught, nor what it stored.
    await countHoneypot(context);
    if (parsed.ok && !tooManyLines) {
      await submitStaffRequest(submission, parsed.value, language, { spam: "honeypot" }).catch((error: unknown) => {
        context.logger.warn({ err: error, path: new URL(request.url).pathname }, "Caught spam could not be kept");
      });
    }
    return data<RequestFormAnswer>(formSuccess());
  }
  if (!parsed.ok || tooManyLines) {
    const result = parsed.ok ? parsed.reply() : parsed.result;
    const error = tooManyLines ? { ...result.error, lines: [TOO_MANY_LINES] } : result.error;
    return data<RequestFormAnswer>({ ...result, status: "error", error }, { status: 400 });
  }
  let stored: { id: number; reference: string };
  try {
    stored = await submitStaffRequest(submission, parsed.value, language);
  } catch (error) {
    context.logger.error({ err: error, path: new URL(request.url).pathname }, "A request for staff could not be stored");
    return data<RequestFormAnswer>(formRefusal("forms.errors.unavailable"), { status: 503 });
  }
  context.kickOutbox();
  await countConversion(context, requestVisitor(request, context), "partnership", stored.id);
  return data<RequestFormAnswer>({ ...formSuccess(), reference: stored.reference });
}
