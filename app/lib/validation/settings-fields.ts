/**
 * What the settings form's markup needs without zod (decision 0010): limits, the switches and the
 * retention fields, and the settings' type.
 */
export const SITE_NAME_MAX = 80;
export const RETENTION_MIN_DAYS = 1;
export const RETENTION_MAX_DAYS = 3650;

/** The settings as the server keeps them (a type only: nothing of the server reaches the browser). */
export type SettingsValues = import("~/.server/settings").ServerSettings;

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
] as const;

/** Campaign emails per minute (decision 0013). */
export const SEND_RATE_MIN = 1;
export const SEND_RATE_MAX = 10_000;

/** How many scheduled backups are kept (decision 0019). */
export const BACKUP_KEEP_MIN = 1;
export const BACKUP_KEEP_MAX = 365;

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
] as const;
