/**
 * Staff requests with lines, written straight into their tables (decision 0038), for the staffing,
 * client-page and next-season tests: a request as the public form leaves it, grown by what a test
 * adjusts, and its lines.
 */
import type { Insertable } from "kysely";
import type { Database } from "~/.server/db";
import type { PartnershipRequestsTable, StaffRequestLinesTable } from "~/.server/db/schema";

let requests = 0;

export type SeedLine = Omit<Insertable<StaffRequestLinesTable>, "request_id">;

export const seasonalLine = (changes: Partial<SeedLine> = {}): SeedLine => ({
  position: "housekeepingAttendants",
  headcount: 4,
  placement: "seasonal",
  start_date: "2027-06-01",
  end_date: "2027-09-30",
  shift: "day",
  ...changes,
});

export async function seedStaffRequest(
  database: Database,
  changes: Partial<Insertable<PartnershipRequestsTable>> = {},
  lines: readonly SeedLine[] = [seasonalLine()],
): Promise<{ id: number; lineIds: number[] }> {
  requests += 1;
  const now = new Date().toISOString();
  const { id } = await database.db
    .insertInto("partnership_requests")
    .values({
      organization: `Coral Bay Resort ${requests}`,
      contact_name: "Grace Wanjiru",
      email: `grace${requests}-${Date.now()}@hotel.test`,
      phone: null,
      organization_type: "hotel",
      country: "ke",
      city: "mombasa",
      placement_type: "seasonal",
      positions: JSON.stringify(lines.map((line) => line.position)),
      headcount: lines.reduce((sum, line) => sum + line.headcount, 0),
      start_date: null,
      message: null,
      notes: null,
      language: "es",
      spam: 0,
      spam_reason: null,
      spam_at: null,
      created_at: now,
      updated_at: now,
      owner_id: null,
      lost_reason: null,
      follow_up_on: null,
      follow_up_reminded_on: null,
      plan: null,
      housing: 1,
      meals: 0,
      touched_at: now,
      reorder_offered_at: null,
      reordered_as: null,
      season_of: null,
      ...changes,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  const lineIds: number[] = [];
  for (const [order, line] of lines.entries()) {
    const row = await database.db
      .insertInto("staff_request_lines")
      .values({ ...line, request_id: id, line_order: order })
      .returning("id")
      .executeTakeFirstOrThrow();
    lineIds.push(row.id);
  }
  return { id, lineIds };
}
