/**
 * The staff pipeline of applications (decision 0035) as its pages and their server share it: the
 * board's columns, the list's filters read from the address (leniently: a hand-edited address never
 * fails), the emails staff send candidates from templates, and what a candidate's rating may be.
 * Holds no secret.
 */
import type { ActionResult } from "~/lib/admin/action-result";
import { POSITIONS, type PositionId } from "~/lib/careers";
import { formRefusal, formSuccess } from "~/lib/forms/result";
import { APPLICATION_STAGES, type ApplicationStage, SPOKEN_LANGUAGES, type SpokenLanguage } from "./applications";

export const APPLICATIONS_PATH = "/admin/applications";
export const APPLICATIONS_EXPORT_PATH = "/admin/applications/export";
export const candidateAdminPath = (id: number) => `/admin/candidates/${id}`;

/**
 * How many cards a board column shows: the board stays one indexed query per column however many
 * applications there are; the column's count and a link to the list say what is left.
 */
export const BOARD_COLUMN_LIMIT = 50;

/** How many applications one bulk rejection takes: a page of the list at most twice over. */
export const BULK_MAX = 100;

/** The pipeline's two views: the board (the default) and the list. */
export type ApplicationsView = "board" | "list";

const isStage = (value: string | null): value is ApplicationStage =>
  (APPLICATION_STAGES as readonly (string | null)[]).includes(value);

/** The filters of the list and its export; every one optional. */
export interface ApplicationFilter {
  search: string;
  /** An opening's id, or "pool" for applications to the talent pool. */
  opening: number | "pool" | null;
  position: PositionId | null;
  /** A candidate's country code, as the form stored it. */
  country: string | null;
  language: SpokenLanguage | null;
  stage: ApplicationStage | null;
  /** Candidates available on or before this day (YYYY-MM-DD). */
  availableBy: string | null;
}

const SEARCH_MAX = 200;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The opening of `?opening=`: a positive whole number, "pool", or none. */
export function readOpeningParam(value: string | null): number | "pool" | null {
  if (value === "pool") return "pool";
  if (!value || !/^\d{1,9}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 ? id : null;
}

export function readApplicationFilter(params: URLSearchParams): ApplicationFilter {
  const position = params.get("position");
  const language = params.get("language");
  const stage = params.get("stage");
  const country = (params.get("country") ?? "").trim().toLowerCase();
  const availableBy = params.get("availableBy") ?? "";
  return {
    search: (params.get("q") ?? "").trim().slice(0, SEARCH_MAX),
    opening: readOpeningParam(params.get("opening")),
    position: (POSITIONS as readonly (string | null)[]).includes(position) ? (position as PositionId) : null,
    country: /^[a-z]{2}$/.test(country) ? country : null,
    language: (SPOKEN_LANGUAGES as readonly (string | null)[]).includes(language) ? (language as SpokenLanguage) : null,
    stage: isStage(stage) ? stage : null,
    availableBy: DAY.test(availableBy) && !Number.isNaN(Date.parse(availableBy)) ? availableBy : null,
  };
}

/** The emails staff send a candidate, each a set of texts in `candidate-messages` that staff edit like every text. */
export const CANDIDATE_MESSAGE_TEMPLATES = [
  "received",
  "interviewInvite",
  "shortlisted",
  "offer",
  "rejection",
  "placed",
  "custom",
] as const;
export type CandidateMessageTemplate = (typeof CANDIDATE_MESSAGE_TEMPLATES)[number];

/** A custom message's own words: how long they may be. */
export const CUSTOM_MESSAGE_MAX = 4000;
export const NOTE_MAX = 4000;
export const RATINGS = [1, 2, 3, 4, 5] as const;

/** A candidate's languages or positions as stored (JSON arrays), read without trusting them. */
export function readStoredList(json: string): string[] {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? value.filter((item): item is string => typeof item === "string") : [];
  } catch {
    return [];
  }
}

/** What the pipeline's actions answer: the form's result, and which application or how many it concerned. */
export type PipelineResult = ActionResult<{ applicationId: number; rejected: number; emailed: number; max: number }>;

/** A pipeline page's refusal: a form-wide message (`admin-applications:errors.<reason>`) under its HTTP status. */
export function pipelineRefusal(
  intent: string,
  reason: string,
  status: 400 | 404 | 409,
  extras: Partial<PipelineResult> = {},
): { result: PipelineResult; status: number } {
  return { result: { ...formRefusal(`admin-applications:errors.${reason}`), intent, max: BULK_MAX, ...extras }, status };
}

/**
 * A move's answer, for the board and the candidate's page alike: done, the application gone (404),
 * or the reason's message beside the reason field of the form that posted (400).
 */
export function moveOutcome(
  outcome: { ok: true } | { ok: false; error: "notFound" | "reasonRequired" },
  applicationId: number,
): { result: PipelineResult; status: number } {
  if (outcome.ok) return { result: { ...formSuccess(), intent: "move", applicationId }, status: 200 };
  if (outcome.error === "notFound") return pipelineRefusal("move", "applicationMissing", 404, { applicationId });
  return {
    result: { status: "error", error: { reason: ["admin-applications:errors.reasonRequired"] }, intent: "move", applicationId },
    status: 400,
  };
}
