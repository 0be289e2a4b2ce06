/**
 * Toasts that survive a redirect (a sign-in lands on another page): the action redirects with a
 * SIGNED, short-lived cookie holding the toast; the root loader reads it, shows it once and clears
 * it. The cookie is read only when the request carries it, and the page that consumes it is private
 * and not stored (decision 0008: a toast must never end up in a cached public page).
 */
import { createCookie, redirect } from "react-router";
import * as z from "zod";
import { readCookie } from "~/i18n/request-language.server";
import type { Config } from "../config";

export const TOAST_COOKIE = "toast";

/** A toast as i18n keys (a namespace prefix, or `common`), so it shows in the reader's language. */
const toastSchema = z.object({
  kind: z.enum(["success", "error"]),
  title: z.string().max(200),
  text: z.string().max(200),
});
export type ServerToast = z.infer<typeof toastSchema>;

/** The messages that follow a redirect; texts in the `common` namespace, which every page loads. */
export const FLASH_TOASTS = {
  adminLogin: { kind: "success", title: "flash.adminLogin.title", text: "flash.adminLogin.text" },
  signedIn: { kind: "success", title: "flash.signedIn.title", text: "flash.signedIn.text" },
  signedOut: { kind: "success", title: "flash.signedOut.title", text: "flash.signedOut.text" },
} as const satisfies Record<string, ServerToast>;

type Secrets = Pick<Config, "authSecret" | "isProduction">;

const cookies = new Map<string, ReturnType<typeof createCookie>>();
function toastCookie({ authSecret, isProduction }: Secrets) {
  const key = `${isProduction}:${authSecret}`;
  let cookie = cookies.get(key);
  if (!cookie) {
    cookie = createCookie(TOAST_COOKIE, {
      secrets: [authSecret],
      path: "/",
      httpOnly: true,
      sameSite: "lax",
      secure: isProduction,
      maxAge: 60,
    });
    cookies.set(key, cookie);
  }
  return cookie;
}

/** The Set-Cookie header that carries `toast` to the next page. */
export const toastHeader = (config: Secrets, toast: ServerToast): Promise<string> => toastCookie(config).serialize(toast);

/** A redirect (302) to `url` whose next page shows `toast`; `headers` keep the caller's own cookies. */
export async function redirectWithToast(
  config: Secrets,
  url: string,
  toast: ServerToast,
  headers: HeadersInit = {},
): Promise<Response> {
  const all = new Headers(headers);
  all.append("Set-Cookie", await toastHeader(config, toast));
  return redirect(url, { headers: all });
}

/**
 * The toast a request carries, with the headers that clear it and keep the page private; nothing
 * (and no headers) when the request carries no toast cookie. A forged or stale cookie is cleared.
 */
export async function takeToast(
  request: Request,
  config: Secrets,
): Promise<{ toast: ServerToast | undefined; headers: Headers } | undefined> {
  const cookieHeader = request.headers.get("Cookie");
  if (readCookie(cookieHeader, TOAST_COOKIE) === undefined) return undefined;
  const cookie = toastCookie(config);
  const parsed = toastSchema.safeParse(await cookie.parse(cookieHeader));
  const headers = new Headers({ "Cache-Control": "private, no-store" });
  headers.append("Set-Cookie", await cookie.serialize("", { maxAge: 0 }));
  return { toast: parsed.success ? parsed.data : undefined, headers };
}
