/**
 * Job-alert subscriptions (decision 0036): sign-up with double opt-in, confirmation, unsubscribe,
 * and what staff see and delete. One subscription per address: signing up again changes what it
 * asks for and, while unconfirmed, sends a new confirmation. Whatever the address's state (new,
 * known, confirmed, suppressed), the visitor gets the same answer; only what is emailed differs.
 * The confirmation token is emailed once, so only its hash is kept; the unsubscribe token is
 * kept plain, as the newsletter's, since every alert carries it.
 */
import { createHash, randomBytes } from "node:crypto";
import { type SqlBool, sql } from "kysely";
import type { Language } from "~/i18n/languages";
import { isLanguage } from "~/i18n/languages";
import { OPENING_COUNTRIES, PLACEMENTS, POSITIONS } from "~/lib/careers";
import { type JobAlertCriteria, storedList } from "~/lib/careers/job-alerts";
import type { JobAlertSignUp } from "~/lib/validation/job-alerts";
import type { Database } from "../../../db";
import { isUniqueViolation } from "../../../db/errors";
import { containsPattern, PAGE_SIZE } from "../../../db/list-query";
import { nowIso, toFlag } from "../../../db/schema";
import { enqueueEmail } from "../../../mail/outbox";
import { isSuppressed, suppressedAmong } from "../../mail/suppression/suppressed";
import { type AuditActor, audited } from "../../operations/audit";
import type { JobAlertContext } from "./context";
import { confirmationMessage } from "./emails";

/** >= 128 random bits, URL-safe. */
const newToken = () => randomBytes(24).toString("base64url");
const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

const criteriaColumns = (signUp: JobAlertSignUp) => ({
  positions: JSON.stringify(signUp.positions),
  countries: JSON.stringify(signUp.countries),
  placements: JSON.stringify(signUp.kinds),
});

/**
 * Stores the sign-up and queues its confirmation (not to a suppressed address, decision 0022, and
 * not to one already confirmed). Answers the subscriber's id, for the conversion it counts as.
 */
export async function subscribeToJobAlerts(
  context: JobAlertContext,
  signUp: JobAlertSignUp,
  language: Language,
): Promise<{ id: number }> {
  const confirmToken = newToken();
  // Rendered (and kept) before the write transaction, which then only fills in the tokens.
  await confirmationMessage(context, { email: signUp.email, language, confirmToken, unsubscribeToken: confirmToken });
  const write = () =>
    context.database.db.transaction().execute(async (trx) => {
      const existing = await trx
        .selectFrom("job_alert_subscribers")
        .select(["id", "confirmed", "unsubscribe_token"])
        .where("email", "=", signUp.email)
        .executeTakeFirst();
      if (existing && toFlag(existing.confirmed)) {
        await trx.updateTable("job_alert_subscribers").set(criteriaColumns(signUp)).where("id", "=", existing.id).execute();
        return existing.id;
      }
      const asked = { ...criteriaColumns(signUp), language, confirm_token_hash: hashToken(confirmToken), created_at: nowIso() };
      const unsubscribeToken = existing?.unsubscribe_token ?? newToken();
      let id = existing?.id;
      if (id !== undefined) await trx.updateTable("job_alert_subscribers").set(asked).where("id", "=", id).execute();
      else
        ({ id } = await trx
          .insertInto("job_alert_subscribers")
          .values({ email: signUp.email, unsubscribe_token: unsubscribeToken, confirmed: 0, ...asked })
          .returning("id")
          .executeTakeFirstOrThrow());
      if (!(await isSuppressed(trx, signUp.email))) {
        const recipient = { email: signUp.email, language, confirmToken, unsubscribeToken };
        await enqueueEmail(trx, await confirmationMessage(context, recipient));
      }
      return id;
    });
  try {
    return { id: await write() };
  } catch (error) {
    // Two sign-ups of one new address at once: the second finds the first's row.
    if (isUniqueViolation(error)) return { id: await write() };
    throw error;
  }
}

/** What a token's owner asked for, done; or no subscription holds that token (never one, or already used). */
export type JobAlertTokenResult<Done> = ({ ok: true } & Done) | { ok: false };

/** Double opt-in: confirms the subscription of the emailed token, once; answers its id. */
export async function confirmJobAlerts(database: Database, token: string): Promise<JobAlertTokenResult<{ id: number }>> {
  const confirmed = await database.db
    .updateTable("job_alert_subscribers")
    .set({ confirmed: 1, confirmed_at: nowIso(), confirm_token_hash: null })
    .where("confirm_token_hash", "=", hashToken(token))
    .returning("id")
    .executeTakeFirst();
  return confirmed ? { ok: true, id: confirmed.id } : { ok: false };
}

