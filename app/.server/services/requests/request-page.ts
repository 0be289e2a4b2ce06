/**
 * One request as its staff page reads it (decision 0038): the request, its lines each with its
 * progress (placed of wanted), and its timeline newest first with who did each thing.
 */
import type { Database } from "../../db";
import { getPartnershipRequest, type PartnershipRequest } from "../records/partnerships-admin";
import { requestLinesWithProgress } from "./lines-progress";

export interface RequestLine {
  id: number;
  position: string;
  headcount: number;
  placement: string;
  startDate: string | null;
  endDate: string | null;
  durationWeeks: number | null;
  shift: string;
  placed: number;
}

export interface RequestTimelineEvent {
  id: number;
  kind: string;
  detail: Record<string, unknown>;
  /** The staff member's name; null for the client or the system. */
  actor: string | null;
  createdAt: string;
}

export interface StaffRequestPage {
  request: PartnershipRequest;
  ownerName: string | null;
  lines: RequestLine[];
  events: RequestTimelineEvent[];
  /** The names of the staff the timeline's owner changes name, by id. */
  people: Record<string, string>;
}

/** How many timeline events the page shows: the newest; a request's whole life rarely reaches it. */
export const TIMELINE_LIMIT = 200;

function readDetail(text: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

export async function loadStaffRequest(database: Database, id: number): Promise<StaffRequestPage | undefined> {
  const { db } = database;
  const [request, lines, events] = await Promise.all([
    getPartnershipRequest(database, id),
    requestLinesWithProgress(db, id),
    db
      .selectFrom("staff_request_events as event")
      .leftJoin("user", "user.id", "event.actor_id")
      .select(["event.id", "event.kind", "event.detail", "event.created_at", "user.name as actor"])
      .where("event.request_id", "=", id)
      .orderBy("event.id", "desc")
      .limit(TIMELINE_LIMIT)
      .execute(),
  ]);
  if (!request) return undefined;
  const timeline = events.map((event) => ({
    id: event.id,
    kind: event.kind,
    detail: readDetail(event.detail),
    actor: event.actor ?? null,
    createdAt: event.created_at,
  }));
  const named = new Set<string>(request.owner_id ? [request.owner_id] : []);
  for (const event of timeline) {
    if (event.kind !== "owner" && event.kind !== "reminder") continue;
    for (const value of [event.detail.from, event.detail.to]) if (typeof value === "string") named.add(value);
  }
  const people =
    named.size === 0
      ? []
      : await db
          .selectFrom("user")
          .select(["id", "name"])
          .where("id", "in", [...named])
          .execute();
  const nameOf = Object.fromEntries(people.map((person) => [person.id, person.name]));
  return {
    request,
    ownerName: request.owner_id ? (nameOf[request.owner_id] ?? null) : null,
    people: nameOf,
    lines: lines.map((line) => ({
      id: line.id,
      position: line.position,
      headcount: Number(line.headcount),
      placement: line.placement,
      startDate: line.start_date,
      endDate: line.end_date,
      durationWeeks: line.duration_weeks === null ? null : Number(line.duration_weeks),
      shift: line.shift,
      placed: line.placed,
    })),
    events: timeline,
  };
}
