/**
 * The names of the audit log's entries (decision 0014), shared with the browser: the audit page's
 * action filter offers them and its dictionary words them (admin-audit.json, `actions.*`); and an
 * entry as the page shows it.
 */
export const AUDIT_ACTIONS = [
  "auth.sign_in",
  "auth.sign_in_failed",
  "auth.sign_out",
  "auth.passkey_sign_in",
  "user.create",
  "user.invite",
  "user.update",
  "user.delete",
  "user.password_reset",
  "user.sessions_end",
  "account.password_change",
  "account.two_factor_enable",
  "account.two_factor_disable",
  "account.passkey_add",
  "account.passkey_rename",
  "account.passkey_remove",
  "account.preferences_update",
  "account.session_end",
  "account.sessions_end_others",
  "settings.update",
  "message.read",
  "message.unread",
  "message.archive",
  "message.restore",
  "message.delete",
  "message.spam",
  "message.not_spam",
  "partnership.status",
  "partnership.notes",
  "partnership.delete",
  "partnership.spam",
  "partnership.not_spam",
  // The staff pipeline of a request (decision 0038).
  "partnership.owner",
  "partnership.follow_up",
  "partnership.note",
  "volunteer.delete",
  "volunteer.spam",
  "volunteer.not_spam",
  "donation.status",
  "donation.delete",
  "donation.spam",
  "donation.not_spam",
  "subscriber.delete",
  "jobAlert.delete",
  "suppression.add",
  "suppression.remove",
  "content.create",
  "content.update",
  "content.hide",
  "content.show",
  "content.move",
  "content.delete",
  "content.details",
  "image.upload",
  "cv.download",
  "export.subscribers",
  "export.partnerships",
  "export.audit",
  "export.suppressions",
  "export.applications",
  "campaign.create",
  "campaign.update",
  "campaign.delete",
  "campaign.test",
  "campaign.schedule",
  "campaign.unschedule",
  "campaign.send",
  "campaign.pause",
  "campaign.resume",
  "campaign.cancel",
  "opening.create",
  "opening.update",
  "opening.publish",
  "opening.close",
  "opening.reopen",
  "application.move",
  "application.bulk_reject",
  "candidate.rate",
  "candidate.note",
  "candidate.email",
  "candidate.merge",
  "candidate.erase",
  // A person's data erased across the register (decision 0039): the entry holds counts only.
  "privacy.erase",
  // A restore erased again whom the erasure ledger names (decision 0040): counts only.
  "privacy.restore_erase",
  // Staff's answers to a person's privacy request (decision 0041): the request's id and kind, never the address or the words.
  "privacy.copy_sent",
  "privacy.erased",
  "privacy.refused",
  "text.update",
  "text.restore",
  "text.confirm",
  "text.import",
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export function isAuditAction(value: unknown): value is AuditAction {
  return typeof value === "string" && (AUDIT_ACTIONS as readonly string[]).includes(value);
}

/** One entry as the audit page reads it: the stored row, its JSON values parsed. */
export interface AuditRow {
  id: number;
  occurredAt: string;
  actorEmail: string;
  actorRole: string | null;
  action: string;
  targetType: string | null;
  targetId: string | null;
  ip: string | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}
