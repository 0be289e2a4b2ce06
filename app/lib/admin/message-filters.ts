/**
 * The filter tabs of the Messages page, in their order on the page: the inbox ("all": neither
 * archived nor spam), unread, archived, and the caught spam, which shows only under its own tab
 * (decision 0015). The page draws its tabs from this list; the messages service filters and counts by it.
 */
export const MESSAGE_FILTERS = ["all", "unread", "archived", "spam"] as const;
export type MessageFilter = (typeof MESSAGE_FILTERS)[number];
