/**
 * Whatever an editor types, the campaign body's HTML carries no script, no event handler and no
 * script link (raw HTML is dropped), and every link to the site carries the campaign's UTM tags.
 * Generated with fast-check from Markdown and HTML fragments, not only the cases we thought of.
 */
import fc from "fast-check";
import { JSDOM } from "jsdom";
import { describe, expect, it } from "vitest";
import { renderCampaignMarkdown } from "~/.server/services/campaigns/markdown";
import { expectInert, markdownFragment } from "../support/hostile-markdown";

const links = { publicUrl: "https://staffing.test", language: "es" as const, utmCampaign: "winter-7" };

const fragment = markdownFragment([
  "[site](/pricing)",
  "[site](https://staffing.test/contact?a=1)",
  "[other](https://other.test/)",
  "# Title",
  "**bold** _it_",
  "- item\n- item",
  "> quote",
  "```\ncode <b>\n```",
  "\n\n",
]);

describe("campaign Markdown, generated input", () => {
  it("never yields a script, an event handler, an embedded frame or a script link", () => {
    fc.assert(
      fc.property(fc.array(fragment, { maxLength: 12 }), (parts) => {
        const document = expectInert(renderCampaignMarkdown(parts.join(""), links));
        for (const anchor of document.querySelectorAll("a[href]")) {
          const href = anchor.getAttribute("href") ?? "";
          if (href.startsWith("https://staffing.test")) {
            const url = new URL(href);
            expect(url.searchParams.get("utm_source")).toBe("newsletter");
            expect(url.searchParams.get("utm_campaign")).toBe("winter-7");
          }
        }
      }),
      { numRuns: 300 },
    );
  });
});

describe("links to the site in a campaign", () => {
  const spanish = (href: string) =>
    new JSDOM(renderCampaignMarkdown(`[x](${href})`, links)).window.document.querySelector("a")?.href;
  const tagged = "utm_source=newsletter&utm_medium=email&utm_campaign=winter-7";

  it("puts a full address on the site's host in the reader's language, exactly like a relative one", () => {
    expect(spanish("/pricing")).toBe(`https://staffing.test/es/pricing?${tagged}`);
    expect(spanish("https://staffing.test/pricing")).toBe(`https://staffing.test/es/pricing?${tagged}`);
    expect(spanish("http://staffing.test/pricing?plan=2#faq")).toBe(`https://staffing.test/es/pricing?plan=2&${tagged}#faq`);
    expect(spanish("//staffing.test/fr/about")).toBe(spanish("/fr/about"));
    expect(spanish("https://staffing.test/")).toBe(spanish("/"));
  });

  it("leaves links to other hosts untouched", () => {
    expect(spanish("https://partner.test/pricing")).toBe("https://partner.test/pricing");
    expect(spanish("https://staffing.test.evil.test/pricing")).toBe("https://staffing.test.evil.test/pricing");
    expect(spanish("https://staffing.test:8443/pricing")).toBe("https://staffing.test:8443/pricing");
  });
});
