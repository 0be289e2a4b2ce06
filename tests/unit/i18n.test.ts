import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it, vi } from "vitest";
import { LANGUAGES } from "~/i18n/languages";
import { type Dictionary, mergeOverEnglish } from "~/i18n/merge";
import { renderMissingKey, titleCaseKey } from "~/i18n/options";
import { languageOfRequest } from "~/i18n/request-language.server";

const LOCALES = path.resolve("app/locales");
const namespaces = readdirSync(path.join(LOCALES, "en")).map((file) => file.replace(/\.json$/, ""));
const readDictionary = (lng: string, ns: string): Dictionary =>
  JSON.parse(readFileSync(path.join(LOCALES, lng, `${ns}.json`), "utf8"));

function keyPaths(dictionary: Dictionary, prefix = ""): string[] {
  return Object.entries(dictionary).flatMap(([key, value]) =>
    typeof value === "string" ? [`${prefix}${key}`] : keyPaths(value, `${prefix}${key}.`),
  );
}

function placeholders(text: string): string[] {
  return [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1] ?? "").sort();
}

function valueAt(dictionary: Dictionary, keyPath: string): string | undefined {
  let node: string | Dictionary | undefined = dictionary;
  for (const part of keyPath.split(".")) node = typeof node === "object" ? node[part] : undefined;
  return typeof node === "string" ? node : undefined;
}

describe.each(namespaces)("dictionary namespace %s", (ns) => {
  const english = readDictionary("en", ns);
  const englishKeys = keyPaths(english);

  it.each(LANGUAGES.filter((lng) => lng !== "en"))("has every English key in %s, with the same placeholders", (lng) => {
    const translation = readDictionary(lng, ns);
    const missing = englishKeys.filter((key) => !valueAt(translation, key));
    expect(missing, `keys of en/${ns}.json missing from ${lng}/${ns}.json`).toEqual([]);
    for (const key of englishKeys) {
      expect(placeholders(valueAt(translation, key) ?? ""), `${lng}:${ns}:${key}`).toEqual(
        placeholders(valueAt(english, key) ?? ""),
      );
    }
  });
});

describe("lookup order: current language, then English, then the title-cased key", () => {
  it("fills a missing translation with English", () => {
    const merged = mergeOverEnglish({ a: "Hello", nested: { b: "Bye", c: "Stay" } }, { a: "Hola", nested: { b: "" } });
    expect(merged).toEqual({ a: "Hola", nested: { b: "Bye", c: "Stay" } });
  });

  it("renders a key nobody translated as title case and logs it once", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    expect(renderMissingKey("footer.quickLinks")).toBe("Quick Links");
    expect(renderMissingKey("footer.quickLinks")).toBe("Quick Links");
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith("Translation error for key", "footer.quickLinks");
    warn.mockRestore();
  });

  it.each([
    ["get_started", "Get Started"],
    ["cta.request-quote", "Request Quote"],
    ["nav.whoWeAre", "Who We Are"],
  ])("title-cases %s as %s", (key, expected) => {
    expect(titleCaseKey(key)).toBe(expected);
  });
});

describe("the language of a request", () => {
  const request = (url: string, cookie?: string) =>
    new Request(`http://localhost${url}`, cookie ? { headers: { Cookie: cookie } } : undefined);

  it("defaults to English", () => expect(languageOfRequest(request("/"))).toBe("en"));
  it("is the address's on public pages, whatever the cookie says", () => {
    expect(languageOfRequest(request("/", "a=1; language=fr"))).toBe("en");
    expect(languageOfRequest(request("/fr/pricing", "language=es"))).toBe("fr");
    expect(languageOfRequest(request("/es/"))).toBe("es");
  });
  it("follows the language cookie in the admin area and the API", () => {
    expect(languageOfRequest(request("/admin/login", "a=1; language=fr"))).toBe("fr");
    expect(languageOfRequest(request("/api/newsletter", "language=es"))).toBe("es");
  });
  it("takes nothing from ?lang= (the server answers it 301 at the prefixed address)", () => {
    expect(languageOfRequest(request("/?lang=es", "language=fr"))).toBe("en");
    expect(languageOfRequest(request("/fr/pricing?lang=es"))).toBe("fr");
    expect(languageOfRequest(request("/admin/login?lang=es", "language=fr"))).toBe("fr");
  });
  it("ignores unsupported and malformed values", () => {
    expect(languageOfRequest(request("/de/pricing?lang=de", "language=xx"))).toBe("en");
    expect(languageOfRequest(request("/admin/login", "language=xx"))).toBe("en");
    expect(languageOfRequest(request("/admin/login", "language=%"))).toBe("en");
    expect(languageOfRequest(request("/admin/login", "language=%E0%A4%A"))).toBe("en");
  });
});
