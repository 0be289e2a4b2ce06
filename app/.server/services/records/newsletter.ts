/**
 * Newsletter sign-up, confirmation (double opt-in) and unsubscribe (docs/product.md sections 3, 4, 5, 8;
 * docs/architecture.md, improvement 7). Duplicates are decided by the unique index, so two concurrent sign-ups of one
 * address store one row. The thank-you email is queued in the same transaction as the row, unless
 * the address is on the suppression list (decision 0022): the sign-up is kept and answered as any
 * other, but no newsletter email goes to an address that bounced or complained.
 */
import { randomBytes } from "node:crypto";
import { createElement } from "react";
import type { Language } from "~/i18n/languages";
import { localizePath } from "~/i18n/paths";
import type { NewsletterSignUp } from "~/lib/validation/newsletter";
import type { Database } from "../../db";
import { isUniqueViolation } from "../../db/errors";
import { nowIso } from "../../db/schema";
import { enqueueEmail } from "../../mail/outbox";
import { emailText, renderEmail } from "../../mail/render";
import { NewsletterWelcome } from "../../mail/templates/NewsletterWelcome";
import { getSettings } from "../../settings";
import { contactDetails } from "../content";
import { siteTexts } from "../content/texts/site-texts";
import { isSuppressed } from "../mail/suppression/suppressed";

/**
 * A sign-up's outcome in the newsletter's own terms; the HTTP edge (`http/newsletter-route.ts`)
 * chooses the message and status. The address arrives parsed by the form's schema (decision 0010).
 */
export type SubscribeResult = { ok: true; email: string; id: number } | { ok: false; reason: "duplicate" | "failed" };

export interface NewsletterContext {
  database: Database;
  publicUrl: string;
  siteName: string;
  address: string;
  doubleOptIn: boolean;
}

/** >= 128 random bits, URL-safe (docs/architecture.md, improvement 7). */
export function newToken(): string {
  return randomBytes(24).toString("base64url");
}

/** The unsubscribe page in the subscriber's language (`/fr/unsubscribe?token=...`), also the one-click URL. */
export function unsubscribeUrl(publicUrl: string, token: string, language: Language): string {
  return `${publicUrl}${localizePath("/unsubscribe", language)}?token=${encodeURIComponent(token)}`;
}

