/**
 * The site details: social profiles and the company's contact details, kept as JSON values in the
 * `settings` table (`socialLinks`, `contactDetails`). The migration seeds the social links; the
 * contact details start as the environment's CONTACT_* values, written at server start when no
 * row exists yet (the migration cannot see configuration).
 */
import type { ContactDetails, SiteDetails, SocialLinkView } from "~/lib/site-content";
import { type SiteDetailsInput, SOCIAL_NETWORKS } from "~/lib/validation/content";
import type { Database, DB } from "../../db";
import { nowIso } from "../../db/schema";
import { type AuditActor, audited, changedValues } from "../operations/audit";
import { forgetSiteContent } from "./cache";
import { bumpContentVersion } from "./version";

const SOCIAL_KEY = "socialLinks";
const CONTACT_KEY = "contactDetails";

export type SocialLinks = Record<(typeof SOCIAL_NETWORKS)[number], string>;

const parseObject = (json: string | undefined): Record<string, unknown> => {
  try {
    const value = json === undefined ? {} : JSON.parse(json);
    return value && typeof value === "object" ? value : {};
  } catch {
    return {};
  }
};

/** Both details as stored; every network and contact field is present ("" when not set). */
export async function readSiteDetails(db: DB): Promise<{ socialLinks: SocialLinks; contact: ContactDetails }> {
  const rows = await db.selectFrom("settings").select(["key", "value"]).where("key", "in", [SOCIAL_KEY, CONTACT_KEY]).execute();
  const social = parseObject(rows.find((row) => row.key === SOCIAL_KEY)?.value);
  const contact = parseObject(rows.find((row) => row.key === CONTACT_KEY)?.value);
  const text = (value: unknown) => (typeof value === "string" ? value : "");
  return {
    socialLinks: Object.fromEntries(SOCIAL_NETWORKS.map((network) => [network, text(social[network])])) as SocialLinks,
    contact: { phone: text(contact.phone), email: text(contact.email), address: text(contact.address) },
  };
}

/** What the pages show: only the networks that are set, in a fixed order. */
export function shownSiteDetails(details: { socialLinks: SocialLinks; contact: ContactDetails }): SiteDetails {
  const socialLinks: SocialLinkView[] = SOCIAL_NETWORKS.filter((network) => details.socialLinks[network] !== "").map(
    (network) => ({ network, url: details.socialLinks[network] }),
  );
  return { socialLinks, contact: details.contact };
}

/** At start: the configured contact details become the first stored ones; a stored row is kept. */
export async function seedContactDetails(database: Database, configured: ContactDetails): Promise<void> {
  await database.db
    .insertInto("settings")
    .values({ key: CONTACT_KEY, value: JSON.stringify(configured), updated_at: nowIso() })
    .onConflict((conflict) => conflict.column("key").doNothing())
    .execute();
}

/** Saves both details from the editor's parsed form. */
export async function saveSiteDetails(database: Database, actor: AuditActor, input: SiteDetailsInput): Promise<{ ok: true }> {
  const updatedAt = nowIso();
  await audited(database.db, actor, async (trx) => {
    const before = await readSiteDetails(trx);
    for (const [key, value] of [
      [SOCIAL_KEY, input.socialLinks],
      [CONTACT_KEY, input.contact],
    ] as const) {
      const json = JSON.stringify(value);
      await trx
        .insertInto("settings")
        .values({ key, value: json, updated_at: updatedAt })
        .onConflict((conflict) => conflict.column("key").doUpdateSet({ value: json, updated_at: updatedAt }))
        .execute();
    }
    await bumpContentVersion(trx);
    const change = changedValues(before, input);
    return { result: undefined, entry: change && { action: "content.details", target: { type: "site_details" }, ...change } };
  });
  forgetSiteContent(database);
  return { ok: true };
}
