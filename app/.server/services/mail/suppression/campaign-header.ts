/**
 * The header every campaign email carries with its campaign's id (decision 0022). Delivery reports
 * quote the original headers and most providers echo custom headers in their webhooks, so a bounce
 * or a complaint can name the campaign it belongs to.
 */
import { readRecordId } from "~/lib/validation/rules";

export const CAMPAIGN_HEADER = "X-Crestway-Campaign";

export const campaignHeader = (campaignId: number): Record<string, string> => ({ [CAMPAIGN_HEADER]: String(campaignId) });

/**
 * The campaign id a header or a provider's custom value names (surrounding spaces allowed; a
 * provider may echo it as a number), or undefined for anything else.
 */
export function campaignIdOfHeader(value: unknown): number | undefined {
  if (typeof value === "number") return readRecordId(String(value));
  return typeof value === "string" ? readRecordId(value.trim()) : undefined;
}
