/**
 * Whatever staff type in an opening's description, duties or requirements, the careers page's HTML
 * carries no script, no event handler, no embedded frame and no script link, and no heading above
 * the page's own h2 (decision 0032). Generated with fast-check from Markdown and HTML fragments.
 */
import fc from "fast-check";
import { JSDOM } from "jsdom";
import { describe, expect, it } from "vitest";
import { renderOpeningMarkdown } from "~/.server/services/careers";

const fragment = fc.oneof(
  fc.string(),
  fc.constantFrom(
    "<script>alert(1)</script>",
    "<img src=x onerror=alert(1)>",
    '<a href="javascript:alert(1)">x</a>',
    "[x](javascript:alert(1))",
    "[x](JaVaScRiPt:alert(1))",
    "![x](data:text/html;base64,PHNjcmlwdD4=)",
    '<div onclick="x()">',
    "<iframe src=https://evil.test></iframe>",
    "# Title\n",
    "## Sub\n",
    "###### Deep\n",
    "**bold** _it_",
    "- item\n- item",
    "\n\n",
  ),
);

describe("an opening's Markdown, generated input", () => {
  it("never yields a script, a handler, a frame, a script link or a heading above h3", () => {
    fc.assert(
      fc.property(fc.array(fragment, { maxLength: 12 }), (parts) => {
        const html = renderOpeningMarkdown(parts.join(""));
        const document = new JSDOM(`<body>${html}</body>`).window.document;
        expect(document.querySelectorAll("script, iframe, style, object, embed, form, input, h1, h2").length).toBe(0);
        for (const element of document.querySelectorAll("*")) {
          for (const attribute of element.attributes) {
            expect(attribute.name.startsWith("on"), attribute.name).toBe(false);
            if (attribute.name === "href" || attribute.name === "src")
              expect(attribute.value.trim().toLowerCase()).not.toMatch(/^(javascript|vbscript|data:text)/);
          }
        }
      }),
      { numRuns: 300 },
    );
  });

  it("keeps lists, emphasis and links, and renders nothing for an empty part", () => {
    expect(renderOpeningMarkdown("- Linen\n- **Minibar**\n\n[Pricing](/pricing)")).toBe(
      '<ul>\n<li>Linen</li>\n<li><strong>Minibar</strong></li>\n</ul>\n<p><a href="/pricing">Pricing</a></p>\n',
    );
    expect(renderOpeningMarkdown("  \n")).toBe("");
  });
});
