/**
 * Emails staff send a candidate from templates (decision 0035): each template's subject and body
 * are texts of the `candidate-messages` namespace, which staff edit in the texts editor like every
 * text (decision 0017); a custom message is staff's own words in the same frame. It goes out in the
 * candidate's language through the outbox, and the timeline records which template, never the body.
 * A candidate who gave only a phone number gets no email.
 */
import { createElement } from "react";
import { isLanguage, type Language } from "~/i18n/languages";
import type { OpeningContent } from "~/lib/careers";
import { applicationReference } from "~/lib/careers/applications";
import type { CandidateMessageTemplate } from "~/lib/careers/pipeline";
import type { Database } from "../../../db";
import type { OutboxMessage } from "../../../mail/message";
import { enqueueEmail } from "../../../mail/outbox";
import { emailText, renderEmail } from "../../../mail/render";
import { CandidateMessage } from "../../../mail/templates/CandidateMessage";
import { type AuditActor, audited } from "../../operations/audit";
import { notificationContext } from "../../records/submissions";
import { recordCandidateEvent } from "./events";

/** What rendering a message needs: the database (the candidate, the texts, the settings) and the site's address. */
export interface CandidateMessageContext {
  database: Database;
  publicUrl: string;
}

export interface MessageRequest {
  template: CandidateMessageTemplate;
  /** The application it is about; the candidate's latest when absent. */
  applicationId?: number | null;
  /** A custom message's words. */
  body?: string;
}

export type CandidateMessageResult =
  | { ok: true; email: OutboxMessage; language: Language; applicationId: number | null }
  | { ok: false; reason: "notFound" | "noEmail" };

const paragraphsOf = (text: string) =>
  text
    .split(/\n\s*\n/)
    .map((part) => part.trim())
    .filter(Boolean);

function openingTitle(content: string | null, language: Language): string | undefined {
  if (!content) return undefined;
  try {
    const parsed = JSON.parse(content) as OpeningContent;
    return (language === "en" ? undefined : parsed[language]?.title) ?? parsed.en.title;
  } catch {
    return undefined;
  }
}

/** The email as the candidate would receive it: for the preview, and what `sendCandidateMessage` queues. */
export async function candidateMessage(
  context: CandidateMessageContext,
  candidateId: number,
  request: MessageRequest,
): Promise<CandidateMessageResult> {
  const { db } = context.database;
  const candidate = await db
    .selectFrom("candidates")
    .select(["full_name", "email", "language"])
    .where("id", "=", candidateId)
    .executeTakeFirst();
  if (!candidate) return { ok: false, reason: "notFound" };
  if (!candidate.email) return { ok: false, reason: "noEmail" };
  let applications = db
    .selectFrom("applications")
    .leftJoin("openings", "openings.id", "applications.opening_id")
    .select(["applications.id", "openings.content"])
    .where("applications.candidate_id", "=", candidateId);
  if (request.applicationId) applications = applications.where("applications.id", "=", request.applicationId);
  const application = await applications.orderBy("applications.id", "desc").executeTakeFirst();
  const language: Language = isLanguage(candidate.language) ? candidate.language : "en";
  const staff = await notificationContext(context);
  const t = await emailText(language, staff.texts, "candidate-messages");
  const siteName = staff.settings.siteName;
  const values = {
    name: candidate.full_name,
    siteName,
    opening: application ? (openingTitle(application.content, language) ?? t("talentPool")) : t("talentPool"),
    reference: application ? applicationReference(application.id) : "",
  };
  const body = request.template === "custom" ? (request.body ?? "") : t(`templates.${request.template}.body`, values);
  const rendered = await renderEmail(
    createElement(CandidateMessage, {
      language,
      siteName,
      address: staff.address,
      greeting: t("greeting", values),
      paragraphs: paragraphsOf(body),
      signature: t("signature", values),
      reference: application ? t("reference", values) : undefined,
    }),
  );
  return {
    ok: true,
    language,
    applicationId: application?.id ?? null,
    email: { to: candidate.email, subject: t(`templates.${request.template}.subject`, values), ...rendered },
  };
}

/** Queues the email, with its timeline event (the template's name) and its audit entry, in one transaction. */
export async function sendCandidateMessage(
  context: CandidateMessageContext,
  actor: AuditActor,
  candidateId: number,
  request: MessageRequest,
): Promise<{ ok: true } | { ok: false; reason: "notFound" | "noEmail" }> {
  const message = await candidateMessage(context, candidateId, request);
  if (!message.ok) return message;
  return audited(context.database.db, actor, async (trx) => {
    await enqueueEmail(trx, message.email);
    await recordCandidateEvent(trx, {
      candidateId,
      applicationId: message.applicationId,
      kind: "email",
      detail: { template: request.template },
      actorId: actor.userId,
    });
    return {
      result: { ok: true } as const,
      entry: { action: "candidate.email", target: { type: "candidate", id: candidateId }, after: { template: request.template } },
    };
  });
}
