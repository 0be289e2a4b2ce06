import { randomBytes } from "node:crypto";
import type { RequestHandler } from "express";
import helmet from "helmet";
import type { Config } from "../config";

/** Gives each response a fresh nonce that the CSP trusts and the HTML's inline scripts carry. */
export const assignNonce: RequestHandler = (_req, res, next) => {
  res.locals.nonce = randomBytes(16).toString("base64");
  next();
};

function tileOrigins(config: Config): string[] {
  return Object.values(config.public.mapTiles).map((url) => {
    const { protocol, host } = new URL(url.replace(/\{[a-z]\}/g, "0"));
    return `${protocol}//${host.replace(/^[a-z]\./, "*.")}`;
  });
}

/**
 * The browser default referrer policy instead of helmet's no-referrer: with no-referrer, Chromium
 * sends `Origin: null` on same-origin form posts (which React Router rightly refuses as a possible
 * cross-site request), and link-click analytics would lose every referrer.
 */
const referrerPolicy = { policy: "strict-origin-when-cross-origin" as const };

/** `withCsp` is off only under the Vite dev server, whose hot-reload client injects inline scripts. */
export function securityHeaders(config: Config, withCsp: boolean): RequestHandler {
  if (!withCsp) return helmet({ contentSecurityPolicy: false, referrerPolicy });
  return helmet({
    referrerPolicy,
    contentSecurityPolicy: {
      useDefaults: true,
      directives: {
        "script-src": ["'self'", (_req, res) => `'nonce-${(res as unknown as { locals: { nonce: string } }).locals.nonce}'`],
        "img-src": ["'self'", "data:", ...tileOrigins(config)],
        "connect-src": ["'self'"],
        "upgrade-insecure-requests": config.publicUrl.startsWith("https:") ? [] : null,
      },
    },
    strictTransportSecurity: config.publicUrl.startsWith("https:"),
  });
}

/**
 * The same headers as `securityHeaders`, as a plain map for a given nonce: responses served from
 * the page cache are written without going through helmet per request.
 */
export function securityHeadersFor(config: Config): (nonce: string) => Record<string, string> {
  const middleware = securityHeaders(config, true);
  return (nonce) => {
    const headers: Record<string, string> = {};
    const res = {
      locals: { nonce },
      setHeader: (name: string, value: string | number | readonly string[]) => {
        headers[name.toLowerCase()] = Array.isArray(value) ? value.join(", ") : String(value);
      },
      removeHeader: (name: string) => {
        delete headers[name.toLowerCase()];
      },
    };
    middleware({} as never, res as never, () => {});
    return headers;
  };
}
