/**
 * Visitor analytics: link clicks and their roll-ups, page views and traffic reports, the dashboard's figures.
 * What the rest of the app may call of this domain (decision 0029): code outside this folder
 * imports this file only; the files beside it are the domain's own.
 */
export { cameFrom } from "./came-from";
export { rollUpClicks } from "./click-rollup";
export { clickBatchSchema, createClickRecorder } from "./clicks";
export { type ConversionSource, recordConversion } from "./conversions";
export { countryOfHeader, countryOfIp } from "./country";
export { type ActivityEvent, type ActivityKind, type ClickFigures, type DashboardFigures, dashboardFigures } from "./dashboard";
export {
  type DayRange,
  lastDays,
  parseDay,
  QUICK_RANGE_DAYS,
  type RangeSelection,
  readDayRange,
  utcDay,
} from "./dashboard-range";
export { trafficCsvHeader, trafficCsvRows } from "./export";
export { filteredCounter } from "./filtered-traffic";
export { rateLimitKeyOfIp } from "./ip";
export { liveDay } from "./live-day";
export { createPageViewRecorder, type PageView, pageViewRow, pageViewSchema } from "./page-views";
export { trafficReport } from "./report";
export { rollUpTraffic } from "./rollup";
export { agentTraitsOf } from "./user-agent";
export { rotateSalts, siteHostOf, todaySalt, visitorIdFor, visitorIdOf } from "./visitor-id";
export type { WeeklyFigures } from "./weekly-figures";
export { sendWeeklySummaries } from "./weekly-summary";
