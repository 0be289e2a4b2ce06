/**
 * A new private link on request (decision 0035): the candidate types the address they applied
 * with; when it is a candidate's, a new link goes to it in their language. The page answers the
 * same either way, so it never tells who has applied.
 */
import { createElement } from "react";
import { isLanguage } from "~/i18n/languages";
import { CANDIDATE_LINK_DAYS, normalizeEmail } from "~/lib/careers/applications";
import type { Database } from "../../../db";
import { enqueueEmail } from "../../../mail/outbox";
import { emailText, renderEmail } from "../../../mail/render";
import { CandidateLinkEmail } from "../../../mail/templates/CandidateLinkEmail";
import { getSettings } from "../../../settings";
import { contactDetails, siteTexts } from "../../content";
import { candidatePageUrl, issueCandidateToken } from "./tokens";

/** Sends a new link when the address is a candidate's; answers whether one was queued (for tests and logs, never the page). */
export async function sendCandidateLink(database: Database, publicUrl: string, email: string): Promise<boolean> {
  const { db } = database;
  const candidate = await db
    .selectFrom("candidates")
    .select(["id", "full_name", "email", "language"])
    .where("email", "=", normalizeEmail(email))
    .orderBy("id")
    .executeTakeFirst();
  if (!candidate?.email) return false;
  const language = isLanguage(candidate.language) ? candidate.language : "en";
  const [settings, contact, texts] = await Promise.all([getSettings(db), contactDetails(database), siteTexts(database)]);
  const t = await emailText(language, texts, "candidate");
  const to = candidate.email;
  await db.transaction().execute(async (trx) => {
    const token = await issueCandidateToken(trx, candidate.id);
    const rendered = await renderEmail(
      createElement(CandidateLinkEmail, {
        t,
        language,
        siteName: settings.siteName,
        address: contact.address,
        name: candidate.full_name,
        pageUrl: candidatePageUrl(publicUrl, token, language),
        days: CANDIDATE_LINK_DAYS,
      }),
    );
    await enqueueEmail(trx, { to, subject: t("linkEmail.subject", { siteName: settings.siteName }), ...rendered });
  });
  return true;
}
