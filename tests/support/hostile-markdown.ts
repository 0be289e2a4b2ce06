/**
 * What the Markdown staff write may try, and the check that its HTML holds no active content:
 * shared by the campaign and the job opening renderers' generated-input tests.
 */
import fc from "fast-check";
import { JSDOM } from "jsdom";
import { expect } from "vitest";

/** Markdown and raw HTML that would run script if it came through, beside ordinary Markdown. */
export const HOSTILE_MARKDOWN = [
  "<script>alert(1)</script>",
  "<img src=x onerror=alert(1)>",
  '<a href="javascript:alert(1)">x</a>',
  "[x](javascript:alert(1))",
  "[x](JaVaScRiPt:alert(1))",
  "[x](vbscript:msgbox(1))",
  "![x](data:text/html;base64,PHNjcmlwdD4=)",
  '<div onclick="x()">',
  "<iframe src=https://evil.test></iframe>",
  "<style>body{}</style>",
] as const;

/** A source of generated Markdown: any text, or one of the hostile fragments and `ordinary` ones. */
export const markdownFragment = (ordinary: readonly string[]) =>
  fc.oneof(fc.string(), fc.constantFrom(...HOSTILE_MARKDOWN, ...ordinary));

/** Fails unless the HTML has no script, frame, form, handler or script link (nor any of `alsoBanned`); answers its document. */
export function expectInert(html: string, alsoBanned = ""): Document {
  const document = new JSDOM(`<body>${html}</body>`).window.document;
  const banned = `script, iframe, style, object, embed, form, input${alsoBanned ? `, ${alsoBanned}` : ""}`;
  expect(document.querySelectorAll(banned).length).toBe(0);
  for (const element of document.querySelectorAll("*")) {
    for (const attribute of element.attributes) {
      expect(attribute.name.startsWith("on"), attribute.name).toBe(false);
      if (attribute.name === "href" || attribute.name === "src")
        expect(attribute.value.trim().toLowerCase()).not.toMatch(/^(javascript|vbscript|data:text)/);
    }
  }
  return document;
}
