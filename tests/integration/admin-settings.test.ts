/**
 * The Settings page through its real loader and action: admins only, every field checked with its
 * own message, and what is saved is what the server reads back.
 */

import { parseWithZod } from "@conform-to/zod/v4";
import { beforeAll, describe, expect, it } from "vitest";
import { seedContactDetails } from "~/.server/services/content";
import { staffNotificationMessage } from "~/.server/services/records/staff-notification";
import { notificationContext, submissionContextFor } from "~/.server/services/records/submissions";
import { DEFAULT_SETTINGS, getSettings, getSiteName } from "~/.server/settings";
import { settingsSchema } from "~/lib/validation/settings";
import { action, loader } from "~/routes/admin/settings";
import { appContext, routeCaller } from "../support/app-context";
import { engines, suiteDatabase } from "../support/databases";
import { createSignedInUser, type TestAccount } from "../support/sessions";
import { SETTINGS_FORM } from "../support/settings-form";

const URL = "https://staffing.test/admin/settings";
const STORED_EMAIL = "bookings@crestway.test";

const VALID = { ...SETTINGS_FORM, siteName: "Crestway Staffing" };

/** Every whole number of days, checked with the same bounds and messages. */
const RETENTIONS = [
  "messageRetentionDays",
  "sentEmailRetentionDays",
  "clickRetentionDays",
  "pageViewRetentionDays",
  "unconfirmedSubscriberRetentionDays",
  "spamRetentionDays",
  "auditRetentionDays",
  "deliveryEventRetentionDays",
  "applicationRetentionDays",
  "talentPoolRetentionDays",
  "staleRequestDays",
  "reorderLeadDays",
  "clientLinkDays",
  "privacyRecordDays",
];

