/**
 * One person across every table of the register (decision 0039): a visitor who wrote, volunteered,
 * pledged, subscribed, asked for staff, applied with a CV, was shortlisted and placed, was mailed
 * and bounced, and is a staff member too, with another person beside them in the same tables.
 * Found (counts per table, by address, by phone only, through parent rows), copied (every table
 * present, secrets withheld), erased in one transaction (no registered personal column holds the
 * address or the name afterwards, the other person's rows exactly as they were).
 */
import { sql } from "kysely";
import { beforeAll, describe, expect, it } from "vitest";
import type { Database } from "~/.server/db";
import { createOpening } from "~/.server/services/careers";
import { recordAudit } from "~/.server/services/operations";
import {
  ERASED,
  erasePersonalData,
  exportPersonalData,
  findPersonalData,
  isPersonal,
  PERSONAL_DATA_REGISTER,
  registerFor,
  WITHHELD,
} from "~/.server/services/privacy";
import { normalizePhone } from "~/lib/careers/applications";
import { TEST_ACTOR } from "../support/audit";
import { seedApplication, seedCandidate, seedCv } from "../support/candidates";
import { engines, suiteDatabase } from "../support/databases";
import { erasureLedger } from "../support/erasure-ledger";
import { seasonalDraft } from "../support/openings";
import { insertSubscriber } from "../support/subscribers";

interface Person {
  tag: string;
  name: string;
  email: string;
  /** As the person typed it into the forms. */
  phone: string;
}

const ANA: Person = { tag: "ana", name: "Ana Rivera-Quist", email: "ana.rivera@mail.test", phone: "+254 712 345 601" };
const BEA: Person = { tag: "bea", name: "Bea Ortiz-Lund", email: "bea.ortiz@mail.test", phone: "+254 712 345 602" };

const now = () => new Date().toISOString();

