/**
 * Newsletter sign-up, confirmation (double opt-in) and unsubscribe (spec sections 3, 4, 5, 8;
 * design.md item 7). Duplicates are decided by the unique index, so two concurrent sign-ups of one
 * address store one row. The thank-you email is queued in the same transaction as the row.
 */
import { randomBytes } from "node:crypto";
import { createElement } from "react";
import type { Language } from "~/i18n/languages";
import { newsletterSchema } from "~/lib/validation/newsletter";
import type { Database } from "../db";
import { isUniqueViolation } from "../db/errors";
import { nowIso } from "../db/schema";
import { enqueueEmail } from "../mail/outbox";
import { emailText, renderEmail } from "../mail/render";
import { NewsletterWelcome } from "../mail/templates/NewsletterWelcome";
import { getSettings } from "../settings";

/** The i18n keys (namespace common) a sign-up can answer with; English text is the spec's wording. */
export type SubscribeError =
  | "newsletter.errors.required"
  | "newsletter.errors.invalid"
  | "newsletter.errors.duplicate"
  | "newsletter.errors.failed"
  | "newsletter.errors.unexpected";

/** The HTTP status each answer is sent with, by the page's action and by the JSON endpoint alike. */
export const SUBSCRIBE_ERROR_STATUS: Record<SubscribeError, number> = {
  "newsletter.errors.required": 400,
  "newsletter.errors.invalid": 400,
  "newsletter.errors.duplicate": 409,
  "newsletter.errors.failed": 503,
  "newsletter.errors.unexpected": 503,
};

export type SubscribeResult = { ok: true; email: string } | { ok: false; error: SubscribeError };

export interface NewsletterContext {
  database: Database;
  publicUrl: string;
  siteName: string;
  address: string;
  doubleOptIn: boolean;
}

/** >= 128 random bits, URL-safe (design.md item 7). */
export function newToken(): string {
  return randomBytes(24).toString("base64url");
}

export function unsubscribeUrl(publicUrl: string, token: string): string {
  return `${publicUrl}/unsubscribe?token=${encodeURIComponent(token)}`;
}

export async function subscribe(context: NewsletterContext, rawEmail: string, language: Language): Promise<SubscribeResult> {
  const parsed = newsletterSchema.safeParse({ email: rawEmail });
  if (!parsed.success) return { ok: false, error: parsed.error.issues[0]?.message as SubscribeError };
  const { email } = parsed.data;

  let message: Awaited<ReturnType<typeof welcomeMessage>>;
  const unsubscribeToken = newToken();
  const confirmToken = context.doubleOptIn ? newToken() : null;
  try {
    message = await welcomeMessage(context, email, language, unsubscribeToken, confirmToken);
  } catch {
    return { ok: false, error: "newsletter.errors.unexpected" };
  }

  try {
    await context.database.db.transaction().execute(async (trx) => {
      await trx
        .insertInto("newsletter_subscribers")
        .values({
          email,
          unsubscribe_token: unsubscribeToken,
          confirm_token: confirmToken,
          language,
          confirmed: 0,
          created_at: nowIso(),
        })
        .execute();
      await enqueueEmail(trx, message);
    });
    return { ok: true, email };
  } catch (error) {
    if (isUniqueViolation(error)) {
      const existing = await context.database.db
        .selectFrom("newsletter_subscribers")
        .select("id")
        .where("email", "=", email)
        .executeTakeFirst()
        .catch(() => undefined);
      // A clash on the random token (practically impossible) is a failure, not a duplicate.
      return { ok: false, error: existing ? "newsletter.errors.duplicate" : "newsletter.errors.failed" };
    }
    return { ok: false, error: "newsletter.errors.failed" };
  }
}

/** Stand-ins for the tokens: plain letters, so rendering and the text conversion keep them intact. */
const UNSUBSCRIBE_SLOT = "UNSUBSCRIBETOKENSLOT";
const CONFIRM_SLOT = "CONFIRMTOKENSLOT";

