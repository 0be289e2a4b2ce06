/**
 * What the browser and the server share about a person's privacy requests (decision 0041): their
 * kinds, and the address of one request in staff's queue.
 */
export const PRIVACY_REQUESTS_PATH = "/admin/privacy-requests";

export const privacyRequestPath = (id: number) => `${PRIVACY_REQUESTS_PATH}/${id}`;

export const PRIVACY_REQUEST_KINDS = ["copy", "erasure"] as const;
export type PrivacyRequestKind = (typeof PRIVACY_REQUEST_KINDS)[number];