export async function findJobAlertSubscriber(database: Database, unsubscribeToken: string) {
  const row = await database.db
    .selectFrom("job_alert_subscribers")
    .select(["id", "email", "language"])
    .where("unsubscribe_token", "=", unsubscribeToken)
    .executeTakeFirst();
  return row && { ...row, language: isLanguage(row.language) ? row.language : ("en" as Language) };
}

/** Deletes a subscriber and their deliveries, in one transaction; answers whether there was one. */
async function eraseSubscriber(database: Database, id: number): Promise<boolean> {
  return database.db.transaction().execute(async (trx) => {
    await trx.deleteFrom("job_alert_deliveries").where("subscriber_id", "=", id).execute();
    const result = await trx.deleteFrom("job_alert_subscribers").where("id", "=", id).executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  });
}

/** Unsubscribing deletes the subscription (as the newsletter's, docs/product.md section 4); answers the address that left. */
export async function unsubscribeFromJobAlerts(
  database: Database,
  token: string,
): Promise<JobAlertTokenResult<{ email: string }>> {
  const subscriber = await findJobAlertSubscriber(database, token);
  return subscriber && (await eraseSubscriber(database, subscriber.id)) ? { ok: true, email: subscriber.email } : { ok: false };
}

/** A subscription as staff see it: never its tokens. */
export interface ListedJobAlertSubscriber extends JobAlertCriteria {
  id: number;
  email: string;
  language: string;
  confirmed: boolean;
  createdAt: string;
  confirmedAt: string | null;
  /** No email reaches the address (decision 0022). */
  suppressed: boolean;
}

export interface JobAlertSubscriberPage {
  rows: ListedJobAlertSubscriber[];
  total: number;
  confirmed: number;
  /** How many the search finds. */
  found: number;
  page: number;
  pages: number;
}

function searched({ db }: Database, search: string) {
  const query = db.selectFrom("job_alert_subscribers");
  if (!search) return query;
  const pattern = containsPattern(search.toLowerCase());
  return query.where((eb) => sql<SqlBool>`${eb.ref("email")} like ${pattern} escape '\\'`);
}

const count = (value: unknown) => Number(value ?? 0);

export async function listJobAlertSubscribers(
  database: Database,
  { search, page }: { search: string; page: number },
): Promise<JobAlertSubscriberPage> {
  const [totals, matching] = await Promise.all([
    database.db
      .selectFrom("job_alert_subscribers")
      .select((eb) => [
        eb.fn.countAll().as("total"),
        sql<string | number | null>`sum(case when ${eb.ref("confirmed")} = 1 then 1 else 0 end)`.as("confirmed"),
      ])
      .executeTakeFirst(),
    searched(database, search)
      .select((eb) => eb.fn.countAll().as("count"))
      .executeTakeFirst(),
  ]);
  const found = count(matching?.count);
  const pages = Math.max(1, Math.ceil(found / PAGE_SIZE));
  const current = Math.min(Math.max(1, page), pages);
  const rows = await searched(database, search)
    .select(["id", "email", "language", "confirmed", "positions", "countries", "placements", "created_at", "confirmed_at"])
    .orderBy("id", "desc")
    .limit(PAGE_SIZE)
    .offset((current - 1) * PAGE_SIZE)
    .execute();
  const suppressed = await suppressedAmong(
    database.db,
    rows.map((row) => row.email),
  );
  return {
    rows: rows.map((row) => ({
      id: row.id,
      email: row.email,
      language: row.language,
      confirmed: toFlag(row.confirmed),
      positions: storedList(row.positions, POSITIONS),
      countries: storedList(row.countries, OPENING_COUNTRIES),
      placements: storedList(row.placements, PLACEMENTS),
      createdAt: row.created_at,
      confirmedAt: row.confirmed_at,
      suppressed: suppressed.has(row.email),
    })),
    total: count(totals?.total),
    confirmed: count(totals?.confirmed),
    found,
    page: current,
    pages,
  };
}

/** Staff's deletion of one subscription and its deliveries, with its audit entry. */
export function deleteJobAlertSubscriber(database: Database, actor: AuditActor, id: number): Promise<boolean> {
  return audited(database.db, actor, async (trx) => {
    const before = await trx.selectFrom("job_alert_subscribers").select("email").where("id", "=", id).executeTakeFirst();
    if (!before) return { result: false };
    await trx.deleteFrom("job_alert_deliveries").where("subscriber_id", "=", id).execute();
    await trx.deleteFrom("job_alert_subscribers").where("id", "=", id).execute();
    return { result: true, entry: { action: "jobAlert.delete", target: { type: "job_alert_subscribers", id }, before } };
  });
}
