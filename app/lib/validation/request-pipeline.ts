/**
 * Staff's changes to one request (decision 0038), checked by the request page's action and the
 * board's move: its stage (lost with a reason, beside the reason's field), its owner, its next
 * follow-up date, a note. Whether an owner may own requests is the server's check (services/
 * requests/pipeline.ts). Messages are `admin-requests` keys.
 */
import * as z from "zod";
import { LOST_REASONS, REQUEST_STAGES } from "~/lib/staff-requests/model";
import { REQUEST_NOTE_MAX } from "~/lib/staff-requests/pipeline";
import { INTENT_UNKNOWN, oneOf, optionalCalendarDay, requiredText } from "./rules";

const ns = (key: string) => `admin-requests:errors.${key}`;

/** A lost reason, or none: required for lost only, which the superRefine below says beside its field. */
const lostReason = z
  .union([z.literal(""), oneOf(LOST_REASONS, ns("reasonRequired"))])
  .optional()
  .transform((value) => value || null);

export const stageFields = {
  status: oneOf(REQUEST_STAGES, ns("stageRequired")),
  lostReason,
};

/** Lost without a reason is refused beside the reason's field. */
export function lostNeedsReason(value: { status: string; lostReason: string | null }, context: z.RefinementCtx) {
  if (value.status === "lost" && !value.lostReason) {
    context.addIssue({ code: "custom", path: ["lostReason"], message: ns("reasonRequired") });
  }
}

const setStage = z.object({ intent: z.literal("setStage"), ...stageFields }).superRefine(lostNeedsReason);
/** "" for nobody, "turn" for the owner next in turn, or a user's id. */
const setOwner = z.object({
  intent: z.literal("setOwner"),
  owner: z
    .string({ error: ns("ownerInvalid") })
    .regex(/^[A-Za-z0-9_-]{0,64}$/, ns("ownerInvalid"))
    .transform((value) => value || null),
});
const setFollowUp = z.object({ intent: z.literal("setFollowUp"), followUpOn: optionalCalendarDay(ns("dateInvalid")) });
const addNote = z.object({
  intent: z.literal("addNote"),
  text: requiredText(REQUEST_NOTE_MAX, { required: ns("noteRequired"), tooLong: ns("noteTooLong") }),
});
const markSpam = z.object({ intent: z.literal("markSpam") });
const notSpam = z.object({ intent: z.literal("notSpam") });
const remove = z.object({ intent: z.literal("delete") });

export const requestActionSchema = z.discriminatedUnion(
  "intent",
  [setStage, setOwner, setFollowUp, addNote, markSpam, notSpam, remove],
  INTENT_UNKNOWN,
);
export type RequestAction = z.output<typeof requestActionSchema>;

/** The browser's copy of the note's form (decision 0010). */
export const loadRequestNoteSchema = async () => addNote;
