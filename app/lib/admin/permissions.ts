/**
 * Roles and what each may do in the admin area (docs/architecture.md, Roles). This module is the single
 * table the server enforces in every admin loader and action; the client only reads it to hide
 * what a role may not use. It holds no secret.
 */
export const ROLES = ["admin", "editor", "viewer", "operator", "staff", "user"] as const;
export type Role = (typeof ROLES)[number];

/** Roles that may enter the admin area at all. */
export const STAFF_ROLES = ["admin", "editor", "viewer", "operator", "staff"] as const satisfies readonly Role[];
const MANAGERS = ["admin", "editor"] as const satisfies readonly Role[];
const ADMINS = ["admin"] as const satisfies readonly Role[];

export const PERMISSIONS = {
  "dashboard.view": STAFF_ROLES,
  /** Visitor analytics (decision 0016): every admin-area role reads the traffic view and its exports. */
  "traffic.view": STAFF_ROLES,
  "messages.view": STAFF_ROLES,
  "messages.manage": MANAGERS,
  "partnerships.view": STAFF_ROLES,
  "partnerships.manage": MANAGERS,
  "subscribers.view": STAFF_ROLES,
  "subscribers.manage": MANAGERS,
  "subscribers.export": MANAGERS,
  "partnerships.export": MANAGERS,
  "users.manage": ADMINS,
  "settings.manage": ADMINS,
  /** The site's editable content (decision 0011): every admin-area role reads it, editors and admins change it. */
  "content.view": STAFF_ROLES,
  "content.manage": MANAGERS,
  /** Every text of the site (decision 0017): every admin-area role reads them, editors and admins change, import and restore. */
  "texts.view": STAFF_ROLES,
  "texts.manage": MANAGERS,
  /** Newsletter campaigns (decision 0013): every admin-area role reads them and their reports, editors and admins write and send. */
  "campaigns.view": STAFF_ROLES,
  "campaigns.manage": MANAGERS,
  /** Job openings (decision 0032): every admin-area role reads them, editors and admins write, publish and close them. */
  "openings.view": STAFF_ROLES,
  "openings.manage": MANAGERS,
  /** The suppression list (decision 0022): every admin-area role reads it, editors and admins add, remove and export, as with subscribers. */
  "suppressions.view": STAFF_ROLES,
  "suppressions.manage": MANAGERS,
  "suppressions.export": MANAGERS,
  /** Candidates' CVs (decision 0034): personal documents, downloaded only by editors and admins, each download audited. */
  "candidates.cv": MANAGERS,
  /**
   * Candidates and their applications (decision 0035): people's records, read, moved through the
   * pipeline, emailed, merged and exported only by editors and admins, the roles that recruit.
   */
  "candidates.view": MANAGERS,
  "candidates.manage": MANAGERS,
  "candidates.export": MANAGERS,
  /**
   * Shortlisting candidates for a client's request, placing them, and making openings from a won
   * request (decision 0038): they touch candidates' records, so they go to the roles that recruit.
   */
  "placements.manage": MANAGERS,
  /** Job-alert subscriptions (decision 0036): read like newsletter subscribers, changed by editors and admins. */
  "jobAlerts.view": STAFF_ROLES,
  "jobAlerts.manage": MANAGERS,
  /** One's own password, two-factor setup, passkeys and signed-in sessions. */
  "account.manage": STAFF_ROLES,
  /**
   * People's requests for a copy or the erasure of their data (decision 0041): the queue shows
   * their addresses and its actions erase people, so administrators only.
   */
  "privacy.manage": ADMINS,
  /** The audit log (decision 0014): who changed what; administrators only. */
  "audit.view": ADMINS,
  /** The system page: the instance, its services, queues, jobs, backup and disk; administrators only. */
  "system.view": ADMINS,
} as const satisfies Record<string, readonly Role[]>;

export type Permission = keyof typeof PERMISSIONS;

export function isRole(value: unknown): value is Role {
  return typeof value === "string" && (ROLES as readonly string[]).includes(value);
}

/** A missing or unknown role is treated as `user`: no admin access. */
export function roleOf(value: unknown): Role {
  return isRole(value) ? value : "user";
}

/** Whether a role (as Better Auth stores it, possibly missing) may enter the admin area. */
export function isStaffRole(role: string | null | undefined): boolean {
  return (STAFF_ROLES as readonly string[]).includes(role ?? "user");
}

export function can(role: Role, permission: Permission): boolean {
  return (PERMISSIONS[permission] as readonly Role[]).includes(role);
}

/** docs/product.md section 6: Administrator, Editor, and anything else Viewer. */
export function roleLabelKey(role: string): "roles.admin" | "roles.editor" | "roles.viewer" {
  if (role === "admin") return "roles.admin";
  if (role === "editor") return "roles.editor";
  return "roles.viewer";
}

