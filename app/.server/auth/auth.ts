/**
 * Better Auth, configured once per server (docs/architecture.md, Stack). Only server code calls it, through
 * `auth.api.*` from our loaders and actions: no HTTP endpoint of Better Auth is mounted, so sign-up,
 * invitations and role changes go through our own checks (settings, permission table) first.
 */

import { randomUUID } from "node:crypto";
import { passkey } from "@better-auth/passkey";
import { betterAuth } from "better-auth";
import { APIError } from "better-auth/api";
import { getCookies } from "better-auth/cookies";
import { admin, twoFactor } from "better-auth/plugins";
import { adminAc, defaultAc, userAc } from "better-auth/plugins/admin/access";
import { createElement } from "react";
import { DEFAULT_LANGUAGE, type Language } from "~/i18n/languages";
import { languageOfPath, localizePath } from "~/i18n/paths";
import { languageOfRequest, readCookie } from "~/i18n/request-language.server";
import { ROLES } from "~/lib/admin/permissions";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "~/lib/validation/password";
import type { Database } from "../db";
import { CLIENT_IP_HEADER } from "../http/client-ip";
import { enqueueEmail } from "../mail/outbox";
import { emailText, renderEmail } from "../mail/render";
import { AccountEmail, type AccountEmailKind } from "../mail/templates/AccountEmail";
import { ensureProfile, recordSignIn } from "../services/accounts/profiles";
import { contactDetails, siteTexts } from "../services/content";
import { DEFAULT_SETTINGS, getSiteName } from "../settings";

export interface AuthDependencies {
  database: Database;
  secret: string;
  publicUrl: string;
  kickOutbox: () => void;
}

/** A reset link lives one hour, an invitation seven days (both single-use, Better Auth consumes them). */
export const RESET_TOKEN_SECONDS = 60 * 60;
export const INVITATION_TOKEN_SECONDS = 7 * 24 * 60 * 60;

/**
 * The Better Auth endpoints whose new session was opened with two factors (decision 0023): a
 * passkey (possession and the device's check of the person), or a password followed by an
 * authenticator code. Enabling TOTP also ends on the code's check, in the session it confirms.
 */
const TWO_FACTOR_PATHS = new Set([
  "/passkey/verify-authentication",
  "/two-factor/verify-totp",
  "/two-factor/verify-backup-code",
  "/two-factor/verify-otp",
]);

/** A passkey counts as two factors only when the authenticator checked the person (PIN, biometrics). */
function requireUserVerified(userVerified: boolean | undefined): void {
  if (!userVerified) throw new APIError("BAD_REQUEST", { message: "User verification required", code: "USER_NOT_VERIFIED" });
}

export function createAuth(deps: AuthDependencies) {
  const { database, publicUrl } = deps;
  const db = database.db;

  const sendAccountEmail = (kind: AccountEmailKind, to: string, name: string, actionUrl: string, language: Language) =>
    queueAccountEmail(deps, kind, { to, name, actionUrl, language });

  // Inside Better Auth's admin plugin only `admin` may manage users; every other role has none of
  // its powers. What each role sees in our admin area is app/lib/admin/permissions.ts.
  const roles = Object.fromEntries(
    ROLES.map((role) => [role, role === "admin" ? adminAc : role === "user" ? userAc : defaultAc.newRole({})]),
  );

  return betterAuth({
    // Better Auth takes its name once, at creation; it only names the TOTP issuer here, and
    // startTwoFactor (../services/own-account) passes the current site-name setting per call.
    appName: DEFAULT_SETTINGS.siteName,
    baseURL: publicUrl,
    basePath: "/api/auth",
    secret: deps.secret,
    database: { db, type: database.engine },
    telemetry: { enabled: false },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      requireEmailVerification: true,
      resetPasswordTokenExpiresIn: RESET_TOKEN_SECONDS,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user, token, url: betterAuthUrl }, request) => {
        const language = accountEmailLanguage(betterAuthUrl, request);
        const url = `${publicUrl}${localizePath("/reset-password", language)}?token=${encodeURIComponent(token)}`;
        await sendAccountEmail("resetPassword", user.email, user.name, url, language);
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      expiresIn: 24 * 60 * 60,
      sendVerificationEmail: async ({ user, token, url: betterAuthUrl }, request) => {
        const language = accountEmailLanguage(betterAuthUrl, request);
        const url = `${publicUrl}${localizePath("/auth", language)}?verify=${encodeURIComponent(token)}`;
        await sendAccountEmail("verifyEmail", user.email, user.name, url, language);
      },
    },
    session: {
      expiresIn: 60 * 60 * 24 * 7,
      updateAge: 60 * 60 * 24,
      additionalFields: {
        twoFactorVerified: { type: "boolean", required: false, defaultValue: false, input: false },
      },
    },
    advanced: {
      // docs/product.md section 5: user ids are UUIDs.
      database: { generateId: () => randomUUID() },
      useSecureCookies: publicUrl.startsWith("https://"),
      cookiePrefix: "crestway",
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax" },
      // A session's address is the client's as our server computed it (decision 0024).
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
    },
    // Our actions rate-limit sign-in per IP and per address (shared through Redis when configured).
    rateLimit: { enabled: false },
    databaseHooks: {
      user: {
        create: { after: async (user) => void (await ensureProfile(db, user)) },
      },
      session: {
        create: {
          // The session records how it was opened; the guard reads it (decision 0023).
          before: async (_session, ctx) =>
            TWO_FACTOR_PATHS.has(ctx?.path ?? "") ? { data: { twoFactorVerified: true } } : undefined,
          // Spec: after any sign-in the profile is loaded and created when missing; we also fill last login.
          after: async (session) => void (await recordSignIn(db, session.userId)),
        },
      },
    },
    plugins: [
      admin({ defaultRole: "user", adminRoles: ["admin"], roles }),
      twoFactor(),
      // Decision 0023: the relying party is the site's public address; the browser refuses a
      // passkey anywhere else. The name shown while adding one is the site-name setting, set
      // per call (../services/passkeys) like the TOTP issuer.
      passkey({
        rpID: new URL(publicUrl).hostname,
        rpName: DEFAULT_SETTINGS.siteName,
        origin: new URL(publicUrl).origin,
        // Discoverable, so a passkey alone signs in without an address typed first.
        authenticatorSelection: { residentKey: "required", userVerification: "required" },
        registration: {
          afterVerification: async ({ verification }) => requireUserVerified(verification.registrationInfo?.userVerified),
        },
        authentication: {
          afterVerification: async ({ verification }) => requireUserVerified(verification.authenticationInfo.userVerified),
        },
      }),
    ],
  });
}

