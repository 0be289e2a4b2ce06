/**
 * The foundation's records in the admin area (a tab of the Partnership requests page): volunteer
 * sign-ups and donation pledges, each a searched list newest first, one record in full, deletion,
 * and the pledge's status as the foundation team follows the payment up.
 */
import type { Expression, SqlBool } from "kysely";
import type { DonationStatus } from "~/lib/admin/partnership-status";
import type { Database } from "../../db";
import { containsPattern, likeInsensitive, PAGE_SIZE } from "../../db/list-query";
import { toFlag } from "../../db/schema";
import type { AuditActor } from "../operations/audit";
import { deleteRecord, type ListPage, parseIdList, readPage, toCount, updateRecord } from "./records-common";

export interface SearchPage {
  search: string;
  page: number;
  /** The caught spam instead of what was received (decision 0015). */
  spam?: boolean;
}

export interface VolunteerSummary {
  id: number;
  full_name: string;
  email: string;
  country: string;
  availability: string;
  created_at: string;
}

export interface VolunteerSignup extends VolunteerSummary {
  phone: string | null;
  interests: string[];
  message: string | null;
  language: string;
  spam: boolean;
}

export interface DonationSummary {
  id: number;
  full_name: string;
  email: string;
  amount_cents: number;
  currency: string;
  program: string;
  status: string;
  created_at: string;
}

export interface DonationPledge extends DonationSummary {
  phone: string | null;
  message: string | null;
  language: string;
  spam: boolean;
}

function volunteers({ db, engine }: Database, search: string, spam = false) {
  const query = db.selectFrom("volunteer_signups").where("spam", "=", spam ? 1 : 0);
  if (!search) return query;
  const pattern = containsPattern(search);
  return query.where((eb) =>
    eb.or(
      (["full_name", "email", "country", "message"] as const).map(
        (column): Expression<SqlBool> => likeInsensitive(engine, eb.ref(column), pattern),
      ),
    ),
  );
}

function donations({ db, engine }: Database, search: string, spam = false) {
  const query = db.selectFrom("donation_pledges").where("spam", "=", spam ? 1 : 0);
  if (!search) return query;
  const pattern = containsPattern(search);
  return query.where((eb) =>
    eb.or(
      (["full_name", "email", "program", "message"] as const).map(
        (column): Expression<SqlBool> => likeInsensitive(engine, eb.ref(column), pattern),
      ),
    ),
  );
}

export async function listVolunteers(
  database: Database,
  { search, page, spam }: SearchPage,
): Promise<ListPage<VolunteerSummary>> {
  const count = async () => {
    const row = await volunteers(database, search, spam)
      .select((eb) => eb.fn.countAll().as("count"))
      .executeTakeFirst();
    return toCount(row?.count);
  };
  return readPage(count, page, (offset) =>
    volunteers(database, search, spam)
      .select(["id", "full_name", "email", "country", "availability", "created_at"])
      .orderBy("created_at", "desc")
      .orderBy("id", "desc")
      .limit(PAGE_SIZE)
      .offset(offset)
      .execute(),
  );
}

export async function getVolunteer(database: Database, id: number): Promise<VolunteerSignup | undefined> {
  const row = await database.db.selectFrom("volunteer_signups").selectAll().where("id", "=", id).executeTakeFirst();
  return row ? { ...row, interests: parseIdList(row.interests), spam: toFlag(row.spam) } : undefined;
}

export const deleteVolunteer = (database: Database, actor: AuditActor, id: number) =>
  deleteRecord(database, actor, "volunteer.delete", "volunteer_signups", id);

export async function listDonations(database: Database, { search, page, spam }: SearchPage): Promise<ListPage<DonationSummary>> {
  const count = async () => {
    const row = await donations(database, search, spam)
      .select((eb) => eb.fn.countAll().as("count"))
      .executeTakeFirst();
    return toCount(row?.count);
  };
  const result = await readPage(count, page, (offset) =>
    donations(database, search, spam)
      .select(["id", "full_name", "email", "amount_cents", "currency", "program", "status", "created_at"])
      .orderBy("created_at", "desc")
      .orderBy("id", "desc")
      .limit(PAGE_SIZE)
      .offset(offset)
      .execute(),
  );
  return { ...result, rows: result.rows.map((row) => ({ ...row, amount_cents: Number(row.amount_cents) })) };
}

export async function getDonation(database: Database, id: number): Promise<DonationPledge | undefined> {
  const row = await database.db.selectFrom("donation_pledges").selectAll().where("id", "=", id).executeTakeFirst();
  return row ? { ...row, amount_cents: Number(row.amount_cents), spam: toFlag(row.spam) } : undefined;
}

export const setDonationStatus = (database: Database, actor: AuditActor, id: number, status: DonationStatus) =>
  updateRecord(database, actor, "donation.status", "donation_pledges", id, { status });

export const deleteDonation = (database: Database, actor: AuditActor, id: number) =>
  deleteRecord(database, actor, "donation.delete", "donation_pledges", id);
