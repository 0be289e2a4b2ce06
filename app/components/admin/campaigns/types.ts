import type { Language } from "~/i18n/languages";
import type { Campaign, CampaignAudience, CampaignReport } from "~/lib/campaigns";

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
