import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { toFlag } from "~/.server/db/schema";
import { seedContactDetails } from "~/.server/services/content";
import {
  type SubmissionContext,
  submitContactMessage,
  submitDonationPledge,
  submitVolunteerSignup,
} from "~/.server/services/records/submissions";
import { updateSettings } from "~/.server/settings";
import { contactSchema } from "~/lib/validation/contact";
import { donationSchema } from "~/lib/validation/donation";
import { fieldErrorsOf } from "~/lib/validation/rules";
import { volunteerSchema } from "~/lib/validation/volunteer";
import { TEST_ACTOR } from "../support/audit";
import { engines, suiteDatabase } from "../support/databases";
import { CONTACT_FORM, DONATION_FORM, VOLUNTEER_FORM } from "../support/visitor-forms";

const validContact = contactSchema.parse(CONTACT_FORM);
const validVolunteer = volunteerSchema.parse(VOLUNTEER_FORM);
const donationForm = DONATION_FORM;

describe.each(engines())("visitor submissions on $name", ({ make }) => {
  const database = suiteDatabase(make);
  let context: SubmissionContext;

  beforeAll(async () => {
    context = { database, publicUrl: "https://staffing.test" };
    // The company's contact details staff keep (decision 0011); the server seeds them from its configuration.
    await seedContactDetails(database, { phone: "+1 425 555 0148", email: "hello@crestway.test", address: "Bellevue, WA" });
  });
  beforeEach(async () => {
    for (const table of ["contacts", "volunteer_signups", "donation_pledges", "email_outbox"] as const) {
      await database.db.deleteFrom(table).execute();
    }
    await updateSettings(database.db, TEST_ACTOR, { notificationsEnabled: true, contactEmail: "" });
  });

  it("stores a contact message unread and unarchived, and notifies the company address", async () => {
    const result = await submitContactMessage(context, validContact, "es");
    expect(result.id).toBeGreaterThan(0);
    const row = await database.db.selectFrom("contacts").selectAll().executeTakeFirstOrThrow();
    expect(row).toMatchObject({ ...validContact, language: "es" });
    expect(toFlag(row.read)).toBe(false);
    expect(toFlag(row.archived)).toBe(false);
    const mail = await database.db.selectFrom("email_outbox").selectAll().executeTakeFirstOrThrow();
    expect(mail.recipient).toBe("hello@crestway.test");
    expect(mail.subject).toBe("New contact message: Seasonal housekeeping");
    expect(mail.text).toContain("We need 12 attendants from June.");
  });

  it("sends notifications to the contact email setting, and none when they are off", async () => {
    await updateSettings(database.db, TEST_ACTOR, { contactEmail: "desk@crestway.test" });
    await submitContactMessage(context, validContact, "en");
    expect((await database.db.selectFrom("email_outbox").select("recipient").executeTakeFirstOrThrow()).recipient).toBe(
      "desk@crestway.test",
    );
    await database.db.deleteFrom("email_outbox").execute();
    await updateSettings(database.db, TEST_ACTOR, { notificationsEnabled: false });
    await submitContactMessage(context, validContact, "en");
    expect(await database.db.selectFrom("email_outbox").selectAll().execute()).toEqual([]);
    expect(await database.db.selectFrom("contacts").selectAll().execute()).toHaveLength(2);
  });

  it("shows markup in a message as text in the notification", async () => {
    await submitContactMessage(context, { ...validContact, message: "<img src=x onerror=alert(1)>" }, "en");
    const mail = await database.db.selectFrom("email_outbox").selectAll().executeTakeFirstOrThrow();
    expect(mail.html).not.toContain("<img src=x");
    expect(mail.html).toContain("&lt;img src=x onerror=alert(1)&gt;");
  });

  it("refuses an incomplete contact message with every field's message (the schema the action runs)", () => {
    const parsed = contactSchema.safeParse({ name: "", email: "not-an-email", subject: "", message: "m".repeat(5001) });
    expect(parsed.success).toBe(false);
    expect(parsed.error && fieldErrorsOf(parsed.error)).toEqual({
      name: "contact:form.errors.name.required",
      email: "contact:form.errors.email.invalid",
      subject: "contact:form.errors.subject.required",
      message: "contact:form.errors.message.tooLong",
    });
  });

  it("stores a volunteer sign-up", async () => {
    expect((await submitVolunteerSignup(context, validVolunteer, "fr")).id).toBeGreaterThan(0);
    const row = await database.db.selectFrom("volunteer_signups").selectAll().executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      full_name: "Kofi Mensah",
      country: "Ghana",
      availability: "weekly",
      language: "fr",
      phone: null,
    });
    expect(JSON.parse(row.interests)).toEqual(["mentoring"]);
  });

  it("stores a donation pledge in cents and thanks the donor in their language with how to complete the gift", async () => {
    expect(
      (await submitDonationPledge(context, donationSchema.parse({ ...donationForm, amount: "250,50" }), "fr")).id,
    ).toBeGreaterThan(0);
    const row = await database.db.selectFrom("donation_pledges").selectAll().executeTakeFirstOrThrow();
    expect(row).toMatchObject({ amount_cents: 25050, currency: "USD", program: "scholarships", status: "pledged" });
    const mails = await database.db.selectFrom("email_outbox").selectAll().orderBy("id").execute();
    expect(mails.map((mail) => mail.recipient)).toEqual(["grace@donor.test", "hello@crestway.test"]);
    expect(mails[0]?.subject).toContain("Merci");
    expect(mails[0]?.text).toContain("Bourses universitaires");
    expect(mails[0]?.text).toMatch(/250,50/);
  });

  it("refuses a pledge below the minimum or for an unknown program", () => {
    const parsed = donationSchema.safeParse({ ...donationForm, amount: "0", program: "yachts" });
    expect(parsed.error && Object.keys(fieldErrorsOf(parsed.error)).sort()).toEqual(["amount", "program"]);
  });
});
