/** The campaign pages' schemas (decision 0013): what the composer, the test send and the schedule accept. */
import { describe, expect, it } from "vitest";
import { campaignDraftSchema, scheduleSchema, sendTestSchema } from "~/lib/validation/campaign";
import { CAMPAIGN_MAX_LENGTH } from "~/lib/validation/limits";
import { dictionary } from "../support/dictionaries";

const english = { subject: "Spring news", preheader: "", body: "Hello." };
const draft = (content: Record<string, unknown>) => ({ name: "Spring", content: { en: english, ...content } });
const messages = (result: { error?: { issues: { message: string; path: PropertyKey[] }[] } }) =>
  (result.error?.issues ?? []).map((issue) => `${issue.path.join(".")}: ${issue.message}`);

describe("campaign schemas", () => {
  it("needs English; an untouched translation is left out, so those subscribers get English", () => {
    const parsed = campaignDraftSchema.parse(draft({ es: { subject: "", preheader: "", body: "" } }));
    expect(parsed.content).toEqual({ en: english });
    const noEnglish = campaignDraftSchema.safeParse({ name: "Spring", content: { en: { subject: "", body: "" } } });
    expect(messages(noEnglish)).toEqual([
      "content.en.subject: admin-campaigns:errors.required",
      "content.en.body: admin-campaigns:errors.required",
    ]);
  });

  it("refuses a started translation without its subject or body", () => {
    expect(messages(campaignDraftSchema.safeParse(draft({ fr: { preheader: "Nouveautés" } })))).toEqual([
      "content.fr.subject: admin-campaigns:errors.translationIncomplete",
      "content.fr.body: admin-campaigns:errors.translationIncomplete",
    ]);
    const complete = campaignDraftSchema.parse(draft({ fr: { subject: "Nouvelles", body: "Bonjour." } }));
    expect(complete.content.fr).toEqual({ subject: "Nouvelles", preheader: "", body: "Bonjour." });
  });

  it("holds each text to its limit", () => {
    const long = "x".repeat(CAMPAIGN_MAX_LENGTH.body + 1);
    expect(messages(campaignDraftSchema.safeParse(draft({ es: { subject: "Hola", body: long } })))).toEqual([
      "content.es.body: admin-campaigns:errors.tooLong",
    ]);
  });

  it("reads a schedule in the browser's zone, or UTC without one, and only in the future", () => {
    expect(scheduleSchema.parse({ at: "2099-06-01T09:30", offset: "-120" }).toISOString()).toBe("2099-06-01T07:30:00.000Z");
    expect(scheduleSchema.parse({ at: "2099-06-01T09:30" }).toISOString()).toBe("2099-06-01T09:30:00.000Z");
    expect(messages(scheduleSchema.safeParse({ at: "2001-01-01T10:00" }))).toEqual(["at: admin-campaigns:errors.past"]);
    for (const at of ["", "tomorrow", "2099-13-45T99:99"]) expect(scheduleSchema.safeParse({ at }).success, at).toBe(false);
    expect(scheduleSchema.safeParse({ at: "2099-06-01T09:30", offset: "9999" }).success).toBe(false);
  });

  it("sends a test only in a language of the site", () => {
    expect(sendTestSchema.safeParse({ language: "fr" }).success).toBe(true);
    expect(sendTestSchema.safeParse({ language: "de" }).success).toBe(false);
  });

  it("has every message in English, Spanish and French", () => {
    const keys = ["required", "tooLong", "translationIncomplete", "language", "when", "past", "notFound", "wrongState"];
    for (const language of ["en", "es", "fr"] as const) {
      const errors = dictionary(language, "admin-campaigns").errors as Record<string, string>;
      for (const key of keys) expect(errors[key], `${language} ${key}`).toBeTruthy();
    }
  });
});
