/**
 * The application form (decision 0035) as tests post it: valid fields as a browser sends them, a
 * multipart FormData with an optional CV, the action's arguments, and the counts of what an
 * application writes (to check that a refusal left nothing half-stored).
 */
import type { AppLoadContext } from "react-router";
import type { Database } from "~/.server/db";
import { HONEYPOT_FIELD } from "~/lib/forms/honeypot";

/** A housekeeper applying to the seasonal opening of ./openings.ts (three questions), in the browser's encoding. */
export const APPLICATION_FORM: Record<string, string | string[]> = {
  full_name: "Wanjiru Kamau",
  email: "Wanjiru.Kamau@Mail.test",
  phone: "+254 712 345 678",
  phone_whatsapp: "on",
  country: "ke",
  city: "Mombasa",
  languages: ["sw", "en"],
  positions: ["housekeepingAttendants"],
  available_from: "",
  experience_years: "4",
  answer_0: "yes",
  answer_1: "2",
  answer_2: "Swahili and English",
  note: "",
  consent: "on",
  [HONEYPOT_FIELD]: "",
};

export interface PostedFile {
  bytes: Buffer;
  name: string;
  type?: string;
}

/** The fields (a name may repeat) and the CV as a browser's multipart form carries them. */
export function applicationFormData(fields: Record<string, string | string[]>, cv?: PostedFile): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) for (const item of [value].flat()) form.append(name, item);
  if (cv) form.append("cv", new File([new Uint8Array(cv.bytes)], cv.name, { type: cv.type ?? "application/pdf" }));
  return form;
}

/** An action's arguments for a multipart post to `url`, the form as the edge decoded it. */
export function multipartArgs(
  context: AppLoadContext,
  url: string,
  form: FormData,
  params: Record<string, string> = {},
): { request: Request; context: AppLoadContext; params: Record<string, string> } {
  let size = 0;
  for (const [name, value] of form) size += name.length + (typeof value === "string" ? Buffer.byteLength(value) : value.size);
  const request = new Request(url, { method: "POST", headers: { "Content-Type": "multipart/form-data; boundary=x" } });
  return { request, context: { ...context, posted: { form, size } }, params };
}

/** How many rows each table an application writes holds. */
export async function applicationCounts(database: Database) {
  const count = async (
    table: "candidates" | "applications" | "cv_files" | "cv_file_bytes" | "candidate_tokens" | "application_events",
  ) =>
    Number(
      (
        await database.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as("n"))
          .executeTakeFirstOrThrow()
      ).n,
    );
  return {
    candidates: await count("candidates"),
    applications: await count("applications"),
    cvFiles: await count("cv_files"),
    cvBytes: await count("cv_file_bytes"),
    tokens: await count("candidate_tokens"),
    events: await count("application_events"),
  };
}

/** Empties what applications write, children first. */
export async function clearApplications(database: Database) {
  for (const table of [
    "cv_file_bytes",
    "cv_files",
    "application_events",
    "candidate_tokens",
    "applications",
    "candidates",
    "email_outbox",
    "filtered_traffic_daily",
    "conversions",
  ] as const) {
    await database.db.deleteFrom(table).execute();
  }
}

/** Files' bytes whose file row is gone: an erasure or a crash must never leave any. */
export async function cvBytesWithoutFile(database: Database): Promise<number[]> {
  const rows = await database.db
    .selectFrom("cv_file_bytes")
    .leftJoin("cv_files", "cv_files.id", "cv_file_bytes.cv_file_id")
    .select("cv_file_bytes.cv_file_id")
    .where("cv_files.id", "is", null)
    .execute();
  return rows.map((row) => row.cv_file_id);
}
