/**
 * The next campaign, queued as the sender queues it, to these addresses and one that never
 * bounced: what each delivery became. Proves a source's suppressions reach the sending side
 * (decision 0022) whichever source put them there.
 */
import { expect } from "vitest";
import type { Database } from "~/.server/db";
import { createCampaign, sendCampaignNow } from "~/.server/services/campaigns";
import { queueNextChunk } from "~/.server/services/campaigns/queue";
import { TEST_ACTOR } from "./audit";
import { insertSubscriber } from "./subscribers";

export const NEVER_BOUNCED = "still-reading@lodge.test";

export async function nextCampaignDeliveries(database: Database, addresses: readonly string[]): Promise<Map<string, string>> {
  const { db } = database;
  const everyone = [...addresses, NEVER_BOUNCED];
  const subscribed = await db.selectFrom("newsletter_subscribers").select("email").where("email", "in", everyone).execute();
  const already = new Set(subscribed.map(({ email }) => email));
  for (const email of everyone) if (!already.has(email)) await insertSubscriber(database, email);
  const id = await createCampaign(database, TEST_ACTOR, {
    name: "The next campaign",
    content: { en: { subject: "Openings", preheader: "", body: "Lodges are hiring." } },
  });
  await sendCampaignNow(database, TEST_ACTOR, id);
  const state = { id, audience: "all" as const, queued_through: 0 };
  while (!(await queueNextChunk(db, state))) {}
  const rows = await db.selectFrom("campaign_deliveries").select(["email", "status"]).where("campaign_id", "=", id).execute();
  return new Map(rows.map((row) => [row.email, row.status]));
}

/** Every address given is skipped by the next campaign; the one that never bounced is queued. */
export async function expectNextCampaignSkips(database: Database, addresses: readonly string[]): Promise<void> {
  expect(addresses.length).toBeGreaterThan(0);
  const deliveries = await nextCampaignDeliveries(database, addresses);
  for (const email of addresses) expect(deliveries.get(email), email).toBe("skipped");
  expect(deliveries.get(NEVER_BOUNCED), NEVER_BOUNCED).toBe("queued");
}
