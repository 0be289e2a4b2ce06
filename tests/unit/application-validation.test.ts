/**
 * The application form's schema (decision 0035): what a posted form becomes, each refusal with
 * its message (every one a key of the `apply` namespace in the three languages), and how an
 * address and a phone are made comparable to find the candidate.
 */
import { describe, expect, it } from "vitest";
import { candidateKeysOf } from "~/.server/services/careers";
import { applicationSchema } from "~/lib/validation/application";
import { type AskedQuestion, dayBefore } from "~/lib/validation/application-fields";
import { APPLICATION_FORM } from "../support/applications";
import { dictionary } from "../support/dictionaries";

const TODAY = "2026-11-28";
const QUESTIONS: AskedQuestion[] = [
  { kind: "yesNo", choiceCount: 0 },
  { kind: "choice", choiceCount: 3 },
  { kind: "text", choiceCount: 0 },
];
const schema = applicationSchema(QUESTIONS, TODAY);

/** Conform hands the schema what was posted without its empty values: so do these tests. */
const posted = (changes: Record<string, unknown> = {}) =>
  Object.fromEntries(
    Object.entries({ ...APPLICATION_FORM, ...changes }).filter(([, value]) => value !== "" && value !== undefined),
  );
const messages = (value: Record<string, unknown>, questions = QUESTIONS) => {
  const result = applicationSchema(questions, TODAY).safeParse(value);
  return (result.error?.issues ?? []).map((issue) => `${issue.path.join(".")}: ${issue.message}`);
};

describe("the application schema", () => {
  it("turns a posted form into an application", () => {
    expect(schema.parse(posted({ available_from: TODAY, talent_pool: "on", note: " Night shifts are fine. " }))).toEqual({
      full_name: "Wanjiru Kamau",
      email: "wanjiru.kamau@mail.test",
      phone: "+254 712 345 678",
      phone_whatsapp: true,
      country: "ke",
      city: "Mombasa",
      languages: ["sw", "en"],
      positions: ["housekeepingAttendants"],
      available_from: TODAY,
      experience_years: 4,
      note: "Night shifts are fine.",
      consent: true,
      talent_pool: true,
      present_consent: false,
      cv_consent: false,
      answer_0: "yes",
      answer_1: "2",
      answer_2: "Swahili and English",
    });
  });

  it("takes an email address alone, or a phone alone", () => {
    expect(schema.safeParse(posted({ phone: undefined })).success).toBe(true);
    expect(schema.safeParse(posted({ email: undefined })).success).toBe(true);
  });

  it("refuses neither address nor phone beside the email field, even when other fields are wrong too", () => {
    expect(messages(posted({ email: undefined, phone: undefined, city: undefined }))).toEqual([
      "city: apply:errors.city.required",
      "email: apply:errors.email.emailOrPhone",
    ]);
  });

  it("refuses each field with its own message", () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ full_name: undefined }, "full_name: apply:errors.fullName.required"],
      [{ full_name: "n".repeat(101) }, "full_name: apply:errors.fullName.tooLong"],
      [{ email: "wanjiru@" }, "email: apply:errors.email.invalid"],
      [{ phone: "call me" }, "phone: apply:errors.phone.invalid"],
      [{ phone: "+254 12" }, "phone: apply:errors.phone.invalid"],
      [{ country: undefined }, "country: apply:errors.country.required"],
      [{ country: "xx" }, "country: apply:errors.country.required"],
      [{ city: undefined }, "city: apply:errors.city.required"],
      [{ city: "c".repeat(81) }, "city: apply:errors.city.tooLong"],
      [{ languages: undefined }, "languages: apply:errors.languages.required"],
      [{ languages: ["tlh"] }, "languages.0: apply:errors.languages.required"],
      [{ positions: undefined }, "positions: apply:errors.positions.required"],
      [{ positions: ["astronaut"] }, "positions.0: apply:errors.positions.required"],
      [{ available_from: "2026-02-30" }, "available_from: apply:errors.availableFrom.invalid"],
      [{ available_from: "next week" }, "available_from: apply:errors.availableFrom.invalid"],
      [{ available_from: "2026-11-26" }, "available_from: apply:errors.availableFrom.past"],
      [{ experience_years: undefined }, "experience_years: apply:errors.experienceYears.range"],
      [{ experience_years: "61" }, "experience_years: apply:errors.experienceYears.range"],
      [{ experience_years: "-1" }, "experience_years: apply:errors.experienceYears.range"],
      [{ experience_years: "2.5" }, "experience_years: apply:errors.experienceYears.range"],
      [{ answer_0: undefined }, "answer_0: apply:errors.answer.required"],
      [{ answer_0: "maybe" }, "answer_0: apply:errors.answer.required"],
      [{ answer_1: "3" }, "answer_1: apply:errors.answer.required"],
      [{ answer_1: "-1" }, "answer_1: apply:errors.answer.required"],
      [{ answer_2: undefined }, "answer_2: apply:errors.answer.required"],
      [{ answer_2: "a".repeat(501) }, "answer_2: apply:errors.answer.tooLong"],
      [{ note: "n".repeat(2001) }, "note: apply:errors.note.tooLong"],
      [{ consent: undefined }, "consent: apply:errors.consent.required"],
    ];
    for (const [change, message] of cases) expect(messages(posted(change)), JSON.stringify(change)).toEqual([message]);
  });

  it("accepts an availability from yesterday (a time zone behind), not the day before", () => {
    expect(dayBefore(TODAY)).toBe("2026-11-27");
    expect(dayBefore("2027-01-01")).toBe("2026-12-31");
    expect(messages(posted({ available_from: "2026-11-27" }))).toEqual([]);
  });

  it("asks nothing of an opening without questions, and ignores answers it did not ask", () => {
    const value = applicationSchema([], TODAY).parse(posted({ answer_7: "yes" }));
    expect(Object.keys(value).filter((key) => key.startsWith("answer_"))).toEqual([]);
  });

  it("has every message in the three languages", () => {
    const keys = new Set<string>();
    const everything = posted({
      full_name: undefined,
      email: undefined,
      phone: undefined,
      city: "c".repeat(81),
      available_from: "2026-01-01",
      experience_years: "99",
      answer_0: undefined,
      answer_2: "a".repeat(501),
      note: "n".repeat(2001),
      consent: undefined,
      languages: undefined,
      positions: undefined,
      country: undefined,
    });
    for (const line of messages(everything)) keys.add(line.split(": apply:")[1] ?? "");
    expect(keys.size).toBeGreaterThan(10);
    for (const language of ["en", "es", "fr"]) {
      const errors = dictionary(language, "apply").errors;
      for (const key of keys) {
        const [field, rule] = key.replace("errors.", "").split(".");
        expect(errors[field ?? ""]?.[rule ?? ""], `${language}: ${key}`).toEqual(expect.any(String));
      }
    }
  });
});

describe("the keys a candidate is found by", () => {
  it("compares addresses trimmed and lower-cased, and phones by their digits whatever the prefix", () => {
    expect(candidateKeysOf(" Wanjiru@Mail.TEST ", "+254 712-345 678")).toEqual({
      email: "wanjiru@mail.test",
      phone: "+254712345678",
    });
    expect(candidateKeysOf("", "00254 (712) 345.678")).toEqual({ email: null, phone: "+254712345678" });
    expect(candidateKeysOf("a@b.test", "  ")).toEqual({ email: "a@b.test", phone: null });
    expect(candidateKeysOf("", "0712 345 678")).toEqual({ email: null, phone: "0712345678" });
  });
});
