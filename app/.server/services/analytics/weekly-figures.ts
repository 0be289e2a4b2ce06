/**
 * The figures of the weekly traffic summary (decision 0016): one ISO week (Monday to Sunday, UTC)
 * beside the week before, read from the traffic report the traffic view shows, so the email and
 * the view never disagree. Numbers only; the email formats them in its reader's language.
 */
import { GOALS, type Goal, isGoal, type TrafficMeasures, type TrafficReport } from "~/lib/traffic/model";
import type { Database } from "../../db";
import { addDays, type DayRange, utcDay } from "./dashboard-range";
import { trafficReport } from "./report";

/** The hour of Monday (UTC) from which last week's summary is due. */
export const SUMMARY_HOUR_UTC = 6;
/** How many sources the summary lists. */
export const SUMMARY_SOURCES = 5;

export interface WeekMeasures {
  /** Daily unique visitors summed over the days (the visitor id changes every day). */
  visitors: number;
  visits: number;
  /** Goals reached (every contact message, sign-up, ... counts). */
  conversions: number;
  /** Visitors who reached any goal: the conversion rate's numerator. */
  converted: number;
}

export interface SourceFigures {
  /** As stored: a visitor's campaign tag or referrer, shown as text. */
  source: string;
  visitors: number;
  converted: number;
}

export interface GoalFigures {
  goal: Goal;
  /** Conversions of the goal in the week, and in the week before. */
  current: number;
  previous: number;
}

export interface WeeklyFigures {
  week: DayRange;
  previousWeek: DayRange;
  current: WeekMeasures;
  previous: WeekMeasures;
  /** Last week's first sources by visitors. */
  sources: SourceFigures[];
  /** Every goal reached in either week, in the order of GOALS. */
  goals: GoalFigures[];
}

/** The Monday of the ISO week `day` is in. */
export function mondayOf(day: string): string {
  const weekday = new Date(`${day}T00:00:00.000Z`).getUTCDay();
  return addDays(day, -((weekday + 6) % 7));
}

/** The ISO week starting on `monday`. */
export const weekFrom = (monday: string): DayRange => ({ from: monday, to: addDays(monday, 6) });

/**
 * The week a summary sent at `now` covers: the last finished week once its following Monday has
 * reached SUMMARY_HOUR_UTC, the one before until then. A server that was down on Monday sends it
 * when it starts; weeks missed before it are not sent late.
 */
export function summaryWeek(now: Date): DayRange {
  const thisMonday = mondayOf(utcDay(now));
  const due = now.getTime() >= Date.parse(`${thisMonday}T00:00:00.000Z`) + SUMMARY_HOUR_UTC * 3_600_000;
  return weekFrom(addDays(thisMonday, due ? -7 : -14));
}

/** Conversions per goal: the goal table counts each conversion as a visit (model.ts). */
function goalCounts(report: TrafficReport): Map<Goal, number> {
  const counts = new Map<Goal, number>();
  for (const row of report.tables.goal) if (isGoal(row.value)) counts.set(row.value, row.visits);
  return counts;
}

function weekMeasures(totals: TrafficMeasures, goals: Map<Goal, number>): WeekMeasures {
  let conversions = 0;
  for (const count of goals.values()) conversions += count;
  return { visitors: totals.visitors, visits: totals.visits, conversions, converted: totals.converted };
}

export async function weeklyFigures(database: Database, week: DayRange, now: Date = new Date()): Promise<WeeklyFigures> {
  const previousWeek = weekFrom(addDays(week.from, -7));
  // Two reports: the week before needs its own goal table, which a report gives only for its range.
  const [current, previous] = await Promise.all([
    trafficReport(database, { range: week, filter: null, now }),
    trafficReport(database, { range: previousWeek, filter: null, now }),
  ]);
  const currentGoals = goalCounts(current);
  const previousGoals = goalCounts(previous);
  const reached = new Set([...currentGoals.keys(), ...previousGoals.keys()]);
  return {
    week,
    previousWeek,
    current: weekMeasures(current.totals, currentGoals),
    previous: weekMeasures(previous.totals, previousGoals),
    sources: current.tables.source
      .slice(0, SUMMARY_SOURCES)
      .map((row) => ({ source: row.value, visitors: row.visitors, converted: row.converted })),
    goals: [...reached]
      .sort((a, b) => GOALS.indexOf(a) - GOALS.indexOf(b))
      .map((goal) => ({ goal, current: currentGoals.get(goal) ?? 0, previous: previousGoals.get(goal) ?? 0 })),
  };
}
