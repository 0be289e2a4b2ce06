/**
 * The requests' figures on the dashboard (decision 0038), read from the tables each time: the
 * follow-ups due today and overdue (the viewer's first), open requests by stage and by owner, the
 * weighted pipeline (people likely to be placed: each open request's headcount times its stage's
 * probability), and per position and per market the fill rate (placed of wanted over the lines of
 * won requests) and the median days from a request's arrival to each placement on it.
 */
import { OPEN_STAGES, REQUEST_STAGES, type RequestStage, requestReference, STAGE_PROBABILITY } from "~/lib/staff-requests/model";
import { type FollowUpState, followUpState, utcDay } from "~/lib/staff-requests/pipeline";
import type { Database, DB } from "../../db";
import { toCount } from "../records/records-common";

/** How many due follow-ups the dashboard lists; the counts say how many there are in all. */
export const FOLLOW_UP_LIST_LIMIT = 20;
const DAY_MS = 86_400_000;

export interface DueFollowUp {
  id: number;
  reference: string;
  organization: string;
  followUpOn: string;
  state: FollowUpState;
  ownerName: string | null;
  mine: boolean;
}

export interface FillFigure {
  /** A position id or a market (country) code. */
  key: string;
  wanted: number;
  placed: number;
  /** placed / wanted, 0 to 1; null when nothing is wanted. */
  rate: number | null;
  /** Median days from the request's arrival to its placements; null before the first. */
  medianDays: number | null;
}

export interface RequestFigures {
  dueToday: number;
  overdue: number;
  followUps: DueFollowUp[];
  byStage: { stage: RequestStage; count: number }[];
  byOwner: { ownerId: string | null; name: string | null; count: number }[];
  /** People likely to be placed from the open requests. */
  weightedPipeline: number;
  byPosition: FillFigure[];
  byMarket: FillFigure[];
}

const openRequests = (db: DB) =>
  db.selectFrom("partnership_requests as request").where("request.spam", "=", 0).where("request.status", "in", OPEN_STAGES);

async function followUps(db: DB, today: string, viewerId: string | null) {
  const due = openRequests(db).where("request.follow_up_on", "<=", today);
  const [counts, rows] = await Promise.all([
    due
      .select((eb) => [
        eb.fn.countAll<number | string>().as("all"),
        eb.fn.count<number | string>(eb.case().when("request.follow_up_on", "=", today).then(1).end()).as("today"),
      ])
      .executeTakeFirst(),
    due
      .leftJoin("user", "user.id", "request.owner_id")
      .select(["request.id", "request.organization", "request.follow_up_on", "request.owner_id", "user.name as ownerName"])
      .orderBy((eb) =>
        eb
          .case()
          .when("request.owner_id", "=", viewerId ?? "")
          .then(0)
          .else(1)
          .end(),
      )
      .orderBy("request.follow_up_on")
      .orderBy("request.id")
      .limit(FOLLOW_UP_LIST_LIMIT)
      .execute(),
  ]);
  const dueToday = toCount(counts?.today);
  return {
    dueToday,
    overdue: toCount(counts?.all) - dueToday,
    followUps: rows.map((row) => ({
      id: row.id,
      reference: requestReference(row.id),
      organization: row.organization,
      followUpOn: row.follow_up_on ?? today,
      state: followUpState(row.follow_up_on ?? today, today),
      ownerName: row.ownerName ?? null,
      mine: viewerId !== null && row.owner_id === viewerId,
    })),
  };
}

async function pipeline(db: DB) {
  const [stages, owners, people] = await Promise.all([
    db
      .selectFrom("partnership_requests")
      .select(["status", (eb) => eb.fn.countAll<number | string>().as("count")])
      .where("spam", "=", 0)
      .groupBy("status")
      .execute(),
    openRequests(db)
      .leftJoin("user", "user.id", "request.owner_id")
      .select(["request.owner_id", "user.name", (eb) => eb.fn.countAll<number | string>().as("count")])
      .groupBy(["request.owner_id", "user.name"])
      .execute(),
    openRequests(db)
      .innerJoin("staff_request_lines as line", "line.request_id", "request.id")
      .select(["request.status", (eb) => eb.fn.sum<number | string>("line.headcount").as("people")])
      .groupBy("request.status")
      .execute(),
  ]);
  const countOf = new Map(stages.map((row) => [row.status, toCount(row.count)]));
  const weighted = people.reduce(
    (sum, row) => sum + (toCount(row.people) * (STAGE_PROBABILITY[row.status as RequestStage] ?? 0)) / 100,
    0,
  );
  return {
    byStage: REQUEST_STAGES.map((stage) => ({ stage, count: countOf.get(stage) ?? 0 })),
    byOwner: owners
      .map((row) => ({ ownerId: row.owner_id, name: row.name ?? null, count: toCount(row.count) }))
      .sort((a, b) => b.count - a.count || (a.name ?? "").localeCompare(b.name ?? "")),
    weightedPipeline: Math.round(weighted * 10) / 10,
  };
}

function median(values: number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const value = sorted.length % 2 === 1 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
  return Math.round(value * 10) / 10;
}

/** Fill rate and days to fill, per position and per market. */
async function filling(db: DB): Promise<{ byPosition: FillFigure[]; byMarket: FillFigure[] }> {
  const [wanted, placements] = await Promise.all([
    db
      .selectFrom("staff_request_lines as line")
      .innerJoin("partnership_requests as request", "request.id", "line.request_id")
      .select(["line.position", "request.country", (eb) => eb.fn.sum<number | string>("line.headcount").as("wanted")])
      .where("request.status", "=", "won")
      .where("request.spam", "=", 0)
      .groupBy(["line.position", "request.country"])
      .execute(),
    db
      .selectFrom("placements")
      .innerJoin("staff_request_lines as line", "line.id", "placements.line_id")
      .innerJoin("partnership_requests as request", "request.id", "line.request_id")
      .select(["line.position", "request.country", "request.status", "request.created_at", "placements.created_at as placedAt"])
      .where("request.spam", "=", 0)
      .execute(),
  ]);
  const figures = (keyOf: (row: { position: string; country: string }) => string): FillFigure[] => {
    const byKey = new Map<string, { wanted: number; placed: number; days: number[] }>();
    const entry = (key: string) => {
      const found = byKey.get(key) ?? { wanted: 0, placed: 0, days: [] };
      byKey.set(key, found);
      return found;
    };
    for (const row of wanted) entry(keyOf(row)).wanted += toCount(row.wanted);
    for (const row of placements) {
      const found = entry(keyOf(row));
      if (row.status === "won") found.placed += 1;
      found.days.push(Math.max(0, (Date.parse(row.placedAt) - Date.parse(row.created_at)) / DAY_MS));
    }
    return [...byKey.entries()]
      .map(([key, { wanted: want, placed, days }]) => ({
        key,
        wanted: want,
        placed,
        rate: want > 0 ? Math.min(1, placed / want) : null,
        medianDays: median(days),
      }))
      .sort((a, b) => b.wanted - a.wanted || a.key.localeCompare(b.key));
  };
  return { byPosition: figures((row) => row.position), byMarket: figures((row) => row.country) };
}

export async function requestFigures(database: Database, viewerId: string | null, now = new Date()): Promise<RequestFigures> {
  const { db } = database;
  const [due, open, fill] = await Promise.all([followUps(db, utcDay(now), viewerId), pipeline(db), filling(db)]);
  return { ...due, ...open, ...fill };
}
