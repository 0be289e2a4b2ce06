/**
 * An application as the form sends it (decision 0035). The slow part, the CV's checks, scan and
 * text, runs first, outside any transaction (a SQLite write transaction holds every other writer);
 * then one transaction writes it all or nothing: the candidate, found by address or phone
 * (candidates/match.ts) and updated, or new; the application with its answers as asked; the CV,
 * tied to both; the `applied` event; a private link; and the acknowledgement email in the
 * candidate's language when they gave an address. Without one, the caller shows the link itself.
 */
import { createElement } from "react";
import type { Language } from "~/i18n/languages";
import type { Opening } from "~/lib/careers";
import { applicationReference, CANDIDATE_LINK_DAYS } from "~/lib/careers/applications";
import type { CvRefusal } from "~/lib/careers/cv-files";
import type { ApplicationForm } from "~/lib/validation/application";
import type { Database, DB } from "../../../db";
import type { OutboxMessage } from "../../../mail/message";
import { enqueueEmail } from "../../../mail/outbox";
import { emailText, renderEmail } from "../../../mail/render";
import { ApplicationAcknowledgement } from "../../../mail/templates/ApplicationAcknowledgement";
import { notificationContext } from "../../records/submissions";
import { recordCandidateEvent } from "../candidates/events";
import { type CandidateKeys, candidateKeysOf, matchCandidate } from "../candidates/match";
import { candidatePageUrl, issueCandidateToken } from "../candidates/tokens";
import type { Scanner } from "../cv/clamd";
import { type CvUpload, type PreparedCv, prepareCv, writeCv } from "../cv/store";
import { openingText } from "../page-text";
import { todayUtc } from "../public";
import { answersAsKept } from "./answers";

export interface ApplicationContext {
  database: Database;
  publicUrl: string;
}

export interface ApplicationInput {
  /** The form as its schema parsed it (app/lib/validation/application.ts). */
  form: ApplicationForm;
  /** The open opening applied to; null for the talent pool. */
  opening: Opening | null;
  cv?: CvUpload;
}

export interface SubmitApplicationOptions {
  /** The configured clamd (`cvScannerOf(config)`); without one, a CV is kept `unscanned`. */
  scanner?: Scanner;
  now?: Date;
}

export type SubmittedApplication =
  | {
      ok: true;
      id: number;
      candidateId: number;
      reference: string;
      /** The private link, for the page to show when no email carries it; null when one does. */
      link: string | null;
    }
  | { ok: false; cvRefusal: CvRefusal };

const DAY_MS = 86_400_000;
const daysAfter = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** Values of two JSON lists of ids, the held ones first, without repeats. */
function mergedList(held: string, added: readonly string[]): string {
  let kept: unknown;
  try {
    kept = JSON.parse(held);
  } catch {
    kept = [];
  }
  const list = Array.isArray(kept) ? kept.filter((item): item is string => typeof item === "string") : [];
  return JSON.stringify([...new Set([...list, ...added])]);
}

interface CandidateDetails {
  keys: CandidateKeys;
  form: ApplicationForm;
  language: Language;
  /** The talent pool's end this application agrees to, or null without that consent. */
  poolUntil: string | null;
  now: string;
}

