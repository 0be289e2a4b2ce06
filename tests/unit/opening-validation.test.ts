/** The opening editor's schema (decision 0032): what a posted form becomes, and what it refuses with which message. */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { openingIdOf, openingPath, openingReference, readCareersFilter, slugOf } from "~/lib/careers";
import { openingActionSchema, openingDraftSchema } from "~/lib/validation/opening";
import { dictionary } from "../support/dictionaries";
import { dayFromToday } from "../support/openings";

/** The fields as a browser posts them (Conform reads dotted names into objects). */
const posted = (changes: Record<string, unknown> = {}) => ({
  content: {
    en: { title: "Steward", description: "Keep the kitchen spotless.", employerDescription: "", duties: "", requirements: "" },
  },
  position: "stewarding",
  placement: "longTerm",
  location: "gh:accra",
  employerName: "Kempinski Accra",
  peopleWanted: "3",
  startDate: dayFromToday(30),
  closesOn: dayFromToday(14),
  ...changes,
});
const messages = (result: { error?: { issues: { message: string; path: PropertyKey[] }[] } }) =>
  (result.error?.issues ?? []).map((issue) => `${issue.path.join(".")}: ${issue.message.replace("admin-openings:errors.", "")}`);

describe("the opening schema", () => {
  it("turns a posted form into a draft", () => {
    const draft = openingDraftSchema.parse(
      posted({
        housing: "on",
        payMin: "12,50",
        payCurrency: "GHS",
        payUnit: "hour",
        questions: {
          "4": { kind: "text", prompt: { en: "Languages?" } },
          "1": { kind: "yesNo", prompt: { en: "Night shifts?", fr: "Travail de nuit ?" }, disqualifying: "no" },
          "2": {
            kind: "choice",
            prompt: { en: "Experience?" },
            choices: { en: "None\n One \n\nTwo or more", es: "Ninguna\nUna\nDos o más" },
            disqualifying: ["0", "1"],
          },
        },
      }),
    );
    expect(draft).toMatchObject({
      country: "gh",
      city: "accra",
      employerName: "Kempinski Accra",
      housing: true,
      meals: false,
      pay: { min: 12.5, max: 12.5, currency: "GHS", unit: "hour" },
      peopleWanted: 3,
      seasonEnd: null,
    });
    expect(draft.questions).toEqual([
      { kind: "yesNo", prompt: { en: "Night shifts?", fr: "Travail de nuit ?" }, choices: { en: [] }, disqualifying: ["no"] },
      {
        kind: "choice",
        prompt: { en: "Experience?" },
        choices: { en: ["None", "One", "Two or more"], es: ["Ninguna", "Una", "Dos o más"] },
        disqualifying: ["0", "1"],
      },
      { kind: "text", prompt: { en: "Languages?" }, choices: { en: [] }, disqualifying: [] },
    ]);
  });

  it("places maintenance long-term only, and wants a season's end for seasonal work", () => {
    expect(
      messages(
        openingDraftSchema.safeParse(
          posted({ position: "maintenanceTechnicians", placement: "seasonal", seasonEnd: dayFromToday(90) }),
        ),
      ),
    ).toEqual(["placement: longTermOnly"]);
    expect(messages(openingDraftSchema.safeParse(posted({ placement: "seasonal" })))).toEqual(["seasonEnd: seasonEnd"]);
    expect(messages(openingDraftSchema.safeParse(posted({ placement: "seasonal", seasonEnd: dayFromToday(10) })))).toEqual([
      "seasonEnd: seasonEndOrder",
    ]);
  });

  it("takes the United States with a typed city, and refuses a city outside the markets", () => {
    expect(openingDraftSchema.parse(posted({ location: "us", usCity: "Orlando" }))).toMatchObject({
      country: "us",
      city: "Orlando",
    });
    expect(messages(openingDraftSchema.safeParse(posted({ location: "us" })))).toEqual(["usCity: usCity"]);
    expect(messages(openingDraftSchema.safeParse(posted({ location: "ke:paris" })))).toEqual(["location: location"]);
  });

  it("wants a confidential employer described, and pay whole or not at all", () => {
    expect(messages(openingDraftSchema.safeParse(posted({ employerName: "" })))).toEqual([
      "content.en.employerDescription: employer",
    ]);
    expect(messages(openingDraftSchema.safeParse(posted({ payMin: "400" })))).toEqual([
      "payCurrency: payIncomplete",
      "payUnit: payIncomplete",
    ]);
    expect(
      messages(openingDraftSchema.safeParse(posted({ payMin: "400", payMax: "300", payCurrency: "USD", payUnit: "month" }))),
    ).toEqual(["payMax: payOrder"]);
    expect(messages(openingDraftSchema.safeParse(posted({ payMin: "1e3", payCurrency: "USD", payUnit: "month" })))).toEqual([
      "payMin: pay",
    ]);
  });

  it("refuses a started translation without its title, choices that do not match, and foreign disqualifying answers", () => {
    const content = { en: posted().content.en, fr: { duties: "Plonge" } };
    expect(messages(openingDraftSchema.safeParse(posted({ content })))).toEqual([
      "content.fr.title: translationIncomplete",
      "content.fr.description: translationIncomplete",
    ]);
    const questions = {
      "0": { kind: "choice", prompt: { en: "Shift?" }, choices: { en: "Day\nNight", fr: "Jour" }, disqualifying: "5" },
      "1": { kind: "yesNo", prompt: { en: "Driver?" }, disqualifying: "maybe" },
    };
    expect(messages(openingDraftSchema.safeParse(posted({ questions })))).toEqual([
      "questions.0.choices.fr: choicesCount",
      "questions.0.disqualifying: disqualifying",
      "questions.1.disqualifying: disqualifying",
    ]);
  });

  it("refuses impossible dates", () => {
    expect(messages(openingDraftSchema.safeParse(posted({ closesOn: "2026-02-30" })))).toEqual(["closesOn: date"]);
  });

  it("takes Add a question and Remove without checking the form", () => {
    expect(openingActionSchema.safeParse({ intent: "addQuestion" }).success).toBe(true);
    expect(openingActionSchema.safeParse({ intent: "removeQuestion", content: "nonsense" }).success).toBe(true);
    expect(openingActionSchema.safeParse({ intent: "save" }).success).toBe(false);
  });

  it("has every message in English, Spanish and French", () => {
    const source = readFileSync("app/lib/validation/opening.ts", "utf8");
    const keys = [
      ...new Set([...source.matchAll(/ns\("(\w+)"\)|issue\("\w+", "(\w+)"\)/g)].map((match) => match[1] ?? match[2])),
    ];
    expect(keys.length).toBeGreaterThan(15);
    for (const language of ["en", "es", "fr"] as const) {
      const errors = dictionary(language, "admin-openings").errors as Record<string, string>;
      for (const key of keys) expect(errors[key as string], `${language} ${key}`).toBeTruthy();
    }
  });
});

describe("an opening's reference and address", () => {
  it("derives the reference from the id and reads it back", () => {
    expect(openingReference(42)).toBe("CW-00042");
    expect(openingIdOf("CW-00042")).toBe(42);
    expect(openingIdOf("42-room-attendant")).toBe(42);
    expect(openingIdOf("room-42")).toBeUndefined();
    expect(openingIdOf("0")).toBeUndefined();
    expect(openingIdOf("99999999999")).toBeUndefined();
  });

  it("spells the address from the English title", () => {
    expect(slugOf("Chef de partie — Hôtel Île de Gorée!")).toBe("chef-de-partie-hotel-ile-de-goree");
    expect(slugOf("!!!")).toBe("opening");
    expect(openingPath(7, "Room attendant, beach resort")).toBe("/careers/7-room-attendant-beach-resort");
  });

  it("reads the careers filters of an address, ignoring unknown values", () => {
    expect(readCareersFilter(new URLSearchParams("position=laundry&country=ke&kind=seasonal"))).toEqual({
      position: "laundry",
      country: "ke",
      kind: "seasonal",
    });
    expect(readCareersFilter(new URLSearchParams("position=pilot&country=xx&kind=&other=1"))).toEqual({});
  });
});
