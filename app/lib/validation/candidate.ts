/**
 * The candidate's private page (decision 0035): what they may change themselves (when they are
 * available, their phone and whether it is on WhatsApp), withdrawing one application, erasing
 * everything, and asking for a new link by email. Messages are keys of the `candidate` namespace.
 */
import * as z from "zod";
import { PHONE_MAX_LENGTH } from "./limits";
import { checkbox, emailAddress, optionalCalendarDay, optionalPhone, recordId } from "./rules";

const ns = (key: string) => `candidate:errors.${key}`;

export const candidateDetailsSchema = z.object({
  intent: z.literal("details"),
  availableFrom: optionalCalendarDay(ns("date")),
  phone: optionalPhone(PHONE_MAX_LENGTH, ns("phone")),
  phoneWhatsapp: checkbox(),
});

export const withdrawSchema = z.object({
  intent: z.literal("withdraw"),
  application: recordId(ns("application")),
});

export const eraseSchema = z.object({
  intent: z.literal("erase"),
  confirm: checkbox().refine((value) => value, ns("eraseConfirm")),
});

/** The CV form: its file is read by the CV rules (lib/careers/cv-files.ts), not by zod. */
export const newCvSchema = z.object({ intent: z.literal("cv") });

export const candidatePageSchema = z.discriminatedUnion(
  "intent",
  [candidateDetailsSchema, withdrawSchema, eraseSchema, newCvSchema],
  {
    error: ns("unknown"),
  },
);

export type CandidatePageIntent = z.output<typeof candidatePageSchema>;

/** Asking for a new private link: the address the candidate applied with. */
export const candidateLinkSchema = z.object({
  email: emailAddress({ required: ns("emailRequired"), invalid: ns("emailInvalid") }),
});

export const CANDIDATE_DETAILS_FIELDS = ["availableFrom", "phone", "phoneWhatsapp"] as const;
export const CANDIDATE_LINK_FIELDS = ["email"] as const;
