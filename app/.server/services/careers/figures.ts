/**
 * The careers side's figures for the admin dashboard: openings open now and in draft, and
 * applications waiting for a first look, sent this week, in progress and placed. Counts only: no
 * person's data, so every staff role may read them.
 */
import { sql } from "kysely";
import { CLOSED_STAGES } from "~/lib/careers/applications";
import type { DB } from "../../db";
import { todayUtc } from "./public";

export interface CareersFigures {
  openOpenings: number;
  draftOpenings: number;
  newApplications: number;
  applicationsThisWeek: number;
  inProgress: number;
  placed: number;
}

const WEEK_MS = 7 * 86_400_000;
const toCount = (value: unknown) => Number(value ?? 0);

export async function careersFigures(db: DB, now = new Date()): Promise<CareersFigures> {
  const today = todayUtc(now);
  const weekAgo = new Date(now.getTime() - WEEK_MS).toISOString();
  const [openings, applications] = await Promise.all([
    db
      .selectFrom("openings")
      .select([
        sql<number | string>`count(case when status = 'published' and closes_on >= ${today} then 1 end)`.as("open"),
        sql<number | string>`count(case when status = 'draft' then 1 end)`.as("draft"),
      ])
      .executeTakeFirst(),
    db
      .selectFrom("applications")
      .select([
        sql<number | string>`count(case when stage = 'new' then 1 end)`.as("new"),
        sql<number | string>`count(case when created_at >= ${weekAgo} then 1 end)`.as("week"),
        sql<
          number | string
        >`count(case when stage not in (${sql.join(CLOSED_STAGES.map((stage) => sql`${stage}`))}) then 1 end)`.as("progress"),
        sql<number | string>`count(case when stage = 'placed' then 1 end)`.as("placed"),
      ])
      .executeTakeFirst(),
  ]);
  return {
    openOpenings: toCount(openings?.open),
    draftOpenings: toCount(openings?.draft),
    newApplications: toCount(applications?.new),
    applicationsThisWeek: toCount(applications?.week),
    inProgress: toCount(applications?.progress),
    placed: toCount(applications?.placed),
  };
}
