/**
 * The campaign a provider's event names (decision 0022): campaign emails carry the
 * `X-Crestway-Campaign` header, which SES echoes among the original headers; providers that keep
 * custom values instead (Mailgun's user-variables, Postmark's Metadata, SendGrid's custom args) may
 * carry it under that name too. An event that names none is matched by address (events.ts).
 */
import { CAMPAIGN_HEADER, campaignIdOfHeader } from "../suppression/campaign-header";
import { isRecord } from "./providers";

/** Names the campaign id may go by, compared in lower case: the header's, and the forms custom values allow. */
const CAMPAIGN_NAMES = new Set([CAMPAIGN_HEADER.toLowerCase(), "crestway-campaign", "crestway_campaign"]);

/** The campaign named in a record of names and values, whatever the case of the name. */
export function campaignInRecord(record: unknown): number | undefined {
  if (!isRecord(record)) return undefined;
  for (const [name, value] of Object.entries(record)) {
    if (CAMPAIGN_NAMES.has(name.toLowerCase())) return campaignIdOfHeader(value);
  }
  return undefined;
}

/** The campaign named in a list of headers, `{ name, value }` (SES) or `{ Name, Value }` (Postmark). */
export function campaignInHeaders(headers: unknown): number | undefined {
  if (!Array.isArray(headers)) return undefined;
  for (const header of headers) {
    if (!isRecord(header)) continue;
    const name = header.name ?? header.Name;
    if (typeof name === "string" && CAMPAIGN_NAMES.has(name.toLowerCase()))
      return campaignIdOfHeader(header.value ?? header.Value);
  }
  return undefined;
}
