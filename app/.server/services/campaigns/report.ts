/**
 * A send's report: per language, who received it, whose delivery failed (with the SMTP server's
 * reason), who has left the list since; and the clicks the site's own analytics recorded from
 * visits that came through the campaign's links (`utm_source=newsletter`, its `utm_campaign`); the
 * bounces and complaints counted against it, and who was skipped for being on the suppression list
 * (decision 0022).
 */
import { isLanguage, LANGUAGES, type Language } from "~/i18n/languages";
import type { CampaignLanguageReport, CampaignReport } from "~/lib/campaigns";
import type { Database, DB } from "../../db";
import { campaignClicksInRange, campaignLinks, splitRange } from "../analytics/click-stats";
import { utcDay } from "../analytics/dashboard-range";
import { deliveryEventCounts } from "../mail/suppression/events";
import { UTM_SOURCE } from "./markdown";
import { SUPPRESSED } from "./queue";

const FAILURES_SHOWN = 100;
const LINKS_SHOWN = 20;

const languageOf = (value: string): Language => (isLanguage(value) ? value : "en");

async function clicksOf(db: DB, utmCampaign: string, startedAt: string): Promise<CampaignReport["clicks"]> {
  const split = await splitRange(db, { from: utcDay(new Date(startedAt)), to: utcDay(new Date()) });
  const [total, byUrl] = await Promise.all([
    campaignClicksInRange(db, split, { campaign: utmCampaign, source: UTM_SOURCE }),
    campaignLinks(db, { campaign: utmCampaign, source: UTM_SOURCE, since: startedAt }, LINKS_SHOWN),
  ]);
  return { total, byUrl };
}

export async function campaignReport(database: Database, id: number): Promise<CampaignReport> {
  const { db } = database;
  const campaign = await db
    .selectFrom("campaigns")
    .select(["utm_campaign", "started_at"])
    .where("id", "=", id)
    .executeTakeFirst();
  const perLanguage = new Map<Language, CampaignLanguageReport>(
    LANGUAGES.map((language) => [language, { language, delivered: 0, failed: 0, unsubscribedSince: 0 }]),
  );

  const byStatus = await db
    .selectFrom("campaign_deliveries")
    .select(["language", "status", (eb) => eb.fn.countAll<number | string>().as("count")])
    .where("campaign_id", "=", id)
    .where("status", "in", ["sent", "failed"])
    .groupBy(["language", "status"])
    .execute();
  for (const row of byStatus) {
    const figures = perLanguage.get(languageOf(row.language));
    if (!figures) continue;
    if (row.status === "sent") figures.delivered += Number(row.count);
    else figures.failed += Number(row.count);
  }

  // Unsubscribing deletes the subscriber (docs/product.md section 4): a recipient without one has left.
  const gone = await db
    .selectFrom("campaign_deliveries as d")
    .leftJoin("newsletter_subscribers as s", "s.id", "d.subscriber_id")
    .select(["d.language", (eb) => eb.fn.countAll<number | string>().as("count")])
    .where("d.campaign_id", "=", id)
    .where("s.id", "is", null)
    .groupBy("d.language")
    .execute();
  for (const row of gone) {
    const figures = perLanguage.get(languageOf(row.language));
    if (figures) figures.unsubscribedSince += Number(row.count);
  }

  const failures = await db
    .selectFrom("campaign_deliveries")
    .select(["email", "language", "error"])
    .where("campaign_id", "=", id)
    .where("status", "=", "failed")
    .orderBy("email")
    .limit(FAILURES_SHOWN)
    .execute();

  const suppressed = await db
    .selectFrom("campaign_deliveries")
    .select((eb) => eb.fn.countAll<number | string>().as("count"))
    .where("campaign_id", "=", id)
    .where("status", "=", "skipped")
    .where("error", "=", SUPPRESSED)
    .executeTakeFirst();

  return {
    languages: [...perLanguage.values()],
    failures: failures.map((row) => ({ email: row.email, language: languageOf(row.language), error: row.error ?? "" })),
    clicks:
      campaign?.utm_campaign && campaign.started_at
        ? await clicksOf(db, campaign.utm_campaign, campaign.started_at)
        : { total: 0, byUrl: [] },
    deliveryEvents: await deliveryEventCounts(db, id),
    suppressedSkipped: Number(suppressed?.count ?? 0),
  };
}
