/**
 * One candidate as staff read them (decision 0035): their details, every application with its
 * opening, stage and the answers as asked, their CVs and scan states, and the timeline, newest
 * first, each event with the staff member who did it.
 */
import type { ApplicationEventKind, ApplicationStage, ScreeningAnswer } from "~/lib/careers/applications";
import { applicationReference } from "~/lib/careers/applications";
import type { Database } from "../../../db";
import { type CvScanState, toFlag } from "../../../db/schema";
import { englishTitle } from "../applications/pipeline";
import { type CandidateDetails, candidateDetailsOf } from "./details";

export interface CandidateApplication {
  id: number;
  reference: string;
  openingId: number | null;
  openingTitle: string | null;
  openingPosition: string | null;
  language: string;
  stage: ApplicationStage;
  reason: string | null;
  answers: ScreeningAnswer[];
  disqualified: boolean;
  note: string | null;
  createdAt: string;
  closedAt: string | null;
}

export interface CandidateCv {
  id: number;
  applicationId: number | null;
  displayName: string;
  sizeBytes: number;
  scanState: CvScanState;
  createdAt: string;
}

export interface TimelineEvent {
  id: number;
  applicationId: number | null;
  kind: ApplicationEventKind;
  detail: Record<string, unknown>;
  /** The staff member's name, or null for the candidate themself or the system. */
  actor: string | null;
  createdAt: string;
}

export interface CandidateProfile extends CandidateDetails {
  language: string;
  rating: number | null;
  createdAt: string;
  applications: CandidateApplication[];
  cvs: CandidateCv[];
  timeline: TimelineEvent[];
}

/** How many events the page shows: a long-followed candidate's first ones are the least useful. */
const TIMELINE_MAX = 200;

function parsed<T>(json: string, fallback: T): T {
  try {
    return JSON.parse(json) as T;
  } catch {
    return fallback;
  }
}

export async function getCandidateProfile(database: Database, id: number): Promise<CandidateProfile | undefined> {
  const { db } = database;
  const candidate = await db.selectFrom("candidates").selectAll().where("id", "=", id).executeTakeFirst();
  if (!candidate) return undefined;
  const [applications, cvs, events] = await Promise.all([
    db
      .selectFrom("applications")
      .leftJoin("openings", "openings.id", "applications.opening_id")
      .selectAll("applications")
      .select(["openings.content as opening_content", "openings.position as opening_position"])
      .where("applications.candidate_id", "=", id)
      .orderBy("applications.id", "desc")
      .execute(),
    db
      .selectFrom("cv_files")
      .select(["id", "application_id", "display_name", "size_bytes", "scan_state", "created_at"])
      // Its own, and any an application of theirs came with before it was tied to them.
      .where((eb) =>
        eb.or([
          eb("candidate_id", "=", id),
          eb("application_id", "in", eb.selectFrom("applications").select("id").where("candidate_id", "=", id)),
        ]),
      )
      .orderBy("id", "desc")
      .execute(),
    db
      .selectFrom("application_events")
      .leftJoin("user", "user.id", "application_events.actor_id")
      .select([
        "application_events.id",
        "application_events.application_id",
        "application_events.kind",
        "application_events.detail",
        "application_events.created_at",
        "user.name as actor_name",
        "user.email as actor_email",
      ])
      .where("application_events.candidate_id", "=", id)
      .orderBy("application_events.id", "desc")
      .limit(TIMELINE_MAX)
      .execute(),
  ]);
  return {
    ...candidateDetailsOf(candidate),
    language: candidate.language,
    rating: candidate.rating,
    createdAt: candidate.created_at,
    applications: applications.map((row) => ({
      id: row.id,
      reference: applicationReference(row.id),
      openingId: row.opening_id,
      openingTitle: englishTitle(row.opening_content),
      openingPosition: row.opening_position,
      language: row.language,
      stage: row.stage,
      reason: row.stage_reason,
      answers: parsed<ScreeningAnswer[]>(row.answers, []),
      disqualified: toFlag(row.disqualified),
      note: row.note,
      createdAt: row.created_at,
      closedAt: row.closed_at,
    })),
    cvs: cvs.map((row) => ({
      id: row.id,
      applicationId: row.application_id,
      displayName: row.display_name,
      sizeBytes: row.size_bytes,
      scanState: row.scan_state,
      createdAt: row.created_at,
    })),
    timeline: events.map((row) => ({
      id: row.id,
      applicationId: row.application_id,
      kind: row.kind,
      detail: parsed<Record<string, unknown>>(row.detail, {}),
      actor: row.actor_name || row.actor_email || null,
      createdAt: row.created_at,
    })),
  };
}
