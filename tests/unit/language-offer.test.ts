import { describe, expect, it } from "vitest";
import { offeredLanguage } from "~/i18n/remember";

describe("the language offered on an English page", () => {
  it("is the stored choice when that is Spanish or French", () => {
    expect(offeredLanguage("fr", ["en-US"])).toBe("fr");
    expect(offeredLanguage("es", [])).toBe("es");
  });
  it("is nothing when the stored choice is English (a dismissed offer)", () => {
    expect(offeredLanguage("en", ["fr-FR", "fr"])).toBeUndefined();
  });
  it("is the first browser language the site speaks, when no choice is stored", () => {
    expect(offeredLanguage(null, ["de-DE", "es-MX", "fr"])).toBe("es");
    expect(offeredLanguage(null, ["FR-ca"])).toBe("fr");
    expect(offeredLanguage(null, ["de", "en-GB", "fr"])).toBeUndefined();
    expect(offeredLanguage(null, ["de", "it"])).toBeUndefined();
    expect(offeredLanguage(null, [])).toBeUndefined();
  });
  it("ignores a stored value that is not a language", () => {
    expect(offeredLanguage("klingon", ["fr"])).toBe("fr");
    expect(offeredLanguage("", ["en"])).toBeUndefined();
  });
});
