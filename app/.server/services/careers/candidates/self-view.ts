/**
 * What a candidate sees of themself on their private page (decision 0035): their details, each
 * application with its opening's title in the page's language and its stage, and their CVs. Only
 * what they gave and what staff decided about it, never staff's notes, rating or timeline.
 */
import type { Language } from "~/i18n/languages";
import { type OpeningContent, openingPath, openingReference } from "~/lib/careers";
import { type ApplicationStage, applicationReference, isClosedStage } from "~/lib/careers/applications";
import type { Database } from "../../../db";
import type { CvScanState } from "../../../db/schema";
import { openingText } from "../page-text";
import { type CandidateDetails, candidateDetailsOf } from "./details";

export interface OwnApplication {
  id: number;
  reference: string;
  /** Null for an application to the talent pool. */
  opening: { title: string; reference: string; path: string } | null;
  stage: ApplicationStage;
  createdAt: string;
  /** False once it is placed, rejected or withdrawn. */
  open: boolean;
}

export interface OwnCv {
  id: number;
  displayName: string;
  kind: "pdf" | "docx";
  sizeBytes: number;
  scanState: CvScanState;
  createdAt: string;
}

export interface CandidateSelfView extends CandidateDetails {
  applications: OwnApplication[];
  cvs: OwnCv[];
}

export async function candidateSelfView(
  database: Database,
  candidateId: number,
  language: Language,
): Promise<CandidateSelfView | undefined> {
  const { db } = database;
  const candidate = await db.selectFrom("candidates").selectAll().where("id", "=", candidateId).executeTakeFirst();
  if (!candidate) return undefined;
  const [applications, cvs] = await Promise.all([
    db
      .selectFrom("applications")
      .select(["id", "opening_id", "stage", "created_at"])
      .where("candidate_id", "=", candidateId)
      .orderBy("id", "desc")
      .execute(),
    db
      .selectFrom("cv_files")
      .select(["id", "display_name", "kind", "size_bytes", "scan_state", "created_at"])
      .where("candidate_id", "=", candidateId)
      .orderBy("id", "desc")
      .execute(),
  ]);
  const openingIds = [...new Set(applications.flatMap((row) => (row.opening_id === null ? [] : [row.opening_id])))];
  const openings = new Map(
    openingIds.length === 0
      ? []
      : (await db.selectFrom("openings").select(["id", "content"]).where("id", "in", openingIds).execute()).map((row) => {
          const content = JSON.parse(row.content) as OpeningContent;
          return [
            row.id,
            {
              title: openingText({ content }, language).title,
              reference: openingReference(row.id),
              path: openingPath(row.id, content.en.title),
            },
          ] as const;
        }),
  );
  return {
    ...candidateDetailsOf(candidate),
    applications: applications.map((row) => ({
      id: row.id,
      reference: applicationReference(row.id),
      opening: (row.opening_id !== null && openings.get(row.opening_id)) || null,
      stage: row.stage,
      createdAt: row.created_at,
      open: !isClosedStage(row.stage),
    })),
    cvs: cvs.map((row) => ({
      id: row.id,
      displayName: row.display_name,
      kind: row.kind,
      sizeBytes: row.size_bytes,
      scanState: row.scan_state,
      createdAt: row.created_at,
    })),
  };
}
