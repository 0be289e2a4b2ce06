/**
 * Newsletter campaigns (decision 0013) as the admin pages see them: statuses, content per language and
 * the figures of a send. Shared by the server and the browser; holds no secret.
 */
import type { Language } from "~/i18n/languages";
import type { DeliveryEventKind } from "~/lib/mail-suppression";

export const CAMPAIGN_STATUSES = ["draft", "scheduled", "sending", "paused", "sent", "cancelled"] as const;
export type CampaignStatus = (typeof CAMPAIGN_STATUSES)[number];

/** One language's email: English is required, Spanish and French fall back to English when absent. */
export interface CampaignLanguageContent {
  subject: string;
  preheader: string;
  /** Markdown; raw HTML in it is dropped when rendered. */
  body: string;
}

export type CampaignContent = { en: CampaignLanguageContent } & Partial<Record<"es" | "fr", CampaignLanguageContent>>;

/** What the composer saves. */
export interface CampaignDraft {
  name: string;
  content: CampaignContent;
}

/** Who receives a send: only confirmed subscribers while double opt-in is on, everyone otherwise. */
export type CampaignAudience = "confirmed" | "all";

/**
 * Where each recipient stands; `skipped` means they unsubscribed before their turn, or their
 * address is on the suppression list (decision 0022).
 */
export const DELIVERY_STATUSES = ["queued", "claimed", "sending", "sent", "failed", "skipped"] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

/** A send's figures: `waiting` counts recipients not yet attempted (queued, or claimed by a sender). */
export interface CampaignProgress {
  total: number;
  waiting: number;
  sent: number;
  failed: number;
  skipped: number;
  /** False while recipients are still being added to the queue. */
  queued: boolean;
}

export interface CampaignSummary {
  id: number;
  name: string;
  status: CampaignStatus;
  subject: string;
  languages: Language[];
  scheduledAt: string | null;
  startedAt: string | null;
  finishedAt: string | null;
  updatedAt: string;
  progress: CampaignProgress;
}

export interface Campaign extends Omit<CampaignSummary, "subject" | "languages"> {
  content: CampaignContent;
  audience: CampaignAudience | null;
  /** The `utm_campaign` value its links carry, fixed when the send starts. */
  utmCampaign: string | null;
  createdAt: string;
}

/** A send's outcome per language. */
export interface CampaignLanguageReport {
  language: Language;
  delivered: number;
  failed: number;
  /** Recipients who unsubscribed after the send started (skipped ones included). */
  unsubscribedSince: number;
}

export interface CampaignReport {
  languages: CampaignLanguageReport[];
  /** Failed recipients with the SMTP server's reason, the first ones by address. */
  failures: { email: string; language: Language; error: string }[];
  /** Clicks on the site recorded from visits that came through the campaign's links. */
  clicks: { total: number; byUrl: { url: string; clicks: number }[] };
  /** Addresses that bounced or complained about this campaign, per kind (decision 0022). */
  deliveryEvents: Record<DeliveryEventKind, number>;
  /** Recipients not sent to because their address was on the suppression list. */
  suppressedSkipped: number;
}

/** Campaigns a user may still edit; a send in any state after these is read-only. */
export function isEditable(status: CampaignStatus): boolean {
  return status === "draft" || status === "scheduled";
}

export function isActive(status: CampaignStatus): boolean {
  return status === "sending" || status === "paused";
}