export type Auth = ReturnType<typeof createAuth>;

/**
 * The language of an account email: the page that asked for it names itself as Better Auth's
 * callback (`/fr/reset-password`, `/es/auth`), which Better Auth puts in its link; a direct call
 * of its HTTP API has the request's language.
 */
function accountEmailLanguage(betterAuthUrl: string, request: Request | undefined): Language {
  try {
    const callback = new URL(betterAuthUrl).searchParams.get("callbackURL");
    if (callback?.startsWith("/") && !callback.startsWith("//")) return languageOfPath(callback);
  } catch {
    // Not a URL: fall through to the request.
  }
  return request ? languageOfRequest(request) : DEFAULT_LANGUAGE;
}

type EmailDependencies = Pick<AuthDependencies, "database" | "kickOutbox">;

/**
 * Renders an account email (reset, verification, invitation) and queues it in the outbox, with the
 * site's name and the contact address as staff keep them when it is sent (decision 0011), not as
 * configured at start.
 */
async function queueAccountEmail(
  deps: EmailDependencies,
  kind: AccountEmailKind,
  { to, name, actionUrl, language }: { to: string; name: string; actionUrl: string; language: Language },
) {
  const [siteName, contact, texts] = await Promise.all([
    getSiteName(deps.database.db),
    contactDetails(deps.database),
    siteTexts(deps.database),
  ]);
  const t = await emailText(language, texts);
  const { html, text } = await renderEmail(
    createElement(AccountEmail, { t, kind, language, siteName, address: contact.address, name, actionUrl }),
  );
  await enqueueEmail(deps.database.db, { to, subject: t(`account.${kind}.subject`, { siteName }), html, text });
  deps.kickOutbox();
}

/** The invitation an admin sends from the Users page (in English, the staff's working language). */
export function invitationEmail(deps: EmailDependencies, to: string, name: string, actionUrl: string) {
  return queueAccountEmail(deps, "invitation", { to, name, actionUrl, language: "en" });
}

const sessionCookieNames = new WeakMap<Auth, string>();

/** The session cookie's name as Better Auth sets it (with the __Secure- prefix under HTTPS). */
export function sessionCookieName(auth: Auth): string {
  let name = sessionCookieNames.get(auth);
  if (name === undefined) {
    name = getCookies(auth.options).sessionToken.name;
    sessionCookieNames.set(auth, name);
  }
  return name;
}

/**
 * Whether a Cookie header carries a session. Most visitors' headers do not even mention its name:
 * those are not parsed, so a visitor's request costs nothing here.
 */
export function carriesSession(cookieHeader: string | null | undefined, sessionCookie: string): boolean {
  return cookieHeader?.includes(sessionCookie) === true && readCookie(cookieHeader, sessionCookie) !== undefined;
}
