/**
 * What job-alert emails need besides their subscriber (decision 0036): the site's address, name and
 * postal address, read once per request or job run, and the addresses of the alert pages.
 */
import type { Language } from "~/i18n/languages";
import { localizePath } from "~/i18n/paths";
import { JOB_ALERTS_CONFIRM_PATH, JOB_ALERTS_PATH, JOB_ALERTS_UNSUBSCRIBE_PATH } from "~/lib/careers/job-alerts";
import type { Database } from "../../../db";
import { newsletterContextFor } from "../../records/newsletter";

export interface JobAlertContext {
  database: Database;
  publicUrl: string;
  siteName: string;
  address: string;
}

/** The newsletter's email context (the same site details), without its opt-in setting. */
export async function jobAlertContextFor(services: Parameters<typeof newsletterContextFor>[0]): Promise<JobAlertContext> {
  const { database, publicUrl, siteName, address } = await newsletterContextFor(services);
  return { database, publicUrl, siteName, address };
}

const pageUrl = (publicUrl: string, path: string, language: Language, token?: string) =>
  `${publicUrl}${localizePath(path, language)}${token === undefined ? "" : `?token=${encodeURIComponent(token)}`}`;

/** The unsubscribe page in the subscriber's language, also the one-click (RFC 8058) address. */
export const jobAlertUnsubscribeUrl = (publicUrl: string, token: string, language: Language) =>
  pageUrl(publicUrl, JOB_ALERTS_UNSUBSCRIBE_PATH, language, token);

export const jobAlertConfirmUrl = (publicUrl: string, token: string, language: Language) =>
  pageUrl(publicUrl, JOB_ALERTS_CONFIRM_PATH, language, token);

export const jobAlertsPageUrl = (publicUrl: string, language: Language) => pageUrl(publicUrl, JOB_ALERTS_PATH, language);
