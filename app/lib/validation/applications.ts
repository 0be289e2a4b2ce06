/**
 * The staff pipeline's forms (decision 0035), checked by the server's actions and, where the page
 * loads them, in the browser (decision 0010): moving an application (a reason required for
 * rejected and withdrawn, beside the reason's field), a bulk rejection, and on a candidate's page
 * their rating, a note, an email from a template, a merge and an erasure. Messages are `admin-applications` keys.
 */
import * as z from "zod";
import { APPLICATION_STAGES, REJECTION_REASONS } from "~/lib/careers/applications";
import { CANDIDATE_MESSAGE_TEMPLATES, CUSTOM_MESSAGE_MAX, NOTE_MAX } from "~/lib/careers/pipeline";
import { checkbox, INTENT_UNKNOWN, oneOf, optionalText, recordId, requiredText, wholeNumber } from "./rules";

const ns = (key: string) => `admin-applications:errors.${key}`;

/**
 * One application to a stage. Whether the stage needs a reason, and which, is the stage writer's
 * rule (`setApplicationStage`); its refusal comes back beside the reason's field of the card that
 * posted, which a refusal here could not name.
 */
const move = z.object({
  intent: z.literal("move"),
  applicationId: recordId(ns("invalidId")),
  stage: oneOf(APPLICATION_STAGES, ns("stageRequired")),
  reason: optionalText(40, ns("reasonRequired")),
});

/** The selected applications (`ids`, read by the action) rejected with one reason, with or without the kind email. */
const bulkReject = z.object({
  intent: z.literal("bulkReject"),
  reason: oneOf(REJECTION_REASONS, ns("reasonRequired")),
  notify: checkbox(),
});

export const boardActionSchema = z.discriminatedUnion("intent", [move, bulkReject], INTENT_UNKNOWN);
export type BoardAction = z.output<typeof boardActionSchema>;

const rate = z.object({ intent: z.literal("rate"), rating: wholeNumber({ min: 1, max: 5 }, ns("ratingRequired")) });
const note = z.object({
  intent: z.literal("note"),
  text: requiredText(NOTE_MAX, { required: ns("noteRequired"), tooLong: ns("tooLong") }),
});
const email = z
  .object({
    intent: z.literal("email"),
    template: oneOf(CANDIDATE_MESSAGE_TEMPLATES, ns("templateRequired")),
    /** The application the email is about; the candidate's latest when none. */
    applicationId: z
      .union([z.literal(""), recordId(ns("invalidId"))])
      .optional()
      .transform((value) => (value ? value : null)),
    body: optionalText(CUSTOM_MESSAGE_MAX, ns("tooLong")),
  })
  .superRefine((value, context) => {
    if (value.template === "custom" && !value.body)
      context.addIssue({ code: "custom", path: ["body"], message: ns("bodyRequired") });
  });
const merge = z.object({ intent: z.literal("merge"), otherId: recordId(ns("invalidId")) });
/** Erasing the candidate and everything of theirs, as they may ask (decision 0035). */
const erase = z.object({ intent: z.literal("erase") });

export const candidateActionSchema = z.discriminatedUnion("intent", [move, rate, note, email, merge, erase], INTENT_UNKNOWN);
export type CandidateAction = z.output<typeof candidateActionSchema>;

/** The browser's copies (decision 0010): loaded with the forms that check as they are filled. */
export const loadNoteSchema = async () => note;
export const loadEmailSchema = async () => email;
