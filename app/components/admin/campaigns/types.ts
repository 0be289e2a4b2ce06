import type { Language } from "~/i18n/languages";
import type { Campaign, CampaignAudience, CampaignReport } from "~/lib/campaigns";
import type { FormResult } from "~/lib/forms/result";

/** What the campaign page's action answers when it does not redirect: a form's messages, tagged with the intent it answers. */
export type CampaignActionResult = FormResult & { done: string };

/** Who a send would reach now, per language. */
export interface AudienceNow {
  audience: CampaignAudience;
  counts: Record<Language, number>;
  total: number;
}

export interface CampaignPageData {
  campaign: Campaign;
  audience?: AudienceNow;
  report?: CampaignReport;
  canManage: boolean;
  /** Where a test send goes: the signed-in user's own address. */
  email: string;
  /** The language the preview shows. */
  preview: Language;
}

/** The result of one form of the page, or nothing when the last post was another form's. */
export const resultFor = (result: CampaignActionResult | undefined, intent: string) =>
  result?.done === intent ? result : undefined;
