/**
 * Whatever staff type in an opening's description, duties or requirements, the careers page's HTML
 * carries no script, no event handler, no embedded frame and no script link, and no heading above
 * the page's own h2 (decision 0032). Generated with fast-check from Markdown and HTML fragments.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { renderOpeningMarkdown } from "~/.server/services/careers";
import { expectInert, markdownFragment } from "../support/hostile-markdown";

const fragment = markdownFragment(["# Title\n", "## Sub\n", "###### Deep\n", "**bold** _it_", "- item\n- item", "\n\n"]);

describe("an opening's Markdown, generated input", () => {
  it("never yields a script, a handler, a frame, a script link or a heading above h3", () => {
    fc.assert(
      fc.property(fc.array(fragment, { maxLength: 12 }), (parts) => {
        expectInert(renderOpeningMarkdown(parts.join("")), "h1, h2");
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
