/**
 * What a candidate changes from their private page (decision 0035): when they are available, their
 * phone, a new CV, withdrawing an application. Each change writes its timeline event in the same
 * transaction, naming what changed (never the values: staff read those on the candidate's record).
 */

import { normalizePhone } from "~/lib/careers/applications";
import type { CvRefusal } from "~/lib/careers/cv-files";
import type { Database } from "../../../db";
import { nowIso } from "../../../db/schema";
import { setApplicationStage } from "../applications/stage";
import type { Scanner } from "../cv/clamd";
import { type CvUpload, prepareCv, type StoredCv, writeCv } from "../cv/store";
import { recordCandidateEvent } from "./events";

export interface OwnDetails {
  availableFrom: string | null;
  /** "" clears the phone, allowed only while an email address reaches the candidate. */
  phone: string;
  phoneWhatsapp: boolean;
}

export type SelfChange = { ok: true } | { ok: false; error: "notFound" | "noContact" | "closed" };

export async function updateOwnDetails(database: Database, candidateId: number, details: OwnDetails): Promise<SelfChange> {
  return database.db.transaction().execute(async (trx) => {
    const current = await trx
      .selectFrom("candidates")
      .select(["email", "phone", "phone_whatsapp", "available_from"])
      .where("id", "=", candidateId)
      .executeTakeFirst();
    if (!current) return { ok: false, error: "notFound" } as const;
    const phone = details.phone === "" ? null : normalizePhone(details.phone);
    if (phone === null && current.email === null) return { ok: false, error: "noContact" } as const;
    const next = {
      available_from: details.availableFrom,
      phone,
      phone_whatsapp: phone && details.phoneWhatsapp ? 1 : 0,
    } as const;
    const changed = [
      current.available_from !== next.available_from && "availableFrom",
      current.phone !== next.phone && "phone",
      Number(current.phone_whatsapp) !== next.phone_whatsapp && "phoneWhatsapp",
    ].filter(Boolean);
    if (changed.length === 0) return { ok: true } as const;
    await trx
      .updateTable("candidates")
      .set({ ...next, updated_at: nowIso() })
      .where("id", "=", candidateId)
      .execute();
    await recordCandidateEvent(trx, { candidateId, kind: "updated", detail: { fields: changed } });
    return { ok: true } as const;
  });
}

/** Withdraws one of the candidate's own open applications; another's, or a closed one, is refused. */
export async function withdrawOwnApplication(
  database: Database,
  candidateId: number,
  applicationId: number,
): Promise<SelfChange> {
  return database.db.transaction().execute(async (trx) => {
    const application = await trx
      .selectFrom("applications")
      .select(["closed_at"])
      .where("id", "=", applicationId)
      .where("candidate_id", "=", candidateId)
      .executeTakeFirst();
    if (!application) return { ok: false, error: "notFound" } as const;
    if (application.closed_at !== null) return { ok: false, error: "closed" } as const;
    const moved = await setApplicationStage(trx, { applicationId, stage: "withdrawn", reason: "byCandidate" });
    return moved.ok ? ({ ok: true } as const) : ({ ok: false, error: "notFound" } as const);
  });
}

export type OwnCvResult = { ok: true; cv: StoredCv } | { ok: false; reason: CvRefusal | "notFound" };

/** A new CV from the candidate's page: checked and scanned as any (decision 0034), then theirs. */
export async function addOwnCv(
  database: Database,
  candidateId: number,
  upload: CvUpload,
  scanner: Scanner | undefined,
): Promise<OwnCvResult> {
  const prepared = await prepareCv(upload, { scanner });
  if (!prepared.ok) return prepared;
  // The slow part (type, scan, text) is done: the transaction only writes.
  return database.db.transaction().execute(async (trx): Promise<OwnCvResult> => {
    const exists = await trx.selectFrom("candidates").select("id").where("id", "=", candidateId).executeTakeFirst();
    if (!exists) return { ok: false, reason: "notFound" };
    const cv = await writeCv(trx, prepared.cv, { candidateId });
    await recordCandidateEvent(trx, { candidateId, kind: "cv", detail: { cvFileId: cv.id } });
    return { ok: true, cv };
  });
}
