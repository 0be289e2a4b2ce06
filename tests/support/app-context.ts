/**
 * A real load context for calling route loaders and actions directly: a real database, real rate
 * limits (in memory, or in a given Redis), a real configuration. Only the outbox kick is recorded instead of sending.
 */
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Redis } from "ioredis";
import type { AppLoadContext } from "react-router";
import { createAuth } from "~/.server/auth/auth";
import { loadConfig } from "~/.server/config";
import type { Database } from "~/.server/db";
import { createRateLimits } from "~/.server/http/rate-limit";
import { createLogger } from "~/.server/logger";
import { requestAs, type TestAccount } from "./sessions";

export function appContext(
  database: Database,
  options: {
    formsPer10Minutes?: number;
    signInsPer15Minutes?: number;
    signInFailuresPerAddress?: number;
    viewsPerMinute?: number;
    mailEventRefusals?: number;
    clientIp?: string;
    /** Counts in this Redis (under a prefix of the test's own) instead of in memory. */
    redis?: { client: Redis; keyPrefix: string };
  } = {},
) {
  const config = loadConfig({ DATA_DIR: mkdtempSync(path.join(tmpdir(), "ctx-")), PUBLIC_URL: "https://staffing.test" });
  let kicks = 0;
  const context: AppLoadContext = {
    config,
    database,
    logger: createLogger("silent"),
    rateLimits: createRateLimits(
      {
        form: { points: options.formsPer10Minutes ?? 1000, durationSeconds: 600 },
        click: { points: 1000, durationSeconds: 60 },
        view: { points: options.viewsPerMinute ?? 1000, durationSeconds: 60 },
        signIn: { points: options.signInsPer15Minutes ?? 1000, durationSeconds: 900 },
        signInAddress: {
          points: options.signInFailuresPerAddress ?? 5 * (options.signInsPer15Minutes ?? 1000),
          durationSeconds: 900,
        },
        mailEvent: { points: options.mailEventRefusals ?? 1000, durationSeconds: 600 },
      },
      options.redis?.client,
      options.redis?.keyPrefix,
    ),
    auth: createAuth({
      database,
      secret: config.authSecret,
      publicUrl: config.publicUrl,
      kickOutbox: () => {
        kicks++;
      },
    }),
    kickOutbox: () => {
      kicks++;
    },
    kickCampaigns: () => {},
    redisStatus: () => (options.redis ? "up" : "off"),
    nonce: "test",
    requestId: "test-request",
    clientIp: options.clientIp ?? "203.0.113.9",
  };
  return { context, kicks: () => kicks };
}

/** Fields as a browser encodes them (a name may repeat: a list of ids). */
function encodeFields(fields: Record<string, string | string[]>): URLSearchParams {
  const body = new URLSearchParams();
  for (const [name, value] of Object.entries(fields)) for (const item of [value].flat()) body.append(name, item);
  return body;
}

/**
 * What an action receives for a form POST as a browser sends it: the request, and in its context
 * the form the server's edge read from the body (app/.server/http/request-body.ts).
 */
export function formArgs(
  context: AppLoadContext,
  url: string,
  fields: Record<string, string | string[]>,
  headers: HeadersInit = {},
): { request: Request; context: AppLoadContext; params: Record<string, string> } {
  const encoded = encodeFields(fields);
  const form = new FormData();
  for (const [name, value] of encoded) form.append(name, value);
  const request = new Request(url, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", ...Object.fromEntries(new Headers(headers)) },
  });
  return { request, context: { ...context, posted: { form, size: Buffer.byteLength(encoded.toString()) } }, params: {} };
}

/** Unwraps what an action returned: React Router's data() or a plain object. */
export function unwrap(result: unknown): { status: number; body: Record<string, unknown> } {
  if (result && typeof result === "object" && "type" in result && (result as { type: string }).type === "DataWithResponseInit") {
    const wrapped = result as unknown as { data: Record<string, unknown>; init: { status?: number } | null };
    return { status: wrapped.init?.status ?? 200, body: wrapped.data };
  }
  return { status: 200, body: result as Record<string, unknown> };
}

export interface Settled {
  status: number;
  location?: string;
  body: Record<string, unknown>;
  /** Set-Cookie headers of the answer, thrown Response or data() alike. */
  cookies: string[];
  /** All headers of the answer (Retry-After, ...), thrown Response or data() alike. */
  headers: Headers;
  /** The Response itself when one was returned or thrown (a redirect, a CSV download). */
  response?: Response;
}

/**
 * Attaches the accessories (cookies, the Response) without making them part of what `toEqual`
 * compares: assertions state the status, location and body.
 */
function withAccessories(
  core: Omit<Settled, "cookies" | "headers" | "response">,
  headers: Headers,
  response?: Response,
): Settled {
  const settled = core as Settled;
  Object.defineProperty(settled, "cookies", { value: headers.getSetCookie(), enumerable: false });
  Object.defineProperty(settled, "headers", { value: headers, enumerable: false });
  Object.defineProperty(settled, "response", { value: response, enumerable: false });
  return settled;
}

/** What a loader or action produced, thrown or returned: a Response, data() or plain data. */
export async function settle(run: () => unknown): Promise<Settled> {
  let value: unknown;
  try {
    value = await run();
  } catch (thrown) {
    value = thrown;
  }
  if (value instanceof Response) {
    const core = { status: value.status, location: value.headers.get("Location") ?? undefined, body: {} };
    return withAccessories(core, value.headers, value);
  }
  if (value instanceof Error) throw value;
  const init = (value as { init?: { headers?: HeadersInit } | null } | undefined)?.init;
  return withAccessories(unwrap(value), new Headers(init?.headers ?? undefined));
}

type RouteFunction = (args: never) => unknown;

/**
 * Calls a route module's loader and action at `url` as an account (or anonymously), each answer
 * settled for assertions. `context` is read at call time (suites build it in `beforeAll`). Posted
 * fields may repeat a name (a list of ids).
 */
export function routeCaller(
  route: { loader?: RouteFunction; action?: RouteFunction },
  url: string,
  context: () => AppLoadContext,
) {
  const call = (run: RouteFunction | undefined, args: unknown) => settle(() => (run as (args: unknown) => unknown)(args));
  return {
    load: (account: TestAccount | undefined, query = "") =>
      call(route.loader, { request: requestAs(account, `${url}${query}`), context: context(), params: {} }),
    post: (account: TestAccount | undefined, fields: Record<string, string | string[]>, query = "") =>
      call(route.action, formArgs(context(), `${url}${query}`, fields, account ? { Cookie: account.cookie } : {})),
  };
}
