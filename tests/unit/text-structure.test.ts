/**
 * What an edited text must keep (decision 0017): the placeholders, nested references and markup of
 * the shipped English, in any order, each as often as the English has it; and the bounds every
 * language's text has. Properties over generated texts, and the shipped dictionaries themselves.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { shippedTexts } from "~/.server/services/content/texts/shipped";
import { LANGUAGES } from "~/i18n/languages";
import { TEXT_VALUE_MAX } from "~/lib/texts/model";
import { textRefusal } from "~/lib/texts/rules";
import { keepsStructure, structureOf, structureProblems } from "~/lib/texts/structure";

/** Text that holds no token and cannot make one with its neighbours: none of `{ } < > $`. */
const prose = fc.string({ maxLength: 30 }).map((text) => text.replace(/[{}<>$]/g, ""));

const word = fc.stringMatching(/^[a-zA-Z][a-zA-Z0-9_]{0,11}$/);
const token = fc.oneof(
  word.map((name) => `{{${name}}}`),
  word.map((name) => `$t(${name})`),
  fc.constantFrom("<b>", "</b>", "<strong>", "</strong>", "<1>", "</1>", "<br/>", "<0>", "</0>"),
);

/** Tokens and prose interleaved: prose, token, prose, ..., prose. */
function interleave(tokens: readonly string[], fillers: readonly string[]): string {
  return tokens.reduce((text, item, index) => `${text}${item}${fillers[index + 1] ?? ""}`, fillers[0] ?? "");
}

const reference = fc
  .record({ tokens: fc.array(token, { minLength: 1, maxLength: 6 }), fillers: fc.array(prose, { minLength: 7, maxLength: 7 }) })
  .map(({ tokens, fillers }) => ({ tokens, text: interleave(tokens, fillers) }));

/** A reference, its tokens in another order (each as often) with other prose, and one token to leave out. */
const rearranged = reference.chain(({ tokens, text }) =>
  fc.record({
    text: fc.constant(text),
    order: fc.shuffledSubarray([...tokens], { minLength: tokens.length, maxLength: tokens.length }),
    dropped: fc.nat({ max: tokens.length - 1 }),
    fillers: fc.array(prose, { minLength: tokens.length + 1, maxLength: tokens.length + 1 }),
  }),
);

describe("the structure of a text", () => {
  it("reads placeholders, nested references and markup, normalising spaces inside placeholders", () => {
    expect(structureOf("Hello {{ name }}, see $t(common:more) <strong>now</strong><br/>")).toEqual([
      "{{name}}",
      "$t(common:more)",
      "<strong>",
      "</strong>",
      "<br/>",
    ]);
    expect(structureOf("No tokens: { single } braces, 3 < 4 > 2, $ 5.")).toEqual([]);
  });

  it("accepts any text made of the reference's tokens in any order with any prose between them", () => {
    fc.assert(
      fc.property(rearranged, ({ text, order, fillers }) => {
        const edited = interleave(order, fillers);
        expect(structureProblems(text, edited)).toEqual({ missing: [], unknown: [] });
        expect(keepsStructure(text, edited)).toBe(true);
        for (const language of LANGUAGES) {
          if (edited.trim() !== "") expect(textRefusal(text, language, edited)).toBeUndefined();
        }
      }),
    );
  });

  it("refuses a text that lacks any one token, naming it", () => {
    fc.assert(
      fc.property(rearranged, ({ text, order, dropped, fillers }) => {
        const lost = order[dropped] as string;
        const edited = interleave(
          order.filter((_, index) => index !== dropped),
          fillers,
        );
        expect(structureProblems(text, edited)).toEqual({ missing: [lost], unknown: [] });
        expect(textRefusal(text, "fr", `${edited}x`)).toEqual({ reason: "structure", missing: [lost], unknown: [] });
      }),
    );
  });

  it("refuses a text with a token the reference does not have, naming it", () => {
    fc.assert(
      fc.property(reference, token, prose, ({ tokens, text }, extra, filler) => {
        // One more of a token the reference has is as unknown as a new one.
        const edited = `${filler}${tokens.join(" ")}${extra}`;
        expect(structureProblems(text, edited)).toEqual({ missing: [], unknown: [extra] });
      }),
    );
  });

  it("names what is missing and what is unknown: placeholders, markup", () => {
    const welcome = "Welcome to the {{siteName}} newsletter";
    expect(structureProblems(welcome, "Bienvenue à la lettre")).toEqual({ missing: ["{{siteName}}"], unknown: [] });
    expect(structureProblems(welcome, "Bienvenue à la lettre {{siteNom}}")).toEqual({
      missing: ["{{siteName}}"],
      unknown: ["{{siteNom}}"],
    });
    expect(structureProblems(welcome, "Bienvenue à la lettre <b>{{siteName}}</b>")).toEqual({
      missing: [],
      unknown: ["<b>", "</b>"],
    });
    const marked = "Read the <1>terms</1> before {{date}}";
    expect(structureProblems(marked, "Lisez les conditions avant {{date}}")).toEqual({ missing: ["<1>", "</1>"], unknown: [] });
    expect(structureProblems(marked, "Avant {{ date }}, lisez les <1>conditions</1>")).toEqual({ missing: [], unknown: [] });
  });
});

