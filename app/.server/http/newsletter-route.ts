/**
 * POST /api/newsletter: the newsletter sign-up of the forms with JavaScript, answered as JSON in
 * the fast lane (see ./app.ts): no routing or rendering, so sign-ups cost little more than their
 * insert. The same gate (rate limit, body limit, honeypot) and service as the /newsletter page's
 * action, which still answers the forms without JavaScript.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import { isLanguage, type Language } from "~/i18n/languages";
import { preferredLanguage } from "~/i18n/request-language.server";
import { type FormResult, formRefusal, formSuccess } from "~/lib/forms/result";
import { NEWSLETTER_LANGUAGE_FIELD } from "~/lib/validation/limits";
import { newsletterSchema } from "~/lib/validation/newsletter";
import type { AppServices } from "../context";
import { newsletterContextFor, type SubscribeResult, subscribe } from "../services/records";
import { countConversion, type RequestVisitor } from "./conversion";
import { sendJson as reply } from "./node-io";
import { checkFormRateLimit, countHoneypot, type GateRejection, readVisitorForm } from "./visitor-form";

/** A rejection of the gate, answered as the page's action answers it. */
const rejected = (res: ServerResponse, { formError, status, headers }: GateRejection) =>
  reply(res, status, formRefusal(formError), headers);

type Answer = { status: number; body: FormResult };

/** A refused address is the email field's first message (docs/product.md's wording, namespace common). */
const fieldRefusal = (status: number, message: string): Answer => ({
  status,
  body: { status: "error", error: { email: [message] } },
});

/**
 * A sign-up's outcome as the form's result: a refused address is the email field's message; a
 * failure to store belongs to the whole form.
 */
export function subscribeAnswer(result: SubscribeResult): Answer {
  if (result.ok) return { status: 200, body: formSuccess() };
  if (result.reason === "duplicate") return fieldRefusal(409, "newsletter.errors.duplicate");
  return { status: 503, body: formRefusal("newsletter.errors.failed") };
}

/**
 * A sign-up form that passed the gate, for this endpoint and the /newsletter page's action alike:
 * the newsletter schema's messages (required, invalid) for a refused address, else the service's
 * outcome. A stored sign-up wakes the outbox and counts as a conversion (decision 0016).
 */
export async function signUp(
  services: Pick<AppServices, "database" | "config" | "kickOutbox" | "logger">,
  form: FormData,
  language: Language,
  visitor: RequestVisitor,
): Promise<Answer> {
  // One field: the schema reads it directly (Conform's parse, built for whole forms, costs more on
  // this hot path than the insert's neighbours), with the same messages the browser shows.
  const parsed = newsletterSchema.safeParse({ email: form.get("email") ?? undefined });
  if (!parsed.success) return fieldRefusal(400, parsed.error.issues[0]?.message ?? "newsletter.errors.invalid");
  const result = await subscribe(await newsletterContextFor(services), parsed.data, language);
  if (result.ok) {
    services.kickOutbox();
    // Analytics, not the visitor's data: counted after the answer, on the busiest write path (it never rejects).
    void countConversion(services, visitor, "newsletter_signup", result.id);
  }
  return subscribeAnswer(result);
}

export const NEWSLETTER_API_PATH = "/api/newsletter";

export function newsletterEndpoint(services: AppServices, clientIpOf: (req: IncomingMessage) => string) {
  async function handle(req: IncomingMessage, res: ServerResponse) {
    // The same gate as the page's action, on the node request: no fetch Request to build.
    const limited = await checkFormRateLimit({ ...services, clientIp: clientIpOf(req) });
    if (limited) return rejected(res, limited);
    const read = await readVisitorForm(req);
    if (read.kind === "rejected") return rejected(res, read);
    if (read.kind === "bot") {
      await countHoneypot(services);
      return reply(res, 200, formSuccess());
    }
    // The form names the language of the page it was on; an older page's post falls back to the preference.
    const named = read.form.get(NEWSLETTER_LANGUAGE_FIELD);
    const language = isLanguage(named) ? named : preferredLanguage(req.headers.cookie);
    const visitor = { ip: clientIpOf(req), userAgent: req.headers["user-agent"] ?? "" };
    const { status, body } = await signUp(services, read.form, language, visitor);
    reply(res, status, body);
  }

  /** Takes POST /api/newsletter and returns true; returns false for any other request. */
  return (req: IncomingMessage, res: ServerResponse, pathname: string): boolean => {
    if (pathname !== NEWSLETTER_API_PATH || req.method !== "POST") return false;
    handle(req, res).catch((error: unknown) => {
      services.logger.error({ err: error }, "Newsletter sign-up failed");
      if (!res.headersSent) reply(res, 503, formRefusal("newsletter.errors.unexpected"));
    });
    return true;
  };
}
