/**
 * A campaign's email for one recipient language. The body differs between recipients only by the
 * unsubscribe token, so each (campaign version, language) is rendered once and each recipient's
 * token is filled in: a 100,000-recipient send renders three emails, not 100,000.
 */
import { createElement } from "react";
import { LANGUAGES, type Language } from "~/i18n/languages";
import type { Campaign, CampaignContent, CampaignLanguageContent } from "~/lib/campaigns";
import { LOGO_IMAGE } from "~/lib/seo";
import { slugWords } from "~/lib/slug";
import type { Database } from "../../db";
import type { OutboxMessage } from "../../mail/message";
import { enqueueEmail } from "../../mail/outbox";
import { emailText, renderEmail } from "../../mail/render";
import { CampaignEmail } from "../../mail/templates/CampaignEmail";
import { type SiteTexts, siteTexts } from "../content/texts/site-texts";
import { campaignHeader } from "../mail/suppression/campaign-header";
import { type AuditActor, audited } from "../operations/audit";
import { listUnsubscribeHeaders, newsletterContextFor, UNSUBSCRIBE_SLOT, unsubscribeUrl } from "../records/newsletter";
import { renderCampaignMarkdown } from "./markdown";

/** What rendering needs besides the campaign: the site's name and address as staff keep them. */
export interface CampaignContext {
  database: Database;
  publicUrl: string;
  siteName: string;
  address: string;
}

/** The newsletter's own context: campaigns are signed like its welcome email. */
export async function campaignContextFor(context: Parameters<typeof newsletterContextFor>[0]): Promise<CampaignContext> {
  const { database, publicUrl, siteName, address } = await newsletterContextFor(context);
  return { database, publicUrl, siteName, address };
}

/** The version a recipient of this language reads: their own, or English when there is none. */
function versionFor(content: CampaignContent, language: Language): { language: Language; text: CampaignLanguageContent } {
  const own = language === "en" ? content.en : content[language];
  return own ? { language, text: own } : { language: "en", text: content.en };
}

/** Languages the campaign is written in (English always). */
export function writtenLanguages(content: CampaignContent): Language[] {
  return LANGUAGES.filter((language) => language === "en" || content[language] !== undefined);
}

type Renderable = Pick<Campaign, "id" | "name" | "content" | "utmCampaign">;
/** A campaign as a sender renders it; its last change names the rendered version. */
export type RenderableCampaign = Renderable & Pick<Campaign, "updatedAt">;
export interface RenderedCampaign {
  subject: string;
  html: string;
  text: string;
}

/** Before a send fixes it, previews and tests tag links as the send would. */
function utmCampaignOf(campaign: Pick<Campaign, "id" | "name" | "utmCampaign">): string {
  return campaign.utmCampaign ?? campaignSlug(campaign.id, campaign.name);
}

/** `spring-hiring-2027-12`: readable in analytics, unique by its id. */
export function campaignSlug(id: number, name: string): string {
  const words = slugWords(name, 48);
  return words ? `${words}-${id}` : `campaign-${id}`;
}

async function renderWithSlot(
  context: CampaignContext,
  campaign: Renderable,
  language: Language,
  texts: SiteTexts,
): Promise<RenderedCampaign> {
  const version = versionFor(campaign.content, language);
  const t = await emailText(language, texts);
  const links = { publicUrl: context.publicUrl, language, utmCampaign: utmCampaignOf(campaign) };
  const { html, text } = await renderEmail(
    createElement(CampaignEmail, {
      t,
      language: version.language,
      siteName: context.siteName,
      address: context.address,
      preheader: version.text.preheader,
      bodyHtml: renderCampaignMarkdown(version.text.body, links),
      unsubscribeUrl: unsubscribeUrl(context.publicUrl, UNSUBSCRIBE_SLOT, language),
      logoUrl: `${context.publicUrl}${LOGO_IMAGE}`,
    }),
  );
  return { subject: version.text.subject, html, text };
}

/** The email as staff preview it: the unsubscribe link points at a token no subscriber holds. */
export async function renderCampaignEmail(context: CampaignContext, campaign: Renderable, language: Language) {
  const rendered = await renderWithSlot(context, campaign, language, await siteTexts(context.database));
  return fillToken(rendered, "preview");
}

function fillToken(rendered: RenderedCampaign, token: string): RenderedCampaign {
  // Tokens are base64url: they need no escaping in a URL, in HTML or in text.
  const fill = (content: string) => content.split(UNSUBSCRIBE_SLOT).join(token);
  return { subject: rendered.subject, html: fill(rendered.html), text: fill(rendered.text) };
}

/**
 * Renders each (campaign version, language) once for a sender; recipients' messages are filled
 * from it. The key holds what the email shows, so an edit of the site's name renders anew.
 */
export class CampaignRenderer {
  private readonly rendered = new Map<string, Promise<RenderedCampaign>>();

  async messageFor(
    context: CampaignContext,
    campaign: RenderableCampaign,
    recipient: { email: string; language: Language; unsubscribeToken: string },
  ): Promise<OutboxMessage> {
    const texts = await siteTexts(context.database);
    const key = JSON.stringify([
      campaign.id,
      campaign.updatedAt,
      recipient.language,
      context.siteName,
      context.address,
      texts.version,
    ]);
    let rendered = this.rendered.get(key);
    if (!rendered) {
      if (this.rendered.size >= 30) this.rendered.clear();
      rendered = renderWithSlot(context, campaign, recipient.language, texts);
      rendered.catch(() => this.rendered.delete(key));
      this.rendered.set(key, rendered);
    }
    const message = fillToken(await rendered, recipient.unsubscribeToken);
    const unsubscribe = unsubscribeUrl(context.publicUrl, recipient.unsubscribeToken, recipient.language);
    return {
      to: recipient.email,
      ...message,
      headers: { ...listUnsubscribeHeaders(unsubscribe), ...campaignHeader(campaign.id) },
    };
  }
}

/** "Send a test to me": the signed-in user's own copy of one language, through the outbox. */
export async function sendCampaignTest(
  context: CampaignContext,
  actor: AuditActor,
  campaign: Renderable,
  language: Language,
): Promise<void> {
  const rendered = await renderCampaignEmail(context, campaign, language);
  const t = await emailText(language, await siteTexts(context.database));
  await audited(context.database.db, actor, async (trx) => {
    await enqueueEmail(trx, {
      to: actor.email,
      subject: t("campaign.testSubject", { subject: rendered.subject }),
      html: rendered.html,
      text: rendered.text,
    });
    return {
      result: undefined,
      entry: { action: "campaign.test", target: { type: "campaign", id: campaign.id }, after: { language } },
    };
  });
}