describe.each(engines())("admin settings on $name", ({ make }) => {
  const database = suiteDatabase(make);
  let context: ReturnType<typeof appContext>["context"];
  let admin: TestAccount;

  beforeAll(async () => {
    context = appContext(database).context;
    admin = await createSignedInUser(context.auth, "admin");
    // This administrator signed in with two factors: only such a one may require them of everyone (decision 0023).
    await database.db.updateTable("session").set({ twoFactorVerified: 1 }).where("userId", "=", admin.userId).execute();
    // Staff have edited the contact details since start-up: the stored ones are not the configured ones.
    await seedContactDetails(database, { phone: "", email: STORED_EMAIL, address: "" });
  });

  /** The address a staff notification is really sent to now. */
  const notifiedAddress = async () => {
    const message = await staffNotificationMessage(await notificationContext(submissionContextFor(context)), {
      kind: "contact",
      subjectValues: { name: "Ada" },
      fields: [],
      adminPath: "/admin/messages",
      replyTo: "ada@example.test",
    });
    return message?.to;
  };

  const { load, post: save } = routeCaller({ loader, action }, URL, () => context);

  it("sends anonymous visitors to the login", async () => {
    for (const result of [await load(undefined), await save(undefined, VALID)]) {
      expect(result.status).toBe(302);
      expect(result.location).toMatch(/^\/admin\/login\?redirectTo=/);
    }
  });

  it.each(["editor", "viewer", "operator"] as const)("refuses a %s (403) and changes nothing", async (role) => {
    const account = await createSignedInUser(context.auth, role);
    expect((await load(account)).status).toBe(403);
    expect((await save(account, { ...VALID, siteName: "Hijacked" })).status).toBe(403);
    expect(await getSiteName(database.db)).not.toBe("Hijacked");
  });

  it("shows the current settings (defaults at first) and the stored company email used when none is set", async () => {
    const page = await load(admin);
    expect(page.status).toBe(200);
    expect(page.body.settings).toEqual(DEFAULT_SETTINGS);
    expect(page.body.settings).toMatchObject({
      sentEmailRetentionDays: 30,
      clickRetentionDays: 90,
      pageViewRetentionDays: 90,
      unconfirmedSubscriberRetentionDays: 30,
      spamRetentionDays: 30,
      auditRetentionDays: 365,
    });
    expect(page.body.companyEmail).toBe(STORED_EMAIL);
    expect(STORED_EMAIL).not.toBe(context.config.contact.email);
  });

  it("names the address staff notifications really go to: the stored contact email, then the setting", async () => {
    expect((await load(admin)).body.notificationRecipient).toBe(STORED_EMAIL);
    expect(await notifiedAddress()).toBe(STORED_EMAIL);
    expect((await save(admin, { ...VALID, contactEmail: "desk@crestway.test" })).status).toBe(200);
    expect((await load(admin)).body.notificationRecipient).toBe("desk@crestway.test");
    expect(await notifiedAddress()).toBe("desk@crestway.test");
    await save(admin, { ...VALID, siteName: DEFAULT_SETTINGS.siteName, contactEmail: "" });
  });

  it("refuses each invalid field with its message and saves nothing", async () => {
    const cases: Array<[Record<string, string>, string, string]> = [
      [{ siteName: "  " }, "siteName", "admin-settings:errors.siteNameRequired"],
      [{ siteName: "x".repeat(81) }, "siteName", "admin-settings:errors.siteNameTooLong"],
      [{ contactEmail: "not-an-email" }, "contactEmail", "admin-settings:errors.contactEmailInvalid"],
      ...RETENTIONS.flatMap(
        (field): Array<[Record<string, string>, string, string]> => [
          [{ [field]: "" }, field, "admin-settings:errors.retentionRequired"],
          [{ [field]: "0" }, field, "admin-settings:errors.retentionRange"],
          [{ [field]: "3651" }, field, "admin-settings:errors.retentionRange"],
          [{ [field]: "1.5" }, field, "admin-settings:errors.retentionRange"],
          [{ [field]: "-3" }, field, "admin-settings:errors.retentionRange"],
          [{ [field]: "ten" }, field, "admin-settings:errors.retentionRange"],
        ],
      ),
      ...["", "0", "10001", "2.5", "fast"].map((value): [Record<string, string>, string, string] => [
        { campaignSendRatePerMinute: value },
        "campaignSendRatePerMinute",
        "admin-settings:errors.sendRateRange",
      ]),
      ...["24:00", "7:30", "12:60", "noon"].map((value): [Record<string, string>, string, string] => [
        { backupTime: value },
        "backupTime",
        "admin-settings:errors.backupTimeInvalid",
      ]),
      ...["", "0", "366", "two"].map((value): [Record<string, string>, string, string] => [
        { backupKeep: value },
        "backupKeep",
        "admin-settings:errors.backupKeepRange",
      ]),
      ...["", "0", "51", "1.5", "many"].map((value): [Record<string, string>, string, string] => [
        { softBounceLimit: value },
        "softBounceLimit",
        "admin-settings:errors.softBounceLimitRange",
      ]),
      ...["", "0", "366", "-1"].map((value): [Record<string, string>, string, string] => [
        { softBounceWindowDays: value },
        "softBounceWindowDays",
        "admin-settings:errors.softBounceWindowRange",
      ]),
      ...["", "0", "91", "2.5", "month"].map((value): [Record<string, string>, string, string] => [
        { privacyRequestDays: value },
        "privacyRequestDays",
        "admin-settings:errors.privacyRequestDaysRange",
      ]),
    ];
    for (const [change, field, message] of cases) {
      const result = await save(admin, { ...VALID, ...change });
      expect(result.status, JSON.stringify(change)).toBe(400);
      expect(result.body.error).toEqual({ [field]: [message] });
      // What was typed comes back, to show again beside the message.
      expect((result.body.initialValue as Record<string, unknown>)[field] ?? "").toBe(change[field]);
    }
    expect(await getSettings(database.db)).toEqual(DEFAULT_SETTINGS);
  });

  it("accepts the edges: 80 characters, 1 and 3650 days for each retention, an empty contact email", async () => {
    for (const change of [
      { siteName: "x".repeat(80) },
      ...RETENTIONS.flatMap((field) => [{ [field]: "1" }, { [field]: "3650" }]),
      { contactEmail: "" },
      { campaignSendRatePerMinute: "1" },
      { campaignSendRatePerMinute: "10000" },
      { backupTime: "00:00" },
      { backupTime: "23:59" },
      { backupKeep: "1" },
      { backupKeep: "365" },
      { softBounceLimit: "1" },
      { softBounceLimit: "50" },
      { softBounceWindowDays: "1" },
      { softBounceWindowDays: "365" },
    ]) {
      expect((await save(admin, { ...VALID, ...change })).status, JSON.stringify(change)).toBe(200);
    }
  });

  it("saves every setting and reads them back; an unchecked box is off", async () => {
    const result = await save(admin, {
      intent: "save",
      siteName: "  Crestway Talent  ",
      contactEmail: "Team@Crestway.test",
      allowSignUp: "on",
      newsletterDoubleOptIn: "on",
      autoArchiveMessages: "on",
      messageRetentionDays: "90",
      sentEmailRetentionDays: "14",
      clickRetentionDays: "395",
      pageViewRetentionDays: "120",
      unconfirmedSubscriberRetentionDays: "7",
      campaignSendRatePerMinute: "120",
      spamRetentionDays: "60",
      auditRetentionDays: "730",
      backupTime: "03:15",
      backupKeep: "14",
      requireTwoFactor: "on",
      softBounceLimit: "5",
      softBounceWindowDays: "30",
      deliveryEventRetentionDays: "180",
      applicationRetentionDays: "90",
      talentPoolRetentionDays: "365",
      staleRequestDays: "5",
      reorderLeadDays: "42",
      clientLinkDays: "90",
      privacyRequestDays: "20",
      privacyRecordDays: "400",
    });
    expect(result).toMatchObject({ status: 200, body: { status: "success" } });
    const expected = {
      siteName: "Crestway Talent",
      contactEmail: "team@crestway.test",
      notificationsEnabled: false,
      allowSignUp: true,
      newsletterDoubleOptIn: true,
      autoArchiveMessages: true,
      messageRetentionDays: 90,
      sentEmailRetentionDays: 14,
      clickRetentionDays: 395,
      pageViewRetentionDays: 120,
      unconfirmedSubscriberRetentionDays: 7,
      campaignSendRatePerMinute: 120,
      spamRetentionDays: 60,
      auditRetentionDays: 730,
      backupTime: "03:15",
      backupKeep: 14,
      requireTwoFactor: true,
      softBounceLimit: 5,
      softBounceWindowDays: 30,
      deliveryEventRetentionDays: 180,
      applicationRetentionDays: 90,
      talentPoolRetentionDays: 365,
      staleRequestDays: 5,
      reorderLeadDays: 42,
      clientLinkDays: 90,
      privacyRequestDays: 20,
      privacyRecordDays: 400,
    };
    expect(await getSettings(database.db)).toEqual(expected);
    expect(await getSiteName(database.db)).toBe("Crestway Talent");
    expect((await load(admin)).body.settings).toEqual(expected);

    await save(admin, { ...VALID, siteName: DEFAULT_SETTINGS.siteName });
    expect(await getSettings(database.db)).toMatchObject({
      siteName: DEFAULT_SETTINGS.siteName,
      notificationsEnabled: true,
      allowSignUp: false,
    });
  });

  it("refuses an unknown intent (400)", async () => {
    expect((await save(admin, { ...VALID, intent: "wipe" })).status).toBe(400);
  });
});