/** What every person shares: an opening, a campaign, and another client's request with a line. */
async function seedShared(database: Database) {
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

async function seedPerson(database: Database, person: Person, shared: Awaited<ReturnType<typeof seedShared>>) {
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

/** Every registered personal column of the engine holding `text`, as table.column. */
async function columnsHolding(database: Database, text: string): Promise<string[]> {
  const holding: string[] = [];
  for (const entry of registerFor(database.engine).filter(isPersonal)) {
    for (const column of [...entry.columns, ...(entry.withheld ?? [])]) {
      const { rows } = await sql<{ n: number | string }>`select count(*) as n from ${sql.table(entry.table)}
        where lower(cast(${sql.ref(column)} as text)) like ${`%${text.toLowerCase()}%`}`.execute(database.db);
      if (Number(rows[0]?.n) > 0) holding.push(`${entry.table}.${column}`);
    }
  }
  return holding;
}

/** The tables a seeded person is found in: every linkable personal entry of the engine. */
const linkable = (database: Database) =>
  registerFor(database.engine)
    .filter(isPersonal)
    .filter((entry) => entry.links.length > 0)
    .map((entry) => entry.table)
    .sort();

describe.each(engines())("one person's data on $name", ({ make }) => {
  const database = suiteDatabase(make);

  beforeAll(async () => {
    const shared = await seedShared(database);
    await seedPerson(database, ANA, shared);
    await seedPerson(database, BEA, shared);
  });

  it("is found in every table that can be searched, by address, by phone and through parent rows", async () => {
    const found = await findPersonalData(database, { email: " Ana.Rivera@MAIL.test ", phone: ANA.phone });
    const counts = Object.fromEntries(found.entries.map((entry) => [entry.table, entry.count]));
    expect(Object.keys(counts).sort()).toEqual(linkable(database));
    expect(counts).toMatchObject({
      contacts: 1,
      donation_pledges: 1,
      partnership_requests: 2,
      staff_request_events: 2,
      email_outbox: 3,
      // Their own two entries (a setting, an opening), and two of others naming their address.
      audit_log: 4,
      conversions: 4,
      candidates: 1,
      cv_files: 1,
      shortlist_entries: 1,
      placements: 1,
    });
    // By the phone alone: the pledge under another address, the request, the volunteer and the candidate.
    const byPhone = await findPersonalData(database, { phone: "00254712345601" });
    expect(Object.fromEntries(byPhone.entries.map((entry) => [entry.table, entry.count]))).toMatchObject({
      donation_pledges: 1,
      volunteer_signups: 1,
      partnership_requests: 1,
      candidates: 1,
    });
    expect(byPhone.entries.map((entry) => entry.table)).not.toContain("user");
  });

  it("finds nothing for an address nobody has, nor for too short a phone", async () => {
    expect((await findPersonalData(database, { email: "rivera@mail.test" })).entries).toEqual([]);
    expect((await findPersonalData(database, { email: "", phone: "601" })).entries).toEqual([]);
  });

  it("is copied table by table, with each table's words in three languages and secrets withheld", async () => {
    const copy = await exportPersonalData(database, { email: ANA.email, phone: ANA.phone });
    const tables = copy.entries.map((entry) => entry.table);
    const copied = registerFor(database.engine)
      .filter(isPersonal)
      .filter((entry) => entry.links.length > 0 && !entry.copyOf);
    expect(tables.sort()).toEqual(copied.map((entry) => entry.table).sort());
    for (const entry of copy.entries) {
      for (const language of ["en", "es", "fr"] as const) {
        expect(entry.meaning[language]).not.toMatch(/^tables\./);
        for (const words of Object.values(entry.columns[language])) expect(words).not.toMatch(/^columns\./);
      }
    }
    const rows = (table: string) => copy.entries.find((entry) => entry.table === table)?.rows ?? [];
    expect(rows("account")[0]).toMatchObject({ password: WITHHELD, providerId: "credential" });
    expect(rows("candidate_tokens")[0]).toMatchObject({ token_hash: WITHHELD });
    expect(rows("contacts")[0]).toMatchObject({ name: ANA.name, email: ANA.email });
    expect(
      Buffer.from(String(rows("cv_file_bytes")[0]?.bytes), "base64")
        .subarray(0, 5)
        .toString(),
    ).toBe("%PDF-");
    // Someone else's record that names them: its named columns and context, not the rest.
    const campaign = rows("campaigns")[0] ?? {};
    expect(campaign).toMatchObject({ created_by: "user-ana" });
    expect(campaign).not.toHaveProperty("content");
    expect(rows("partnership_requests")).toContainEqual(
      expect.objectContaining({ owner_id: "user-ana", organization: "Hotel owned by ana" }),
    );
    expect(rows("partnership_requests").find((row) => row.organization === "Hotel owned by ana")).not.toHaveProperty("email");
    expect(JSON.stringify(copy)).not.toContain(BEA.email);
  });

  it("is erased in one go: nothing of theirs left in any registered column, the other person as they were", async () => {
    const beaBefore = await exportPersonalData(database, { email: BEA.email, phone: BEA.phone });
    const holding = await columnsHolding(database, ANA.email);
    expect(holding).toEqual(
      expect.arrayContaining([
        "contacts.email",
        "audit_log.before",
        "email_outbox.text",
        "cv_files.extracted_text",
        "profiles.email",
      ]),
    );
    const result = await erasePersonalData(database, { email: ANA.email, phone: ANA.phone }, TEST_ACTOR, erasureLedger());
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.counts).toMatchObject({
      contacts: { removed: 1, anonymized: 0 },
      candidates: { removed: 1, anonymized: 0 },
      audit_log: { removed: 0, anonymized: 4 },
      conversions: { removed: 0, anonymized: 4 },
      campaigns: { removed: 0, anonymized: 1 },
    });
    expect(await columnsHolding(database, ANA.email)).toEqual([]);
    expect(await columnsHolding(database, ANA.name)).toEqual([]);
    expect(await columnsHolding(database, normalizePhone(ANA.phone))).toEqual([]);
    expect((await findPersonalData(database, { email: ANA.email, phone: ANA.phone })).entries).toEqual([]);

    // What stays: the audit entries, the counted goals, the staff's work, another client's line.
    const { db } = database;
    expect(await db.selectFrom("audit_log").select("actor_email").where("actor_email", "=", ERASED).execute()).toHaveLength(2);
    expect(await db.selectFrom("conversions").select("id").where("visitor_id", "is", null).execute()).toHaveLength(4);
    expect(
      await db
        .selectFrom("partnership_requests")
        .select("owner_id")
        .where("organization", "=", "Hotel owned by ana")
        .executeTakeFirst(),
    ).toEqual({
      owner_id: null,
    });
    expect(await db.selectFrom("placements").select("candidate_id").execute()).toHaveLength(1);

    const erasure = await db.selectFrom("audit_log").selectAll().where("action", "=", "privacy.erase").executeTakeFirstOrThrow();
    expect(JSON.parse(erasure.after ?? "{}").counts.contacts).toEqual({ removed: 1, anonymized: 0 });
    expect(JSON.stringify(erasure)).not.toContain("ana");

    const beaAfter = await exportPersonalData(database, { email: BEA.email, phone: BEA.phone });
    expect(beaAfter.entries).toEqual(beaBefore.entries);
  });

  it("answers when there is nothing to erase", async () => {
    expect(await erasePersonalData(database, { email: ANA.email }, TEST_ACTOR, erasureLedger())).toEqual({
      ok: false,
      reason: "nothingFound",
    });
  });

  it("refuses to erase the last active administrator", async () => {
    const { db, engine } = database;
    await db
      .insertInto("user")
      .values({
        id: "user-admin",
        name: "Only Admin",
        email: "only.admin@agency.test",
        emailVerified: (engine === "sqlite" ? 1 : true) as never,
        createdAt: now(),
        updatedAt: now(),
        role: "admin",
      })
      .execute();
    expect(await erasePersonalData(database, { email: "only.admin@agency.test" }, TEST_ACTOR, erasureLedger())).toEqual({
      ok: false,
      reason: "lastAdministrator",
    });
    expect(await db.selectFrom("user").select("id").where("id", "=", "user-admin").execute()).toHaveLength(1);
  });

  it("registers every table the seed wrote to", () => {
    expect(PERSONAL_DATA_REGISTER.length).toBeGreaterThan(60);
  });
});
