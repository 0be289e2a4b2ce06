/**
 * The job-alert emails (decision 0036): the confirmation of a sign-up and the alert of one
 * opening, each in the subscriber's language. Both differ between subscribers only by their
 * tokens, so each is rendered once per language (and opening, site details and state of the
 * texts) and the tokens are filled in, as the newsletter's welcome (services/records/newsletter.ts).
 */
import { createElement } from "react";
import type { Language } from "~/i18n/languages";
import { localizePath } from "~/i18n/paths";
import { cityName, type Opening, openingPath } from "~/lib/careers";
import type { OutboxMessage } from "../../../mail/message";
import { emailText, renderEmail } from "../../../mail/render";
import { JobAlertConfirmEmail } from "../../../mail/templates/JobAlertConfirmEmail";
import { JobAlertEmail } from "../../../mail/templates/JobAlertEmail";
import { siteTexts } from "../../content/texts/site-texts";
import { listUnsubscribeHeaders } from "../../records/newsletter";
import { openingText } from "../page-text";
import { type JobAlertContext, jobAlertConfirmUrl, jobAlertsPageUrl, jobAlertUnsubscribeUrl } from "./context";

/** Stand-ins for the tokens: plain letters, so rendering and the text conversion keep them intact. */
const UNSUBSCRIBE_SLOT = "JOBALERTUNSUBSCRIBESLOT";
const CONFIRM_SLOT = "JOBALERTCONFIRMSLOT";
const NAMESPACE = "job-alerts";

interface Rendered {
  subject: string;
  html: string;
  text: string;
}

/** Rendered emails by what they depend on; bounded, since openings keep coming. */
const rendered = new Map<string, Promise<Rendered>>();

function memo(key: string, render: () => Promise<Rendered>): Promise<Rendered> {
  let entry = rendered.get(key);
  if (!entry) {
    entry = render();
    entry.catch(() => rendered.delete(key));
    if (rendered.size > 200) rendered.clear();
    rendered.set(key, entry);
  }
  return entry;
}

const siteKey = (context: JobAlertContext) => [context.siteName, context.address, context.publicUrl];

/** Tokens are base64url: they need no escaping in a URL, in HTML or in text. */
function filled(template: Rendered, slots: Record<string, string>): Pick<OutboxMessage, "subject" | "html" | "text"> {
  const fill = (content: string) => Object.entries(slots).reduce((text, [slot, value]) => text.split(slot).join(value), content);
  return { subject: template.subject, html: fill(template.html), text: fill(template.text) };
}

export async function confirmationMessage(
  context: JobAlertContext,
  recipient: { email: string; language: Language; confirmToken: string; unsubscribeToken: string },
): Promise<OutboxMessage> {
  const { language } = recipient;
  const texts = await siteTexts(context.database);
  const template = await memo(JSON.stringify(["confirm", language, ...siteKey(context), texts.version]), async () => {
    const t = await emailText(language, texts, NAMESPACE);
    const { html, text } = await renderEmail(
      createElement(JobAlertConfirmEmail, {
        t,
        language,
        siteName: context.siteName,
        address: context.address,
        confirmUrl: jobAlertConfirmUrl(context.publicUrl, CONFIRM_SLOT, language),
        unsubscribeUrl: jobAlertUnsubscribeUrl(context.publicUrl, UNSUBSCRIBE_SLOT, language),
      }),
    );
    return { subject: t("email.confirm.subject", { siteName: context.siteName }), html, text };
  });
  const unsubscribe = jobAlertUnsubscribeUrl(context.publicUrl, recipient.unsubscribeToken, language);
  return {
    to: recipient.email,
    ...filled(template, { [CONFIRM_SLOT]: recipient.confirmToken, [UNSUBSCRIBE_SLOT]: recipient.unsubscribeToken }),
    headers: listUnsubscribeHeaders(unsubscribe),
  };
}

/** A day as the careers pages write it: a calendar day in UTC, in the language's words. */
const longDay = (language: Language, day: string) =>
  new Intl.DateTimeFormat(language, { dateStyle: "long", timeZone: "UTC" }).format(new Date(`${day}T00:00:00Z`));

/** The alert of `opening` in `language`, with the subscriber's token still to fill in. */
function alertTemplate(context: JobAlertContext, opening: Opening, language: Language): Promise<Rendered> {
  return siteTexts(context.database).then((texts) =>
    memo(JSON.stringify(["alert", opening.id, opening.updatedAt, language, ...siteKey(context), texts.version]), async () => {
      const t = await emailText(language, texts, NAMESPACE);
      const { title } = openingText(opening, language);
      const pay = opening.pay;
      let payText: string | undefined;
      if (pay) {
        const money = new Intl.NumberFormat(language, { style: "currency", currency: pay.currency, maximumFractionDigits: 2 });
        const amount =
          pay.min === pay.max
            ? money.format(pay.min)
            : t("careers:pay.range", { min: money.format(pay.min), max: money.format(pay.max) });
        payText = t(`careers:pay.per.${pay.unit}`, { amount });
      }
      const url = `${context.publicUrl}${localizePath(openingPath(opening.id, opening.content.en.title), language)}`;
      const { html, text } = await renderEmail(
        createElement(JobAlertEmail, {
          t,
          language,
          siteName: context.siteName,
          address: context.address,
          opening: {
            title,
            place: `${cityName(opening.country, opening.city)}, ${t(`markets:countries.${opening.country}`)}`,
            kind: t(`careers:placements.${opening.placement}`),
            start: longDay(language, opening.startDate),
            pay: payText,
            url,
          },
          unsubscribeUrl: jobAlertUnsubscribeUrl(context.publicUrl, UNSUBSCRIBE_SLOT, language),
          alertsUrl: jobAlertsPageUrl(context.publicUrl, language),
        }),
      );
      return { subject: t("email.alert.subject", { title }), html, text };
    }),
  );
}

export async function alertMessage(
  context: JobAlertContext,
  opening: Opening,
  recipient: { email: string; language: Language; unsubscribeToken: string },
): Promise<OutboxMessage> {
  const template = await alertTemplate(context, opening, recipient.language);
  const unsubscribe = jobAlertUnsubscribeUrl(context.publicUrl, recipient.unsubscribeToken, recipient.language);
  return {
    to: recipient.email,
    ...filled(template, { [UNSUBSCRIBE_SLOT]: recipient.unsubscribeToken }),
    headers: listUnsubscribeHeaders(unsubscribe),
  };
}
