/**
 * What the settings form's markup needs without zod (decision 0010): limits, the switches and the
 * retention fields, and the settings' type.
 */
export const SITE_NAME_MAX = 80;
export const RETENTION_MIN_DAYS = 1;
export const RETENTION_MAX_DAYS = 3650;

/** The settings as the server keeps them (app/.server/settings.ts), a type the settings form shares. */
export interface ServerSettings {
  siteName: string;
  /** Empty means: the configured company contact email. */
  contactEmail: string;
  notificationsEnabled: boolean;
  allowSignUp: boolean;
  newsletterDoubleOptIn: boolean;
  autoArchiveMessages: boolean;
  messageRetentionDays: number;
  /** Days a sent or failed email stays in the outbox before it is deleted (the retention service). */
  sentEmailRetentionDays: number;
  /** Days raw link clicks are kept once their day is in the daily roll-ups, which stay for good. */
  clickRetentionDays: number;
  /** Days raw page views are kept once their day is in the traffic roll-up, which stays for good (decision 0016). */
  pageViewRetentionDays: number;
  /** Days a double opt-in sign-up may stay unconfirmed before it is deleted. */
  unconfirmedSubscriberRetentionDays: number;
  /** Campaign emails sent per minute, across all instances (decision 0013), so mail providers do not block the sender. */
  campaignSendRatePerMinute: number;
  /** Days a submission caught as spam is kept for staff to review before it is deleted (decision 0015). */
  spamRetentionDays: number;
  /** Days audit log entries are kept (decision 0014); the retention job alone deletes them. */
  auditRetentionDays: number;
  /** The daily backup's time, "HH:MM" in UTC; empty: no scheduled backups (decision 0019). */
  backupTime: string;
  /** How many backups the schedule keeps in BACKUP_DIR; older ones are deleted after each new one. */
  backupKeep: number;
  /** Every admin-area account signs in with two factors: a password and a code, or a passkey (decision 0023). */
  requireTwoFactor: boolean;
  /** Soft bounces of one address within the window that put it on the suppression list (decision 0022). */
  softBounceLimit: number;
  softBounceWindowDays: number;
  /** Days bounce and complaint events are kept; the suppression list itself stays until staff remove an address. */
  deliveryEventRetentionDays: number;
  /** Days an application (and its CVs) is kept after it closes: placed, rejected, withdrawn or its opening closed (decision 0035). */
  applicationRetentionDays: number;
  /** Days the talent-pool consent keeps a candidate searchable after their last application (decision 0035). */
  talentPoolRetentionDays: number;
  /** Days without a staff action after which an open staff request is flagged as stale (decision 0038). */
  staleRequestDays: number;
  /** Days before a seasonal line's season comes round again that the client is offered next season's request (decision 0038). */
  reorderLeadDays: number;
  /** Days a client's private link to their request works (decision 0038). */
  clientLinkDays: number;
  /** Days staff have to answer a person's privacy request once it is confirmed (decision 0041). */
  privacyRequestDays: number;
  /** Days a handled privacy request keeps its address as proof of the answer, then only its keyed hash (decision 0041). */
  privacyRecordDays: number;
}

/** The settings as the form shows them. */
export type SettingsValues = ServerSettings;

export const SETTINGS_SWITCHES = [
  "notificationsEnabled",
  "allowSignUp",
  "newsletterDoubleOptIn",
  "autoArchiveMessages",
  "requireTwoFactor",
] as const;

/** The whole numbers of days, each checked against the same bounds and messages. */
export const RETENTION_FIELDS = [
  "messageRetentionDays",
  "sentEmailRetentionDays",
  "clickRetentionDays",
  "pageViewRetentionDays",
  "unconfirmedSubscriberRetentionDays",
  "spamRetentionDays",
  "auditRetentionDays",
  "deliveryEventRetentionDays",
  "applicationRetentionDays",
  "talentPoolRetentionDays",
  "staleRequestDays",
  "reorderLeadDays",
  "clientLinkDays",
  "privacyRecordDays",
] as const;

/** Campaign emails per minute (decision 0013). */
export const SEND_RATE_MIN = 1;
export const SEND_RATE_MAX = 10_000;

/** How many scheduled backups are kept (decision 0019). */
export const BACKUP_KEEP_MIN = 1;
export const BACKUP_KEEP_MAX = 365;

/** The deadline of a privacy request (decision 0041): at most the three months the GDPR allows with an extension. */
export const PRIVACY_REQUEST_DAYS_MIN = 1;
export const PRIVACY_REQUEST_DAYS_MAX = 90;

/** Soft bounces that suppress an address, and the window they are counted in (decision 0022). */
export const SOFT_BOUNCE_LIMIT_MIN = 1;
export const SOFT_BOUNCE_LIMIT_MAX = 50;
export const SOFT_BOUNCE_WINDOW_MIN = 1;
export const SOFT_BOUNCE_WINDOW_MAX = 365;

export const SETTINGS_FIELDS = [
  "siteName",
  "contactEmail",
  ...SETTINGS_SWITCHES,
  ...RETENTION_FIELDS,
  "campaignSendRatePerMinute",
  "backupTime",
  "backupKeep",
  "softBounceLimit",
  "softBounceWindowDays",
  "privacyRequestDays",
] as const;
