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
import { FORM_BODY_LIMIT_BYTES, gateVisitorForm } from "./visitor-form";

export const NEWSLETTER_API_PATH = "/api/newsletter";

function reply(res: ServerResponse, status: number, body: unknown, headers: HeadersInit = {}) {
  res.writeHead(status, {
    ...Object.fromEntries(new Headers(headers)),
    "Content-Type": "application/json",
    "Cache-Control": "no-store",
  });
  res.end(JSON.stringify(body));
}

/** The body as received, stopping one byte past the limit (the gate then answers 413). */
function readBody(req: IncomingMessage, limit: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on("data", (chunk: Buffer) => {
      if (size > limit) return;
      size += chunk.length;
      chunks.push(chunk);
    });
    req.on("end", () => resolve(Buffer.concat(chunks)));
    req.on("error", reject);
  });
}

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
