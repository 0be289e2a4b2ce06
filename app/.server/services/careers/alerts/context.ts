/**
 * What job-alert emails need besides their subscriber (decision 0036): the site's address, name and
 * postal address, read once per request or job run, and the addresses of the alert pages.
 */
import type { Language } from "~/i18n/languages";
import { localizePath } from "~/i18n/paths";
import { JOB_ALERTS_CONFIRM_PATH, JOB_ALERTS_PATH, JOB_ALERTS_UNSUBSCRIBE_PATH } from "~/lib/careers/job-alerts";
import type { Database } from "../../../db";
import { getSettings } from "../../../settings";
import { contactDetails } from "../../content";

export interface JobAlertContext {
  database: Database;
  publicUrl: string;
  siteName: string;
  address: string;
}

export async function jobAlertContextFor(services: {
  database: Database;
  config: { publicUrl: string };
}): Promise<JobAlertContext> {
  const [settings, contact] = await Promise.all([getSettings(services.database.db), contactDetails(services.database)]);
  return {
    database: services.database,
    publicUrl: services.config.publicUrl,
    siteName: settings.siteName,
    address: contact.address,
  };
}

const pageUrl = (publicUrl: string, path: string, language: Language, token?: string) =>
  `${publicUrl}${localizePath(path, language)}${token === undefined ? "" : `?token=${encodeURIComponent(token)}`}`;

/** The unsubscribe page in the subscriber's language, also the one-click (RFC 8058) address. */
export const jobAlertUnsubscribeUrl = (publicUrl: string, token: string, language: Language) =>
  pageUrl(publicUrl, JOB_ALERTS_UNSUBSCRIBE_PATH, language, token);

export const jobAlertConfirmUrl = (publicUrl: string, token: string, language: Language) =>
  pageUrl(publicUrl, JOB_ALERTS_CONFIRM_PATH, language, token);

export const jobAlertsPageUrl = (publicUrl: string, language: Language) => pageUrl(publicUrl, JOB_ALERTS_PATH, language);