/** Updates the matched candidate from this application (nothing held is cleared), or adds one; answers its id. */
async function writeCandidate(trx: DB, details: CandidateDetails): Promise<number> {
  const { keys, form, language, poolUntil, now } = details;
  const id = await matchCandidate(trx, keys);
  if (id === undefined) {
    const row = await trx
      .insertInto("candidates")
      .values({
        full_name: form.full_name,
        email: keys.email,
        phone: keys.phone,
        phone_whatsapp: keys.phone && form.phone_whatsapp ? 1 : 0,
        country: form.country,
        city: form.city,
        languages: JSON.stringify(form.languages),
        positions: JSON.stringify(form.positions),
        available_from: form.available_from || null,
        experience_years: form.experience_years,
        language,
        talent_pool_until: poolUntil,
        created_at: now,
        updated_at: now,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    return row.id;
  }
  const held = await trx
    .selectFrom("candidates")
    .select(["email", "phone", "phone_whatsapp", "languages", "positions", "available_from", "talent_pool_until"])
    .where("id", "=", id)
    .executeTakeFirstOrThrow();
  const heldPool = held.talent_pool_until;
  await trx
    .updateTable("candidates")
    .set({
      full_name: form.full_name,
      email: keys.email ?? held.email,
      phone: keys.phone ?? held.phone,
      phone_whatsapp: keys.phone ? (form.phone_whatsapp ? 1 : 0) : held.phone_whatsapp ? 1 : 0,
      country: form.country,
      city: form.city,
      languages: mergedList(held.languages, form.languages),
      positions: mergedList(held.positions, form.positions),
      available_from: form.available_from || held.available_from,
      experience_years: form.experience_years,
      language,
      talent_pool_until: poolUntil && (!heldPool || poolUntil > heldPool) ? poolUntil : heldPool,
      updated_at: now,
    })
    .where("id", "=", id)
    .execute();
  return id;
}

/** What the acknowledgement needs that no transaction should wait for: texts, site name, address. */
async function acknowledgementFrame(context: ApplicationContext, language: Language) {
  const staff = await notificationContext(context);
  const t = await emailText(language, staff.texts, "candidate-email");
  return { t, siteName: staff.settings.siteName, address: staff.address, settings: staff.settings };
}

export async function submitApplication(
  context: ApplicationContext,
  input: ApplicationInput,
  language: Language,
  options: SubmitApplicationOptions = {},
): Promise<SubmittedApplication> {
  let cv: PreparedCv | undefined;
  if (input.cv) {
    const prepared = await prepareCv(input.cv, { scanner: options.scanner });
    if (!prepared.ok) return { ok: false, cvRefusal: prepared.reason };
    cv = prepared.cv;
  }
  const { form, opening } = input;
  const now = options.now ?? new Date();
  const frame = await acknowledgementFrame(context, language);
  const keys = candidateKeysOf(form.email, form.phone);
  const poolUntil = form.talent_pool ? daysAfter(todayUtc(now), frame.settings.talentPoolRetentionDays) : null;
  const answers = opening ? answersAsKept(opening.questions, form, language) : [];
  const appliedFor = opening ? openingText(opening, language).title : frame.t("acknowledgement.talentPool");

  return context.database.db.transaction().execute(async (trx) => {
    const stamp = now.toISOString();
    const candidateId = await writeCandidate(trx, { keys, form, language, poolUntil, now: stamp });
    const { id } = await trx
      .insertInto("applications")
      .values({
        candidate_id: candidateId,
        opening_id: opening?.id ?? null,
        language,
        answers: JSON.stringify(answers),
        disqualified: answers.some((answer) => answer.disqualifying) ? 1 : 0,
        note: form.note || null,
        consented_at: stamp,
        // The CV is shown to a client only with both consents (decision 0038).
        present_consent: form.present_consent ? 1 : 0,
        cv_consent: form.present_consent && form.cv_consent ? 1 : 0,
        created_at: stamp,
        updated_at: stamp,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    const reference = applicationReference(id);
    const stored = cv ? await writeCv(trx, cv, { applicationId: id, candidateId }) : undefined;
    await recordCandidateEvent(trx, {
      candidateId,
      applicationId: id,
      kind: "applied",
      detail: { openingId: opening?.id ?? null, cvId: stored?.id ?? null },
    });
    const link = candidatePageUrl(context.publicUrl, await issueCandidateToken(trx, candidateId, now), language);
    if (!keys.email) return { ok: true as const, id, candidateId, reference, link };
    // Rendered here, once the reference exists: a few milliseconds, with everything it reads fetched before.
    const message: OutboxMessage = {
      to: keys.email,
      subject: frame.t("acknowledgement.subject", { reference }),
      ...(await renderEmail(
        createElement(ApplicationAcknowledgement, {
          t: frame.t,
          language,
          siteName: frame.siteName,
          address: frame.address,
          name: form.full_name,
          appliedFor,
          reference,
          link,
          linkDays: CANDIDATE_LINK_DAYS,
        }),
      )),
    };
    await enqueueEmail(trx, message);
    await recordCandidateEvent(trx, { candidateId, applicationId: id, kind: "email", detail: { template: "acknowledgement" } });
    return { ok: true as const, id, candidateId, reference, link: null };
  });
}
