/**
 * What the settings form's markup needs without zod (decision 0010): limits, the switches and the
 * retention fields, and the shape of the settings the server keeps (~/.server/settings).
 */
export const SITE_NAME_MAX = 80;
export const RETENTION_MIN_DAYS = 1;
export const RETENTION_MAX_DAYS = 3650;

export interface SettingsValues {
  siteName: string;
  contactEmail: string;
  notificationsEnabled: boolean;
  allowSignUp: boolean;
  newsletterDoubleOptIn: boolean;
  autoArchiveMessages: boolean;
  messageRetentionDays: number;
  sentEmailRetentionDays: number;
  clickRetentionDays: number;
  unconfirmedSubscriberRetentionDays: number;
}

export const SETTINGS_SWITCHES = ["notificationsEnabled", "allowSignUp", "newsletterDoubleOptIn", "autoArchiveMessages"] as const;

/** The whole numbers of days, each checked against the same bounds and messages. */
export const RETENTION_FIELDS = [
  "messageRetentionDays",
  "sentEmailRetentionDays",
  "clickRetentionDays",
  "unconfirmedSubscriberRetentionDays",
] as const;

export const SETTINGS_FIELDS = ["siteName", "contactEmail", ...SETTINGS_SWITCHES, ...RETENTION_FIELDS] as const;