describe("the settings schema (shared by browser and server)", () => {
  const form = (fields: Record<string, string>) => {
    const data = new FormData();
    for (const [name, value] of Object.entries(fields)) data.set(name, value);
    return data;
  };

  it("reads a valid form into typed values", () => {
    const days = {
      messageRetentionDays: "7",
      sentEmailRetentionDays: "8",
      clickRetentionDays: "9",
      pageViewRetentionDays: "12",
      unconfirmedSubscriberRetentionDays: "10",
      campaignSendRatePerMinute: "600",
      spamRetentionDays: "11",
      auditRetentionDays: "11",
      deliveryEventRetentionDays: "12",
      applicationRetentionDays: "13",
      talentPoolRetentionDays: "14",
      staleRequestDays: "15",
      reorderLeadDays: "16",
      clientLinkDays: "17",
      privacyRequestDays: "18",
      privacyRecordDays: "19",
      backupKeep: "7",
      softBounceLimit: "3",
      softBounceWindowDays: "14",
    };
    expect(
      parseWithZod(form({ intent: "save", siteName: "A", ...days, notificationsEnabled: "on" }), { schema: settingsSchema }),
    ).toMatchObject({
      status: "success",
      value: {
        siteName: "A",
        contactEmail: "",
        notificationsEnabled: true,
        allowSignUp: false,
        newsletterDoubleOptIn: false,
        autoArchiveMessages: false,
        messageRetentionDays: 7,
        sentEmailRetentionDays: 8,
        clickRetentionDays: 9,
        pageViewRetentionDays: 12,
        unconfirmedSubscriberRetentionDays: 10,
        campaignSendRatePerMinute: 600,
        spamRetentionDays: 11,
        backupTime: "",
        backupKeep: 7,
        requireTwoFactor: false,
        softBounceLimit: 3,
        softBounceWindowDays: 14,
        deliveryEventRetentionDays: 12,
        applicationRetentionDays: 13,
        talentPoolRetentionDays: 14,
        privacyRequestDays: 18,
        privacyRecordDays: 19,
      },
    });
  });

  it("reports every problem at once", () => {
    const parsed = parseWithZod(
      form({
        intent: "save",
        siteName: "",
        contactEmail: "a@b",
        messageRetentionDays: "abc",
        sentEmailRetentionDays: "5",
        clickRetentionDays: "0",
        backupTime: "25:00",
      }),
      { schema: settingsSchema },
    );
    const reply = parsed.reply();
    expect(reply.error).toEqual({
      siteName: ["admin-settings:errors.siteNameRequired"],
      contactEmail: ["admin-settings:errors.contactEmailInvalid"],
      messageRetentionDays: ["admin-settings:errors.retentionRange"],
      clickRetentionDays: ["admin-settings:errors.retentionRange"],
      pageViewRetentionDays: ["admin-settings:errors.retentionRequired"],
      unconfirmedSubscriberRetentionDays: ["admin-settings:errors.retentionRequired"],
      campaignSendRatePerMinute: ["admin-settings:errors.sendRateRange"],
      spamRetentionDays: ["admin-settings:errors.retentionRequired"],
      auditRetentionDays: ["admin-settings:errors.retentionRequired"],
      backupTime: ["admin-settings:errors.backupTimeInvalid"],
      backupKeep: ["admin-settings:errors.backupKeepRange"],
      deliveryEventRetentionDays: ["admin-settings:errors.retentionRequired"],
      applicationRetentionDays: ["admin-settings:errors.retentionRequired"],
      talentPoolRetentionDays: ["admin-settings:errors.retentionRequired"],
      staleRequestDays: ["admin-settings:errors.retentionRequired"],
      reorderLeadDays: ["admin-settings:errors.retentionRequired"],
      clientLinkDays: ["admin-settings:errors.retentionRequired"],
      privacyRecordDays: ["admin-settings:errors.retentionRequired"],
      privacyRequestDays: ["admin-settings:errors.privacyRequestDaysRange"],
      softBounceLimit: ["admin-settings:errors.softBounceLimitRange"],
      softBounceWindowDays: ["admin-settings:errors.softBounceWindowRange"],
    });
    // What was typed comes back as typed.
    expect(reply.initialValue).toMatchObject({
      messageRetentionDays: "abc",
      sentEmailRetentionDays: "5",
      clickRetentionDays: "0",
    });
  });
});
