/**
 * The client's private page's bounds (decision 0038), free of the schema library so the page's
 * first load does not carry it (decision 0009).
 */

/** A client's comment with an answer for a candidate, at most this many characters. */
export const CLIENT_COMMENT_MAX = 1000;
