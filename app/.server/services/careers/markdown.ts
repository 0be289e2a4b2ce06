/**
 * An opening's Markdown (description, duties, requirements) as page HTML, through the campaigns'
 * safe renderer (raw HTML dropped, unsafe link schemes refused). Headings move down two levels:
 * the page's title is its h1 and each part's heading an h2, so what staff write stays beneath them.
 */
import type Token from "markdown-it/lib/token.mjs";
import { safeMarkdown } from "../campaigns/markdown";

const markdown = safeMarkdown();

function lowerHeadings(tokens: Token[]): void {
  for (const token of tokens) {
    if (token.type !== "heading_open" && token.type !== "heading_close") continue;
    const level = Math.min(6, Number(token.tag.slice(1)) + 2);
    token.tag = `h${level}`;
  }
}

markdown.core.ruler.push("opening_headings", (state) => {
  lowerHeadings(state.tokens);
});

export function renderOpeningMarkdown(source: string): string {
  return source.trim() === "" ? "" : markdown.render(source);
}

/** The three Markdown parts of an opening's text, rendered once for the page and its JobPosting. */
export interface OpeningHtml {
  description: string;
  duties: string;
  requirements: string;
}

export function renderOpeningParts(text: OpeningHtml): OpeningHtml {
  return {
    description: renderOpeningMarkdown(text.description),
    duties: renderOpeningMarkdown(text.duties),
    requirements: renderOpeningMarkdown(text.requirements),
  };
}
