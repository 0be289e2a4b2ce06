/**
 * What the browser and the server share about a person's privacy requests (decision 0041): their
 * kinds and states, the queue's address and filters, the warning window, and the refusal's limit.
 */
export const PRIVACY_REQUESTS_PATH = "/admin/privacy-requests";

export const privacyRequestPath = (id: number) => `${PRIVACY_REQUESTS_PATH}/${id}`;

export const PRIVACY_REQUEST_KINDS = ["copy", "erasure"] as const;
export type PrivacyRequestKind = (typeof PRIVACY_REQUEST_KINDS)[number];

/** The queue's filter: requests still to answer, or those answered lately. */
export const PRIVACY_QUEUE_FILTERS = ["open", "handled"] as const;
export type PrivacyQueueFilter = (typeof PRIVACY_QUEUE_FILTERS)[number];

export const isPrivacyQueueFilter = (value: unknown): value is PrivacyQueueFilter =>
  typeof value === "string" && (PRIVACY_QUEUE_FILTERS as readonly string[]).includes(value);

/** Open requests due within this many days (or late) are flagged on the dashboard and the system page. */
export const PRIVACY_WARNING_DAYS = 7;

/** A refusal's reason, told to the person in the email: room for a paragraph or two. */
export const REFUSAL_REASON_MAX = 2000;
