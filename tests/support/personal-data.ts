/**
 * One person in every linkable table of the personal-data register (decision 0039), written straight
 * into the tables: a visitor who wrote, volunteered, pledged, subscribed, asked for staff, applied
 * with a CV, was shortlisted and placed, was mailed and bounced, asked for a copy of their data, and
 * is a staff member too. Shared by tests/integration/privacy-person.test.ts and the bench's
 * "privacy at scale" rows (bench/privacy-scale.ts), which seed a fresh copy before each erasure.
 */
import { sql } from "kysely";
import type { Database } from "~/.server/db";
import { createOpening } from "~/.server/services/careers";
import { recordAudit } from "~/.server/services/operations";
import { isPersonal, registerFor } from "~/.server/services/privacy";
import { normalizePhone } from "~/lib/careers/applications";
import { TEST_ACTOR } from "./audit";
import { seedApplication, seedCandidate, seedCv } from "./candidates";
import { seasonalDraft } from "./openings";
import { insertSubscriber } from "./subscribers";

export interface Person {
  tag: string;
  name: string;
  email: string;
  /** As the person typed it into the forms. */
  phone: string;
}

const now = () => new Date().toISOString();

/** What every person shares: an opening, a campaign, and another client's request with a line. */
export async function seedShared(database: Database) {
  const { db } = database;
  const openingId = await createOpening(database, TEST_ACTOR, seasonalDraft());
  const campaign = await db
    .insertInto("campaigns")
    .values({ name: "Spring", content: "{}" })
    .returning("id")
    .executeTakeFirstOrThrow();
  const request = await db
    .insertInto("partnership_requests")
    .values({
      organization: "Neutral Lodge",
      contact_name: "Nobody Inparticular",
      email: "front-desk@neutral-lodge.test",
      organization_type: "hotel",
      country: "ke",
      placement_type: "seasonal",
      positions: '["chefs"]',
      language: "en",
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  const line = await db
    .insertInto("staff_request_lines")
    .values({ request_id: request.id, position: "chefs", headcount: 4, placement: "seasonal" })
    .returning("id")
    .executeTakeFirstOrThrow();
  return { openingId, campaignId: campaign.id, lineId: line.id };
}

/** The shared records a person is seeded against. */
export type SharedRecords = Awaited<ReturnType<typeof seedShared>>;

export async function seedPerson(database: Database, person: Person, shared: SharedRecords) {
  const { db, engine } = database;
  const flag = (value: boolean) => (engine === "sqlite" ? Number(value) : value) as never;
  const { tag, name, email, phone } = person;

  // Visitors' forms.
  const contact = await db
    .insertInto("contacts")
    .values({ name, email, subject: "Work", message: `Please call ${name}`, language: "en" })
    .returning("id")
    .executeTakeFirstOrThrow();
  await db
    .insertInto("volunteer_signups")
    .values({ full_name: name, email, phone, country: "ke", interests: "[]", availability: "weekends", language: "en" })
    .execute();
  // Found by the phone alone, written another way, under another address.
  await db
    .insertInto("donation_pledges")
    .values({
      full_name: name,
      email: `${tag}.pledges@elsewhere.test`,
      phone: `00${normalizePhone(phone)
        .slice(1)
        .replace(/(\d{3})/g, "$1-")}`,
      amount_cents: 5000,
      program: "education",
      language: "en",
    })
    .execute();
  const subscriberId = await insertSubscriber(database, email);
  const alerts = await db
    .insertInto("job_alert_subscribers")
    .values({
      email,
      language: "en",
      positions: "[]",
      countries: "[]",
      placements: "[]",
      confirmed: 1,
      unsubscribe_token: `alerts-${tag}`,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  await db.insertInto("job_alert_deliveries").values({ subscriber_id: alerts.id, opening_id: shared.openingId }).execute();

  // A request for staff, as a client.
  const request = await db
    .insertInto("partnership_requests")
    .values({
      organization: `${name} Safaris`,
      contact_name: name,
      email,
      phone,
      organization_type: "lodge",
      country: "ke",
      placement_type: "seasonal",
      positions: '["waiters"]',
      language: "en",
      message: `Call ${name} after five`,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  await db
    .insertInto("staff_request_lines")
    .values({ request_id: request.id, position: "waiters", headcount: 3, placement: "seasonal" })
    .execute();
  await db.insertInto("staff_request_events").values({ request_id: request.id, kind: "received" }).execute();
  await db
    .insertInto("client_tokens")
    .values({ token_hash: `client-${tag}`, request_id: request.id, expires_at: "2099-01-01" })
    .execute();

  // A candidate with an application, a CV, a private link, shortlisted and placed on another client's line.
  const candidateId = await seedCandidate(database, { full_name: name, email, phone: normalizePhone(phone) });
  const applicationId = await seedApplication(database, candidateId, { note: `From ${name}` });
  await seedCv(database, candidateId, applicationId, [name, email]);
  await db
    .insertInto("candidate_tokens")
    .values({ token_hash: `candidate-${tag}`, candidate_id: candidateId, expires_at: "2099-01-01" })
    .execute();
  await db
    .insertInto("shortlist_entries")
    .values({
      line_id: shared.lineId,
      candidate_id: candidateId,
      application_id: applicationId,
      client_comment: `We like ${name}`,
    })
    .execute();
  await db
    .insertInto("placements")
    .values({ line_id: shared.lineId, candidate_id: candidateId, application_id: applicationId, starts_on: "2027-06-01" })
    .execute();

  // Email to them, about them, and what the mail server said.
  const outbox = { html: "<p>Hello</p>", headers: "{}", next_attempt_at: now(), created_at: now() };
  await db
    .insertInto("email_outbox")
    .values({ ...outbox, recipient: email, subject: "Thanks", text: "Hello" })
    .execute();
  await db
    .insertInto("email_outbox")
    .values({ ...outbox, recipient: "staff@agency.test", reply_to: email, subject: "New message", text: "A message" })
    .execute();
  await db
    .insertInto("email_outbox")
    .values({ ...outbox, recipient: "staff@agency.test", subject: "Reminder", text: `Call back ${email} today.` })
    .execute();
  await db
    .insertInto("mail_suppressions")
    .values({ email, reason: "bounce", source: "webhook", detail: `550 ${email}: no such user` })
    .execute();
  // A copy they asked for earlier (decision 0041), answered by staff.
  await db
    .insertInto("privacy_requests")
    .values({
      kind: "copy",
      email,
      email_hash: `hash-${tag}`,
      language: "fr",
      status: "done",
      confirmed_at: now(),
      copy_token_hash: `copy-${tag}`,
      copy_expires_at: "2099-01-01T00:00:00.000Z",
      handled_at: now(),
    })
    .execute();
  await db
    .insertInto("mail_delivery_events")
    .values({ email, kind: "bounce", source: "webhook", detail: "550", occurred_at: now() })
    .execute();
  await db
    .insertInto("campaign_deliveries")
    .values({ campaign_id: shared.campaignId, subscriber_id: subscriberId, email, language: "en" })
    .execute();

  // A staff account with everything Better Auth and the admin keep of it.
  const userId = `user-${tag}`;
  const [first, last] = name.split(" ");
  await db
    .insertInto("user")
    .values({ id: userId, name, email, emailVerified: flag(true), createdAt: now(), updatedAt: now(), role: "editor" })
    .execute();
  await db
    .insertInto("profiles")
    .values({ id: `profile-${tag}`, user_id: userId, email, full_name: name, first_name: first, last_name: last })
    .execute();
  await db
    .insertInto("session")
    .values({
      id: `session-${tag}`,
      expiresAt: "2099-01-01T00:00:00.000Z",
      token: `token-${tag}`,
      createdAt: now(),
      updatedAt: now(),
      ipAddress: "203.0.113.0",
      userAgent: "Firefox",
      userId,
    })
    .execute();
  await db
    .insertInto("account")
    .values({
      id: `account-${tag}`,
      accountId: userId,
      providerId: "credential",
      userId,
      password: "scrypt-hash",
      createdAt: now(),
      updatedAt: now(),
    })
    .execute();
  await db
    .insertInto("passkey")
    .values({
      id: `passkey-${tag}`,
      name: `${first}'s phone`,
      publicKey: "key",
      userId,
      credentialID: `credential-${tag}`,
      counter: 0,
      deviceType: "singleDevice",
      backedUp: flag(false),
    })
    .execute();
  await sql`insert into ${sql.table("twoFactor")} (id, secret, ${sql.ref("backupCodes")}, ${sql.ref("userId")}) values (${`two-${tag}`}, 'secret', 'codes', ${userId})`.execute(
    db,
  );
  await sql`insert into verification (id, identifier, value, ${sql.ref("expiresAt")}, ${sql.ref("createdAt")}, ${sql.ref("updatedAt")})
    values (${`verify-${tag}`}, ${`reset-password:${tag}`}, ${userId}, ${"2099-01-01T00:00:00.000Z"}, ${now()}, ${now()})`.execute(
    db,
  );
  await db.insertInto("staff_preferences").values({ user_id: userId, weekly_summary: 1, summary_language: "es" }).execute();
  const staff = { userId, email, role: "editor", ip: "203.0.113.0" };
  await recordAudit(db, { actor: staff, action: "settings.update", after: { staleRequestDays: 9 } });
  await recordAudit(db, {
    actor: TEST_ACTOR,
    action: "suppression.add",
    target: { type: "mail_suppression", id: email },
    after: { reason: "manual" },
  });
  await recordAudit(db, {
    actor: TEST_ACTOR,
    action: "message.delete",
    target: { type: "contacts", id: contact.id },
    before: { email, name },
  });
  await db
    .insertInto("text_overrides")
    .values({ namespace: "common", key: `greeting-${tag}`, language: "en", value: "Hi", updated_by: email })
    .execute();
  await db
    .insertInto("text_versions")
    .values({ namespace: "common", key: `greeting-${tag}`, language: "en", value: "Hi", actor_email: email })
    .execute();
  await db
    .insertInto("text_imports")
    .values({ id: `import-${tag}`, owner: userId, language: "es", file_name: "es.xliff", writes: "[]" })
    .execute();
  await db
    .insertInto("campaigns")
    .values({ name: `${tag} autumn`, content: "{}", created_by: userId })
    .execute();
  await createOpening(database, staff, seasonalDraft());
  const owned = await db
    .insertInto("partnership_requests")
    .values({
      organization: `Hotel owned by ${tag}`,
      contact_name: "Someone Else",
      email: `owned-${tag}@hotel.test`,
      organization_type: "hotel",
      country: "ke",
      placement_type: "seasonal",
      positions: "[]",
      language: "en",
      owner_id: userId,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  await db
    .insertInto("staff_request_events")
    .values({ request_id: owned.id, kind: "note", detail: '{"text":"called"}', actor_id: userId })
    .execute();

  // The goals their forms reached.
  for (const [goal, recordId] of [
    ["contact", contact.id],
    ["application", applicationId],
    ["newsletter_signup", subscriberId],
    ["partnership", request.id],
  ] as const) {
    await db
      .insertInto("conversions")
      .values({ goal, record_id: recordId, occurred_at: now(), visitor_id: `visitor-${tag}` })
      .execute();
  }
}

/** The tables a seeded person is found in: every linkable personal entry of the engine, sorted. */
export const linkableTables = (database: Database): string[] =>
  registerFor(database.engine)
    .filter(isPersonal)
    .filter((entry) => entry.links.length > 0)
    .map((entry) => entry.table)
    .sort();
