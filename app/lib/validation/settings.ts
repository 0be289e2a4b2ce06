/**
 * The admin settings form (spec section 9), read and checked the same way in the browser and on
 * the server. Messages are i18n keys of the `admin-settings` namespace.
 */
export const SITE_NAME_MAX = 80;
export const RETENTION_MIN_DAYS = 1;
export const RETENTION_MAX_DAYS = 3650;
const EMAIL_MAX = 254;
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The shape of ServerSettings (~/.server/settings), kept here so the browser needs no server module. */
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

export type SettingsField = keyof SettingsValues;
export type SettingsErrors = Partial<Record<SettingsField, string>>;

export const SETTINGS_SWITCHES = ["notificationsEnabled", "allowSignUp", "newsletterDoubleOptIn", "autoArchiveMessages"] as const;

/** The whole numbers of days, each checked against the same bounds and messages. */
export const RETENTION_FIELDS = [
  "messageRetentionDays",
  "sentEmailRetentionDays",
  "clickRetentionDays",
  "unconfirmedSubscriberRetentionDays",
] as const;
type RetentionField = (typeof RETENTION_FIELDS)[number];

/** What was typed, to show again beside the messages when it is refused. */
export type SettingsDraft = Omit<SettingsValues, RetentionField> & Record<RetentionField, number | string>;

export type SettingsParse = { ok: true; values: SettingsValues } | { ok: false; errors: SettingsErrors; draft: SettingsDraft };

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
};

/** Reads the submitted form; unchecked checkboxes are absent, so absent means off. */
export function parseSettingsForm(form: FormData): SettingsParse {
  const errors: SettingsErrors = {};
  const siteName = text(form, "siteName").trim();
  if (!siteName) errors.siteName = "admin-settings:errors.siteNameRequired";
  else if (siteName.length > SITE_NAME_MAX) errors.siteName = "admin-settings:errors.siteNameTooLong";

  const contactEmail = text(form, "contactEmail").trim().toLowerCase();
  if (contactEmail && (contactEmail.length > EMAIL_MAX || !EMAIL_PATTERN.test(contactEmail))) {
    errors.contactEmail = "admin-settings:errors.contactEmailInvalid";
  }

  const typed = {} as Record<RetentionField, string>;
  const days = {} as Record<RetentionField, number>;
  for (const field of RETENTION_FIELDS) {
    const value = text(form, field).trim();
    typed[field] = value;
    days[field] = Number(value);
    if (!value) errors[field] = "admin-settings:errors.retentionRequired";
    else if (!/^\d+$/.test(value) || days[field] < RETENTION_MIN_DAYS || days[field] > RETENTION_MAX_DAYS) {
      errors[field] = "admin-settings:errors.retentionRange";
    }
  }

  const switches = Object.fromEntries(SETTINGS_SWITCHES.map((name) => [name, form.get(name) === "on"])) as Record<
    (typeof SETTINGS_SWITCHES)[number],
    boolean
  >;
  if (Object.keys(errors).length > 0) {
    return { ok: false, errors, draft: { siteName, contactEmail, ...typed, ...switches } };
  }
  return { ok: true, values: { siteName, contactEmail, ...days, ...switches } };
}
