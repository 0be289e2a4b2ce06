/** The content editors' schemas (decision 0011): hostile input never throws, and each rule says why. */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { CONTENT_KIND_FACTS, CONTENT_KINDS } from "~/lib/content-kinds";
import { contentSchemas, optionalHttpsUrl, siteDetailsSchema, teamMemberSchema } from "~/lib/validation/content";
import { CONTENT_MAX_LENGTH } from "~/lib/validation/limits";
import { dictionary } from "../support/dictionaries";

const EMPTY = { position: "", bio: "", photoAlt: "" };
const team = (overrides: Record<string, unknown> = {}) => ({
  name: "Nia Otieno",
  linkedinUrl: "",
  translations: { en: { position: "Recruiter", bio: "Places chefs." }, es: EMPTY, fr: EMPTY },
  ...overrides,
});

describe("content schemas", () => {
  it("never throw, whatever they are handed", () => {
    const schemas = [...Object.values(contentSchemas), siteDetailsSchema];
    fc.assert(
      fc.property(fc.anything(), (input) => {
        for (const schema of schemas) expect(() => schema.safeParse(input)).not.toThrow();
      }),
      { numRuns: 300 },
    );
    // Shaped like a form, with hostile strings in every place.
    const hostile = fc.oneof(
      fc.string(),
      fc.string({ unit: "binary" }),
      fc.constantFrom("javascript:alert(1)", "../../etc/passwd", "\u0000"),
    );
    fc.assert(
      fc.property(hostile, hostile, hostile, (a, b, c) => {
        const translations = {
          en: { position: a, bio: b, question: a, answer: b, value: c, label: a },
          es: { position: c },
          fr: {},
        };
        for (const schema of schemas) {
          expect(() =>
            schema.safeParse({
              name: a,
              linkedinUrl: b,
              websiteUrl: c,
              imagePath: b,
              imageId: c,
              translations,
              socialLinks: { facebook: a },
              contact: { email: b, phone: c },
            }),
          ).not.toThrow();
        }
      }),
      { numRuns: 300 },
    );
  });

  it("requires English and leaves Spanish and French optional", () => {
    expect(teamMemberSchema.safeParse(team()).success).toBe(true);
    const noEnglish = teamMemberSchema.safeParse(
      team({ translations: { en: EMPTY, es: { position: "Reclutadora", bio: "Sí" }, fr: EMPTY } }),
    );
    expect(noEnglish.error?.issues.map((issue) => issue.message)).toContain("admin-content:errors.required");
    const tooLong = teamMemberSchema.safeParse(team({ name: "x".repeat(CONTENT_MAX_LENGTH.name + 1) }));
    expect(tooLong.error?.issues[0]?.message).toBe("admin-content:errors.tooLong");
  });

  it("takes https addresses only for LinkedIn, websites and social profiles", () => {
    const url = optionalHttpsUrl();
    expect(url.parse(" https://www.linkedin.com/in/nia ")).toBe("https://www.linkedin.com/in/nia");
    expect(url.parse("")).toBe("");
    for (const bad of [
      "http://example.com",
      "javascript:alert(1)",
      "https://localhost",
      "https://user:pw@example.com",
      "example.com",
    ]) {
      expect(url.safeParse(bad).error?.issues[0]?.message, bad).toBe("admin-content:errors.httpsUrl");
    }
  });

  it("takes a static image under /images or an uploaded image id", () => {
    expect(teamMemberSchema.parse(team({ imagePath: "/images/team/nia.svg" })).imagePath).toBe("/images/team/nia.svg");
    expect(teamMemberSchema.parse(team({ imageId: "7" })).imageId).toBe(7);
    for (const imagePath of ["/images/../secrets", "https://evil.example/x.png", "/etc/passwd"]) {
      expect(teamMemberSchema.safeParse(team({ imagePath })).success, imagePath).toBe(false);
    }
    expect(teamMemberSchema.safeParse(team({ imageId: "-1" })).success).toBe(false);
  });

  it("has every message in English, Spanish and French", () => {
    const keys = ["required", "tooLong", "httpsUrl", "imagePath", "imageId", "phone", "email", "notFound"];
    for (const language of ["en", "es", "fr"] as const) {
      const errors = dictionary(language, "admin-content").errors as Record<string, string>;
      for (const key of keys) expect(errors[key], `${language} ${key}`).toBeTruthy();
    }
    expect(dictionary("es", "admin-content").errors).not.toEqual(dictionary("en", "admin-content").errors);
  });

  it("take, for each kind, the fields its table names, and a picture exactly when it has one", () => {
    for (const kind of CONTENT_KINDS) {
      const { own, translated, picture } = CONTENT_KIND_FACTS[kind];
      const picked = picture ? ["imagePath", "imageId"] : [];
      expect(Object.keys(contentSchemas[kind].shape), kind).toEqual([
        ...own.map((field) => field.name),
        ...picked,
        "translations",
      ]);
      const english = contentSchemas[kind].shape.translations as unknown as { shape: { en: { shape: object } } };
      expect(Object.keys(english.shape.en.shape), kind).toEqual(translated.map((field) => field.name));
    }
  });
});
