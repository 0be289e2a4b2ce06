/** The settings form as a browser posts it with every default value (the Settings page's `save`). */
export const SETTINGS_FORM = {
  intent: "save",
  siteName: "Crestway Hospitality",
  contactEmail: "",
  notificationsEnabled: "on",
  messageRetentionDays: "30",
  sentEmailRetentionDays: "30",
  clickRetentionDays: "90",
  pageViewRetentionDays: "90",
  unconfirmedSubscriberRetentionDays: "30",
  spamRetentionDays: "30",
  auditRetentionDays: "365",
  campaignSendRatePerMinute: "600",
  backupTime: "",
  backupKeep: "7",
} as const;
