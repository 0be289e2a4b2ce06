/**
 * The request form's schema (decision 0038), as the browser and the server both run it: the lines
 * as posted (`lines[0].position`...), each refusal on the field it is about, and every message a key
 * of the `contact` namespace in the three languages.
 */
import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { LANGUAGES } from "~/i18n/languages";
import { MAX_REQUEST_LINES } from "~/lib/staff-requests/model";
import { partnershipSchema } from "~/lib/validation/partnership";
import { dictionary } from "../support/dictionaries";
import { PARTNERSHIP_FORM } from "../support/visitor-forms";

function parse(changes: Record<string, string | string[] | undefined> = {}) {
  const form = new FormData();
  for (const [name, value] of Object.entries({ ...PARTNERSHIP_FORM, ...changes })) {
    if (value !== undefined) for (const item of [value].flat()) form.append(name, item);
  }
  return parseWithZod(form, { schema: partnershipSchema });
}

/** Each field's first message, as the form shows them. */
const messages = (changes: Record<string, string | string[] | undefined>) => {
  const submission = parse(changes);
  return Object.fromEntries(Object.entries(submission.reply().error ?? {}).map(([name, list]) => [name, list?.[0]]));
};
const key = (path: string) => `contact:partnership.errors.${path}`;

describe("the request form's schema", () => {
  it("reads a request of two lines, the client's address lowercased, the languages without repeats", () => {
    const submission = parse({ languages: ["en", "sw", "en"], meals: "on", plan: "" });
    expect(submission.status).toBe("success");
    if (submission.status !== "success") return;
    expect(submission.value).toMatchObject({
      email: "amina@lakeside.test",
      city: "Nanyuki",
      languages: ["en", "sw"],
      housing: true,
      meals: true,
      plan: null,
      lines: [
        { position: "housekeepingAttendants", headcount: 10, end_date: "2027-09-30", duration_weeks: null },
        { position: "laundry", headcount: 2, end_date: null, duration_weeks: 16 },
      ],
    });
  });

  it("refuses maintenance technicians for a season beside the kind of placement, and takes them long term", () => {
    expect(messages({ "lines[0].position": "maintenanceTechnicians" })).toEqual({
      "lines[0].placement": key("line.placement.maintenanceLongTerm"),
    });
    expect(
      messages({ "lines[0].position": "maintenanceTechnicians", "lines[0].placement": "longTerm", "lines[0].end_date": "" }),
    ).toEqual({});
  });

  it("gives every message of a line at once, the rules between fields among them", () => {
    expect(
      messages({
        "lines[0].position": "maintenanceTechnicians",
        "lines[0].headcount": "",
        "lines[0].end_date": "2027-05-01",
        "lines[0].shift": "",
      }),
    ).toEqual({
      "lines[0].headcount": key("line.headcount.range"),
      "lines[0].shift": key("line.shift.required"),
      "lines[0].placement": key("line.placement.maintenanceLongTerm"),
      "lines[0].end_date": key("line.endDate.beforeStart"),
    });
  });

  it("puts each date rule beside its field", () => {
    expect(messages({ "lines[0].end_date": "2027-05-31" })).toEqual({ "lines[0].end_date": key("line.endDate.beforeStart") });
    expect(messages({ "lines[0].end_date": "2027-06-01" })).toEqual({});
    expect(messages({ "lines[1].end_date": "2027-12-01" })).toEqual({
      "lines[1].duration_weeks": key("line.durationWeeks.both"),
    });
    expect(messages({ "lines[1].duration_weeks": "" })).toEqual({ "lines[1].end_date": key("line.endDate.required") });
    expect(messages({ "lines[1].duration_weeks": "", "lines[1].placement": "longTerm" })).toEqual({});
    expect(messages({ "lines[0].start_date": "2027-02-30" })).toEqual({ "lines[0].start_date": key("line.startDate.invalid") });
    expect(messages({ "lines[0].start_date": "" })).toEqual({ "lines[0].start_date": key("line.startDate.required") });
    expect(messages({ "lines[1].duration_weeks": "157" })).toEqual({
      "lines[1].duration_weeks": key("line.durationWeeks.range"),
    });
  });

  it.each(["0", "-3", "1001", "2.5", "twelve", "1e400", ""])("refuses a headcount of %j", (headcount) => {
    expect(messages({ "lines[0].headcount": headcount })).toEqual({ "lines[0].headcount": key("line.headcount.range") });
  });

  it("refuses what is not on its list", () => {
    expect(
      messages({
        "lines[0].position": "astronaut",
        "lines[1].shift": "graveyard",
        organization_type: "castle",
        country: "atlantis",
        languages: ["en", "klingon"],
        plan: "premium",
        city: "",
      }),
    ).toEqual({
      "lines[0].position": key("line.position.required"),
      "lines[1].shift": key("line.shift.required"),
      organization_type: key("organizationType.required"),
      country: key("country.required"),
      "languages[1]": key("languages.invalid"),
      plan: key("plan.invalid"),
      city: key("city.required"),
    });
  });

  it("asks for a line's every field when it was left empty, and holds at most 30 lines", () => {
    expect(Object.keys(messages({ "lines[2].position": "" })).sort()).toEqual([
      "lines[2].headcount",
      "lines[2].placement",
      "lines[2].position",
      "lines[2].shift",
      "lines[2].start_date",
    ]);
    const many: Record<string, string> = {};
    for (let index = 0; index <= MAX_REQUEST_LINES; index++) {
      Object.assign(many, {
        [`lines[${index}].position`]: "laundry",
        [`lines[${index}].headcount`]: "1",
        [`lines[${index}].placement`]: "longTerm",
        [`lines[${index}].start_date`]: "2027-06-01",
        [`lines[${index}].shift`]: "day",
      });
    }
    expect(messages(many)).toEqual({ lines: key("lines.tooMany") });
  });

  it("has every message it gives in the three languages", () => {
    const keys = [
      "line.position.required",
      "line.headcount.range",
      "line.placement.required",
      "line.placement.maintenanceLongTerm",
      "line.startDate.required",
      "line.startDate.invalid",
      "line.endDate.invalid",
      "line.endDate.beforeStart",
      "line.endDate.required",
      "line.durationWeeks.range",
      "line.durationWeeks.both",
      "line.shift.required",
      "lines.required",
      "lines.tooMany",
      "city.required",
      "city.tooLong",
      "languages.invalid",
      "plan.invalid",
    ];
    for (const language of LANGUAGES) {
      const errors = dictionary(language, "contact").partnership.errors;
      for (const path of keys) {
        const text = path.split(".").reduce((node, part) => node?.[part], errors);
        expect(typeof text, `${language}: ${path}`).toBe("string");
      }
    }
  });
});
