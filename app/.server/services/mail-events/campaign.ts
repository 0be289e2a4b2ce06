/**
 * The campaign a provider's event names (decision 0022): campaign emails carry the
 * `X-Crestway-Campaign` header, which SES echoes among the original headers; providers that keep
 * custom values instead (Mailgun's user-variables, Postmark's Metadata, SendGrid's custom args) may
 * carry it under that name too. An event that names none is matched by address (events.ts).
 */
import { isRecord } from "./providers";

/** Names the campaign id may go by, compared in lower case. */
const CAMPAIGN_NAMES = new Set(["x-crestway-campaign", "crestway-campaign", "crestway_campaign"]);

/** A campaign id: a positive integer, as text or as a number. */
export function campaignIdOf(value: unknown): number | undefined {
  const text = typeof value === "number" ? String(value) : typeof value === "string" ? value.trim() : "";
  if (!/^\d{1,15}$/.test(text)) return undefined;
  const id = Number(text);
  return id > 0 ? id : undefined;
}

/** The campaign named in a record of names and values, whatever the case of the name. */
export function campaignInRecord(record: unknown): number | undefined {
  if (!isRecord(record)) return undefined;
  for (const [name, value] of Object.entries(record)) {
    if (CAMPAIGN_NAMES.has(name.toLowerCase())) return campaignIdOf(value);
  }
  return undefined;
}

/** The campaign named in a list of headers, `{ name, value }` (SES) or `{ Name, Value }` (Postmark). */
export function campaignInHeaders(headers: unknown): number | undefined {
  if (!Array.isArray(headers)) return undefined;
  for (const header of headers) {
    if (!isRecord(header)) continue;
    const name = header.name ?? header.Name;
    if (typeof name === "string" && CAMPAIGN_NAMES.has(name.toLowerCase())) return campaignIdOf(header.value ?? header.Value);
  }
  return undefined;
}