/**
 * Every admin route module (by its file in the route table), with the permission its loader needs
 * and the permission of each action intent. Tests walk this table as every role.
 */
export const ADMIN_ROUTE_PERMISSIONS = {
  "routes/admin/dashboard.tsx": { loader: "dashboard.view", actions: {} },
  "routes/admin/traffic.tsx": { loader: "traffic.view", actions: {} },
  "routes/admin/traffic.export.ts": { loader: "traffic.view", actions: {} },
  "routes/admin/messages.tsx": {
    loader: "messages.view",
    actions: {
      markRead: "messages.manage",
      markUnread: "messages.manage",
      archive: "messages.manage",
      restore: "messages.manage",
      delete: "messages.manage",
      markSpam: "messages.manage",
      notSpam: "messages.manage",
    },
  },
  "routes/admin/users.tsx": {
    loader: "users.manage",
    actions: {
      create: "users.manage",
      update: "users.manage",
      resetPassword: "users.manage",
      endSessions: "users.manage",
      delete: "users.manage",
    },
  },
  "routes/admin/settings.tsx": { loader: "settings.manage", actions: { save: "settings.manage" } },
  "routes/admin/content.tsx": {
    loader: "content.view",
    actions: {
      create: "content.manage",
      update: "content.manage",
      hide: "content.manage",
      show: "content.manage",
      moveUp: "content.manage",
      moveDown: "content.manage",
      delete: "content.manage",
      saveDetails: "content.manage",
    },
  },
  "routes/admin/texts.tsx": { loader: "texts.view", actions: {} },
  "routes/admin/texts.entry.tsx": {
    loader: "texts.view",
    actions: { save: "texts.manage", restoreShipped: "texts.manage", confirm: "texts.manage", restoreVersion: "texts.manage" },
  },
  "routes/admin/texts.export.ts": { loader: "texts.view", actions: {} },
  "routes/admin/texts.import.tsx": { loader: "texts.manage", actions: { preview: "texts.manage", apply: "texts.manage" } },
  /** The in-page text editor's read of one entry: only staff who may change texts have that editor. */
  "routes/admin/in-page-text.ts": { loader: "texts.manage", actions: {} },
  "routes/admin/partnership-requests.tsx": {
    loader: "partnerships.view",
    actions: {
      setStatus: "partnerships.manage",
      saveNotes: "partnerships.manage",
      delete: "partnerships.manage",
      deleteVolunteer: "partnerships.manage",
      deleteDonation: "partnerships.manage",
      setDonationStatus: "partnerships.manage",
      notSpam: "partnerships.manage",
      notSpamVolunteer: "partnerships.manage",
      notSpamDonation: "partnerships.manage",
      markSpam: "partnerships.manage",
      markSpamVolunteer: "partnerships.manage",
      markSpamDonation: "partnerships.manage",
    },
  },
  "routes/admin/partnership-requests.export.ts": { loader: "partnerships.export", actions: {} },
  /** A request's staffing: its openings, shortlists and placements (decision 0038). */
  "routes/admin/partnership-requests.$id.staffing.tsx": {
    loader: "partnerships.view",
    actions: {
      makeOpenings: "placements.manage",
      shortlist: "placements.manage",
      unshortlist: "placements.manage",
      place: "placements.manage",
    },
  },
  /** One staff request's page (decision 0038): its stage, owner, follow-up and notes, spam and deletion. */
  "routes/admin/partnership-requests.$id.tsx": {
    loader: "partnerships.view",
    actions: {
      setStage: "partnerships.manage",
      setOwner: "partnerships.manage",
      setFollowUp: "partnerships.manage",
      addNote: "partnerships.manage",
      markSpam: "partnerships.manage",
      notSpam: "partnerships.manage",
      delete: "partnerships.manage",
    },
  },
  "routes/admin/newsletter-subscribers.tsx": { loader: "subscribers.view", actions: { delete: "subscribers.manage" } },
  "routes/admin/newsletter-subscribers.export.ts": { loader: "subscribers.export", actions: {} },
  /** Job-alert subscribers (decision 0036). */
  "routes/admin/job-alerts.tsx": { loader: "jobAlerts.view", actions: { delete: "jobAlerts.manage" } },
  "routes/admin/campaigns.tsx": { loader: "campaigns.view", actions: {} },
  "routes/admin/campaigns.new.tsx": { loader: "campaigns.manage", actions: { save: "campaigns.manage" } },
  "routes/admin/campaigns.$id.tsx": {
    loader: "campaigns.view",
    actions: {
      save: "campaigns.manage",
      sendTest: "campaigns.manage",
      schedule: "campaigns.manage",
      unschedule: "campaigns.manage",
      sendNow: "campaigns.manage",
      pause: "campaigns.manage",
      resume: "campaigns.manage",
      cancel: "campaigns.manage",
      delete: "campaigns.manage",
    },
  },
  "routes/admin/campaigns.$id.preview.ts": { loader: "campaigns.view", actions: {} },
  "routes/admin/openings.tsx": { loader: "openings.view", actions: {} },
  "routes/admin/openings.new.tsx": {
    loader: "openings.manage",
    actions: { save: "openings.manage", addQuestion: "openings.manage", removeQuestion: "openings.manage" },
  },
  "routes/admin/openings.$id.tsx": {
    loader: "openings.view",
    actions: {
      save: "openings.manage",
      addQuestion: "openings.manage",
      removeQuestion: "openings.manage",
      publish: "openings.manage",
      close: "openings.manage",
      reopen: "openings.manage",
    },
  },
  /** The pipeline of applications and each candidate's page (decision 0035). */
  "routes/admin/applications.tsx": {
    loader: "candidates.view",
    actions: { move: "candidates.manage", bulkReject: "candidates.manage" },
  },
  "routes/admin/applications.export.ts": { loader: "candidates.export", actions: {} },
  "routes/admin/candidates.$id.tsx": {
    loader: "candidates.view",
    actions: {
      move: "candidates.manage",
      rate: "candidates.manage",
      note: "candidates.manage",
      email: "candidates.manage",
      merge: "candidates.manage",
      erase: "candidates.manage",
    },
  },
  "routes/admin/suppressions.tsx": {
    loader: "suppressions.view",
    actions: { add: "suppressions.manage", remove: "suppressions.manage" },
  },
  "routes/admin/suppressions.export.ts": { loader: "suppressions.export", actions: {} },
  /** People's requests for a copy or the erasure of their data, and staff's three answers (decision 0041). */
  "routes/admin/privacy-requests.tsx": { loader: "privacy.manage", actions: {} },
  "routes/admin/privacy-requests.$id.tsx": {
    loader: "privacy.manage",
    actions: { sendCopy: "privacy.manage", erase: "privacy.manage", refuse: "privacy.manage" },
  },
  /** One CV, served as an attachment (decision 0034). */
  "routes/admin/cv.$id.ts": { loader: "candidates.cv", actions: {} },
  "routes/admin/audit.tsx": { loader: "audit.view", actions: {} },
  "routes/admin/audit.export.ts": { loader: "audit.view", actions: {} },
  "routes/admin/system.tsx": { loader: "system.view", actions: {} },
  "routes/admin/account.tsx": {
    loader: "account.manage",
    actions: {
      changePassword: "account.manage",
      enableTwoFactor: "account.manage",
      verifyTwoFactor: "account.manage",
      disableTwoFactor: "account.manage",
      passkeyOptions: "account.manage",
      addPasskey: "account.manage",
      renamePasskey: "account.manage",
      removePasskey: "account.manage",
      savePreferences: "account.manage",
      endSession: "account.manage",
      endOtherSessions: "account.manage",
    },
  },
} as const satisfies Record<string, { loader: Permission; actions: Record<string, Permission> }>;

