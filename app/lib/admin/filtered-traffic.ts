/** The kinds of traffic the dashboard counts as filtered (decision 0015), shared by the server and the panel. */
export const FILTERED_KINDS = ["honeypot", "rateLimited", "botClick"] as const;
export type FilteredKind = (typeof FILTERED_KINDS)[number];

/** One UTC day of the range and how many of each kind it turned away. */
export type FilteredDay = { day: string } & Record<FilteredKind, number>;