describe("the rules of a text", () => {
  it("bounds the length, refuses an empty English text, lets an empty translation remove itself", () => {
    expect(textRefusal("Hello", "es", "a".repeat(TEXT_VALUE_MAX + 1))).toEqual({ reason: "tooLong", max: TEXT_VALUE_MAX });
    expect(textRefusal("Hello", "es", "a".repeat(TEXT_VALUE_MAX))).toBeUndefined();
    expect(textRefusal("Hello", "en", "")).toEqual({ reason: "empty" });
    expect(textRefusal("Hello", "en", "  \n ")).toEqual({ reason: "empty" });
    expect(textRefusal("Hello {{name}}", "es", "")).toBeUndefined();
    expect(textRefusal("Hello {{name}}", "fr", "   ")).toBeUndefined();
  });

  it("keeps hostile text as text: no markup the English lacks, quotes and javascript: are only words", () => {
    const hostile = `javascript:alert("x") " onmouseover="alert(1)" 'single' & done`;
    expect(textRefusal("Most popular", "es", hostile)).toBeUndefined();
    expect(textRefusal("Most popular", "es", `<script>alert(1)</script>`)).toEqual({
      reason: "structure",
      missing: [],
      unknown: ["<script>", "</script>"],
    });
    expect(textRefusal("Most popular", "fr", `<a href="javascript:alert(1)">x</a>`)).toMatchObject({
      reason: "structure",
      unknown: ['<a href="javascript:alert(1)">', "</a>"],
    });
    expect(textRefusal("Most popular", "fr", `<img src=x onerror=alert(1)>`)).toMatchObject({ reason: "structure" });
  });

  it("keeps every plural form's placeholders: _one, _other and the _many only Spanish and French use", () => {
    const forms = ["range.showing_one", "range.showing_other", "range.showing_many"].map((key) =>
      shippedTexts.byName.get(`admin-dashboard:${key}`),
    );
    for (const entry of forms) {
      if (!entry) throw new Error("the plural forms of admin-dashboard:range.showing are shipped");
      expect(structureOf(entry.text.en).sort()).toEqual(["{{count}}", "{{from}}", "{{to}}"]);
      expect(textRefusal(entry.text.en, "es", "Del {{from}} al {{to}} ({{count}})")).toBeUndefined();
      expect(textRefusal(entry.text.en, "es", "Del {{from}} al {{to}}")).toEqual({
        reason: "structure",
        missing: ["{{count}}"],
        unknown: [],
      });
    }
    // A form only Spanish and French use translates its `_other` sibling's English.
    expect(forms[2]).toMatchObject({ hasEnglishKey: false, englishKey: "range.showing_other" });
    expect(forms[2]?.text.en).toBe(forms[1]?.text.en);
  });

  it("accepts every shipped translation, and its tokens in reverse order", () => {
    for (const entry of shippedTexts.entries) {
      for (const language of LANGUAGES) {
        const text = entry.text[language];
        if (text === undefined) continue;
        expect(textRefusal(entry.text.en, language, text), `${entry.namespace}:${entry.key} ${language}`).toBeUndefined();
        const reversed = structureOf(text).reverse().join(" … ");
        if (reversed) expect(keepsStructure(entry.text.en, reversed)).toBe(true);
      }
    }
  });
});
