/**
 * The gate every visitor form passes before its own validation (design.md item 9): a small body
 * limit (413), a per-IP rate limit (429), a readable form (400), and a honeypot that quietly drops
 * bots. Answers carry an i18n key (namespace common) the form shows in the visitor's language.
 */

import type { AppLoadContext } from "react-router";
import { data } from "react-router";

export const FORM_BODY_LIMIT_BYTES = 16 * 1024;
export const HONEYPOT_FIELD = "company_website";

export type FormError = "forms.errors.tooLarge" | "forms.errors.rateLimited" | "forms.errors.malformed";

export type GateResult =
  | { kind: "accepted"; form: FormData }
  | { kind: "bot" }
  | { kind: "rejected"; response: ReturnType<typeof data<{ ok: false; formError: FormError }>> };

const reject = (formError: FormError, status: number, headers?: HeadersInit): GateResult => ({
  kind: "rejected",
  response: data({ ok: false as const, formError }, { status, headers }),
});

class BodyTooLarge extends Error {}

async function readLimited(request: Request, limit: number): Promise<Uint8Array> {
  const declared = Number(request.headers.get("Content-Length") ?? "0");
  if (declared > limit) throw new BodyTooLarge();
  if (!request.body) return new Uint8Array();
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = request.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      throw new BodyTooLarge();
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

export async function gateVisitorForm(
  request: Request,
  context: AppLoadContext,
  limit = FORM_BODY_LIMIT_BYTES,
): Promise<GateResult> {
  const { allowed, retryAfterSeconds } = await context.rateLimits.consume("form", context.clientIp);
  if (!allowed) return reject("forms.errors.rateLimited", 429, { "Retry-After": String(retryAfterSeconds) });

  let body: Uint8Array;
  try {
    body = await readLimited(request, limit);
  } catch (error) {
    if (error instanceof BodyTooLarge) return reject("forms.errors.tooLarge", 413);
    return reject("forms.errors.malformed", 400);
  }

  const type = request.headers.get("Content-Type") ?? "";
  let form: FormData;
  try {
    if (type.startsWith("application/x-www-form-urlencoded")) {
      form = new FormData();
      for (const [name, value] of new URLSearchParams(new TextDecoder("utf-8", { fatal: true }).decode(body)))
        form.append(name, value);
    } else if (type.startsWith("multipart/form-data"))
      form = await new Response(new Blob([body as Uint8Array<ArrayBuffer>]), { headers: { "Content-Type": type } }).formData();
    else return reject("forms.errors.malformed", 400);
  } catch {
    return reject("forms.errors.malformed", 400);
  }

  const honeypot = form.get(HONEYPOT_FIELD);
  if (typeof honeypot === "string" && honeypot !== "") return { kind: "bot" };
  return { kind: "accepted", form };
}

/**
 * The whole action of a visitor form: the gate, then `submit` with the form, then the answer the
 * form shows: `{ ok: true }`, the field messages (400), or a form-wide message (413, 429, 400, 503).
 * Stored submissions wake the outbox so their emails leave at once.
 */
export async function handleVisitorSubmission<Errors>(
  request: Request,
  context: AppLoadContext,
  submit: (form: FormData) => Promise<{ ok: true } | { ok: false; errors: Errors }>,
) {
  const gate = await gateVisitorForm(request, context);
  if (gate.kind === "rejected") return gate.response;
  if (gate.kind === "bot") return data({ ok: true as const });
  try {
    const result = await submit(gate.form);
    if (!result.ok) return data({ ok: false as const, errors: result.errors }, { status: 400 });
  } catch (error) {
    context.logger.error({ err: error, path: new URL(request.url).pathname }, "A visitor submission could not be stored");
    return data({ ok: false as const, formError: "forms.errors.unavailable" as const }, { status: 503 });
  }
  context.kickOutbox();
  return data({ ok: true as const });
}