export async function subscribe(
  context: NewsletterContext,
  { email }: NewsletterSignUp,
  language: Language,
): Promise<SubscribeResult> {
  let message: Awaited<ReturnType<typeof welcomeMessage>>;
  const unsubscribeToken = newToken();
  const confirmToken = context.doubleOptIn ? newToken() : null;
  try {
    message = await welcomeMessage(context, email, language, unsubscribeToken, confirmToken);
  } catch {
    return { ok: false, reason: "failed" };
  }

  try {
    const { id } = await context.database.db.transaction().execute(async (trx) => {
      const stored = await trx
        .insertInto("newsletter_subscribers")
        .values({
          email,
          unsubscribe_token: unsubscribeToken,
          confirm_token: confirmToken,
          language,
          confirmed: 0,
          created_at: nowIso(),
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      if (!(await isSuppressed(trx, email))) await enqueueEmail(trx, message);
      return stored;
    });
    return { ok: true, email, id };
  } catch (error) {
    if (isUniqueViolation(error)) {
      const existing = await context.database.db
        .selectFrom("newsletter_subscribers")
        .select("id")
        .where("email", "=", email)
        .executeTakeFirst()
        .catch(() => undefined);
      // A clash on the random token (practically impossible) is a failure, not a duplicate.
      return { ok: false, reason: existing ? "duplicate" : "failed" };
    }
    return { ok: false, reason: "failed" };
  }
}

/**
 * RFC 2369 and RFC 8058: mail clients offer a one-click unsubscribe that POSTs to this URL. Every
 * email sent to subscribers carries them.
 */
export function listUnsubscribeHeaders(unsubscribe: string): Record<string, string> {
  return { "List-Unsubscribe": `<${unsubscribe}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" };
}

/** Stand-ins for the tokens: plain letters, so rendering and the text conversion keep them intact. */
export const UNSUBSCRIBE_SLOT = "UNSUBSCRIBETOKENSLOT";
const CONFIRM_SLOT = "CONFIRMTOKENSLOT";

/**
 * The welcome email differs between subscribers only by its tokens, so it is rendered once per
 * language, site name, opt-in mode and state of the texts, and each sign-up fills in its tokens
 * (rendering per request cost more than the rest of a sign-up together).
 */
const renderedWelcomes = new Map<string, Promise<{ subject: string; html: string; text: string }>>();

async function renderedWelcome(context: NewsletterContext, language: Language, withConfirm: boolean) {
  const texts = await siteTexts(context.database);
  const key = JSON.stringify([language, context.siteName, context.address, context.publicUrl, withConfirm, texts.version]);
  let rendered = renderedWelcomes.get(key);
  if (!rendered) {
    rendered = (async () => {
      const t = await emailText(language, texts);
      const { html, text } = await renderEmail(
        createElement(NewsletterWelcome, {
          t,
          language,
          siteName: context.siteName,
          address: context.address,
          unsubscribeUrl: unsubscribeUrl(context.publicUrl, UNSUBSCRIBE_SLOT, language),
          confirmUrl: withConfirm
            ? `${context.publicUrl}${localizePath("/newsletter/confirm", language)}?token=${CONFIRM_SLOT}`
            : undefined,
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
  const unsubscribe = unsubscribeUrl(context.publicUrl, unsubscribeToken, language);
  return {
    to: email,
    subject: template.subject,
    html: fill(template.html),
    text: fill(template.text),
    headers: listUnsubscribeHeaders(unsubscribe),
  };
}

/** What a token's owner asked for, done; or no subscriber holds that token (never one, or already used). */
export type TokenResult<Done> = ({ ok: true } & Done) | { ok: false; reason: "unknownToken" };

/** The token arrives parsed by the token form's schema (`lib/validation/unsubscribe.ts`). */
export async function findSubscriberByUnsubscribeToken(database: Database, token: string) {
  return database.db
    .selectFrom("newsletter_subscribers")
    .select(["id", "email"])
    .where("unsubscribe_token", "=", token)
    .executeTakeFirst();
}

/** docs/product.md section 4: the subscriber is deleted on unsubscribe; the result names the address that left. */
export async function unsubscribe(database: Database, token: string): Promise<TokenResult<{ email: string }>> {
  const subscriber = await findSubscriberByUnsubscribeToken(database, token);
  const result =
    subscriber && (await database.db.deleteFrom("newsletter_subscribers").where("id", "=", subscriber.id).executeTakeFirst());
  return subscriber && Number(result?.numDeletedRows) > 0
    ? { ok: true, email: subscriber.email }
    : { ok: false, reason: "unknownToken" };
}

/** Double opt-in: marks the subscription confirmed, once; answers the subscriber's id. */
export async function confirmSubscription(database: Database, token: string): Promise<TokenResult<{ id: number }>> {
  const confirmed = await database.db
    .updateTable("newsletter_subscribers")
    .set({ confirmed: 1, confirmed_at: nowIso(), confirm_token: null })
    .where("confirm_token", "=", token)
    .returning("id")
    .executeTakeFirst();
  return confirmed ? { ok: true, id: confirmed.id } : { ok: false, reason: "unknownToken" };
}

/** The newsletter's dependencies for one request, with the admin settings that shape the email. */
export async function newsletterContextFor(context: {
  database: Database;
  config: { publicUrl: string; contact: { address: string } };
}): Promise<NewsletterContext> {
  const [settings, contact] = await Promise.all([getSettings(context.database.db), contactDetails(context.database)]);
  return {
    database: context.database,
    publicUrl: context.config.publicUrl,
    siteName: settings.siteName,
    address: contact.address,
    doubleOptIn: settings.newsletterDoubleOptIn,
  };
}
