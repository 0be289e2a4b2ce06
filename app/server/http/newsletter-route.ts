/**
 * POST /api/newsletter: the newsletter sign-up of the forms with JavaScript, answered as JSON in
 * the fast lane (see ./app.ts): no routing or rendering, so sign-ups cost little more than their
 * insert. The same gate (rate limit, body limit, honeypot) and service as the /newsletter page's
 * action, which still answers the forms without JavaScript.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import type { AppLoadContext } from "react-router";
import { languageOfRequest } from "~/i18n/languages";
import type { AppServices } from "../context";
import { newsletterContextFor, SUBSCRIBE_ERROR_STATUS, subscribe } from "../services/newsletter";
import { readBody, sendJson as reply } from "./node-io";
import { FORM_BODY_LIMIT_BYTES, gateVisitorForm } from "./visitor-form";

export const NEWSLETTER_API_PATH = "/api/newsletter";

export function newsletterEndpoint(services: AppServices, clientIpOf: (req: IncomingMessage) => string) {
  async function handle(req: IncomingMessage, res: ServerResponse) {
    const headers = new Headers();
    for (const [name, value] of Object.entries(req.headers)) if (typeof value === "string") headers.set(name, value);
    const request = new Request(`http://localhost${NEWSLETTER_API_PATH}`, {
      method: "POST",
      headers,
      body: new Uint8Array(await readBody(req, FORM_BODY_LIMIT_BYTES)),
    });
    const context = { ...services, clientIp: clientIpOf(req), nonce: "" } as AppLoadContext;
    const gate = await gateVisitorForm(request, context);
    if (gate.kind === "rejected") {
      const { data, init } = gate.response as unknown as { data: unknown; init: ResponseInit | null };
      return reply(res, init?.status ?? 400, data, init?.headers);
    }
    if (gate.kind === "bot") return reply(res, 200, { ok: true });
    const result = await subscribe(
      await newsletterContextFor(services),
      String(gate.form.get("email") ?? ""),
      languageOfRequest(request),
    );
    if (!result.ok) return reply(res, SUBSCRIBE_ERROR_STATUS[result.error], { ok: false, error: result.error });
    services.kickOutbox();
    reply(res, 200, { ok: true });
  }

  /** Takes POST /api/newsletter and returns true; returns false for any other request. */
  return (req: IncomingMessage, res: ServerResponse, pathname: string): boolean => {
    if (pathname !== NEWSLETTER_API_PATH || req.method !== "POST") return false;
    handle(req, res).catch((error: unknown) => {
      services.logger.error({ err: error }, "Newsletter sign-up failed");
      if (!res.headersSent) reply(res, 503, { ok: false, error: "newsletter.errors.unexpected" });
    });
    return true;
  };
}