/**
 * The welcome email differs between subscribers only by its tokens, so it is rendered once per
 * language, site name and opt-in mode, and each sign-up fills in its tokens (rendering per request
 * cost more than the rest of a sign-up together).
 */
const renderedWelcomes = new Map<string, Promise<{ subject: string; html: string; text: string }>>();

function renderedWelcome(context: NewsletterContext, language: Language, withConfirm: boolean) {
  const key = JSON.stringify([language, context.siteName, context.address, context.publicUrl, withConfirm]);
  let rendered = renderedWelcomes.get(key);
  if (!rendered) {
    rendered = (async () => {
      const t = await emailText(language);
      const { html, text } = await renderEmail(
        createElement(NewsletterWelcome, {
          t,
          language,
          siteName: context.siteName,
          address: context.address,
          unsubscribeUrl: unsubscribeUrl(context.publicUrl, UNSUBSCRIBE_SLOT),
          confirmUrl: withConfirm ? `${context.publicUrl}/newsletter/confirm?token=${CONFIRM_SLOT}` : undefined,
        }),
      );
      return { subject: t("newsletter.subject", { siteName: context.siteName }), html, text };
    })();
    rendered.catch(() => renderedWelcomes.delete(key));
    if (renderedWelcomes.size > 100) renderedWelcomes.clear();
    renderedWelcomes.set(key, rendered);
  }
  return rendered;
}

async function welcomeMessage(
  context: NewsletterContext,
  email: string,
  language: Language,
  unsubscribeToken: string,
  confirmToken: string | null,
) {
  const template = await renderedWelcome(context, language, confirmToken !== null);
  // Tokens are base64url: they need no escaping in a URL, in HTML or in text.
  const fill = (content: string) =>
    content
      .split(UNSUBSCRIBE_SLOT)
      .join(unsubscribeToken)
      .split(CONFIRM_SLOT)
      .join(confirmToken ?? "");
  const unsubscribe = unsubscribeUrl(context.publicUrl, unsubscribeToken);
  return {
    to: email,
    subject: template.subject,
    html: fill(template.html),
    text: fill(template.text),
    // RFC 2369 and RFC 8058: mail clients offer a one-click unsubscribe that POSTs to this URL.
    headers: { "List-Unsubscribe": `<${unsubscribe}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
  };
}

export async function findSubscriberByUnsubscribeToken(database: Database, token: string) {
  if (!token || token.length > 100) return undefined;
  return database.db
    .selectFrom("newsletter_subscribers")
    .select(["id", "email"])
    .where("unsubscribe_token", "=", token)
    .executeTakeFirst();
}

/** Spec section 4: the subscriber is deleted on unsubscribe. Returns the address, or undefined for an unknown or used token. */
export async function unsubscribe(database: Database, token: string): Promise<string | undefined> {
  const subscriber = await findSubscriberByUnsubscribeToken(database, token);
  if (!subscriber) return undefined;
  const result = await database.db.deleteFrom("newsletter_subscribers").where("id", "=", subscriber.id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0 ? subscriber.email : undefined;
}

/** Double opt-in: marks the subscription confirmed. Returns false for an unknown or used token. */
export async function confirmSubscription(database: Database, token: string): Promise<boolean> {
  if (!token || token.length > 100) return false;
  const result = await database.db
    .updateTable("newsletter_subscribers")
    .set({ confirmed: 1, confirmed_at: nowIso(), confirm_token: null })
    .where("confirm_token", "=", token)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** The newsletter's dependencies for one request, with the admin settings that shape the email. */
export async function newsletterContextFor(context: {
  database: Database;
  config: { publicUrl: string; public: { contact: { address: string } } };
}): Promise<NewsletterContext> {
  const settings = await getSettings(context.database.db);
  return {
    database: context.database,
    publicUrl: context.config.publicUrl,
    siteName: settings.siteName,
    address: context.config.public.contact.address,
    doubleOptIn: settings.newsletterDoubleOptIn,
  };
}