export type AdminRouteFile = keyof typeof ADMIN_ROUTE_PERMISSIONS;

/** The sidebar: the six sections of docs/product.md section 2, the traffic view, the campaigns, the job openings, the applications, the suppression list, people's privacy requests and the content editors, each shown to the roles that may open it. */
export const ADMIN_SECTIONS = [
  { path: "/admin/dashboard", key: "dashboard", permission: "dashboard.view" },
  { path: "/admin/traffic", key: "traffic", permission: "traffic.view" },
  { path: "/admin/messages", key: "messages", permission: "messages.view" },
  { path: "/admin/partnership-requests", key: "partnershipRequests", permission: "partnerships.view" },
  { path: "/admin/newsletter-subscribers", key: "newsletterSubscribers", permission: "subscribers.view" },
  { path: "/admin/campaigns", key: "campaigns", permission: "campaigns.view" },
  { path: "/admin/openings", key: "openings", permission: "openings.view" },
  { path: "/admin/job-alerts", key: "jobAlerts", permission: "jobAlerts.view" },
  { path: "/admin/applications", key: "applications", permission: "candidates.view" },
  { path: "/admin/suppressions", key: "suppressions", permission: "suppressions.view" },
  { path: "/admin/privacy-requests", key: "privacyRequests", permission: "privacy.manage" },
  { path: "/admin/content", key: "content", permission: "content.view" },
  { path: "/admin/texts", key: "texts", permission: "texts.view" },
  { path: "/admin/users", key: "users", permission: "users.manage" },
  { path: "/admin/settings", key: "settings", permission: "settings.manage" },
  { path: "/admin/audit", key: "audit", permission: "audit.view" },
  { path: "/admin/system", key: "system", permission: "system.view" },
] as const satisfies ReadonlyArray<{ path: string; key: string; permission: Permission }>;
