/**
 * A campaign body's Markdown to email HTML (markdown-it). Raw HTML in the source is dropped, not
 * escaped: an editor who pastes markup sees it gone from the preview instead of shown as tags.
 * markdown-it already refuses `javascript:` and similar link schemes. Elements get inline styles,
 * the only styling mail clients keep, and links to the site become absolute, in the recipient's
 * language, and carry the campaign's UTM parameters so the site's analytics can attribute visits.
 */
import MarkdownIt from "markdown-it";
import type Token from "markdown-it/lib/token.mjs";
import type { Language } from "~/i18n/languages";
import { localizePath } from "~/i18n/paths";

export interface MarkdownLinks {
  publicUrl: string;
  language: Language;
  utmCampaign: string;
}

const text = "color:#10222f;font-size:15px;line-height:24px;margin:0 0 16px";
const STYLES: Record<string, string> = {
  p: text,
  h1: "color:#0f2a3d;font-size:24px;line-height:32px;margin:0 0 16px",
  h2: "color:#0f2a3d;font-size:20px;line-height:28px;margin:24px 0 12px",
  h3: "color:#0f2a3d;font-size:17px;line-height:24px;margin:20px 0 8px",
  h4: "color:#0f2a3d;font-size:15px;line-height:22px;margin:16px 0 8px",
  ul: `${text};padding-left:24px`,
  ol: `${text};padding-left:24px`,
  li: "margin:0 0 4px",
  a: "color:#095756;text-decoration:underline",
  blockquote: "border-left:3px solid #cbd5e1;color:#4a5b68;margin:0 0 16px;padding:0 0 0 12px",
  hr: "border:none;border-top:1px solid #e2e8f0;margin:24px 0",
  img: "max-width:100%;height:auto;border:0",
  code: "background:#f1f5f9;border-radius:4px;font-family:monospace;padding:1px 4px",
  pre: "background:#f1f5f9;border-radius:8px;font-family:monospace;overflow:auto;padding:12px",
  table: "border-collapse:collapse;margin:0 0 16px",
  th: "border:1px solid #e2e8f0;padding:6px 8px;text-align:left",
  td: "border:1px solid #e2e8f0;padding:6px 8px",
};

export const UTM_SOURCE = "newsletter";
const UTM_MEDIUM = "email";

/**
 * A link as the recipient gets it: site links absolute, localized and tagged; others untouched. A
 * link to the site is a relative path or a full address on the site's host (editors paste those
 * from the browser, in http or https): both reach the page in the recipient's language.
 */
export function campaignLink(href: string, links: MarkdownLinks): string {
  const site = new URL(links.publicUrl);
  let url: URL;
  try {
    url = new URL(href, site);
  } catch {
    return href;
  }
  const relative = href.startsWith("/") && !href.startsWith("//");
  const onSite = relative || ((url.protocol === "https:" || url.protocol === "http:") && url.host === site.host);
  if (!onSite) return href;
  url.protocol = site.protocol;
  url.pathname = localizePath(url.pathname, links.language);
  url.searchParams.set("utm_source", UTM_SOURCE);
  url.searchParams.set("utm_medium", UTM_MEDIUM);
  url.searchParams.set("utm_campaign", links.utmCampaign);
  return url.toString();
}

function styleAndLink(tokens: Token[], links: MarkdownLinks): void {
  for (const token of tokens) {
    const style = STYLES[token.tag];
    if (style && token.nesting !== -1) token.attrSet("style", style);
    if (token.type === "link_open") {
      const href = token.attrGet("href");
      if (href) token.attrSet("href", campaignLink(href, links));
    }
    if (token.children) styleAndLink(token.children, links);
  }
}

/**
 * The Markdown staff write, made safe to show: raw HTML is parsed as HTML so that it can be dropped
 * whole (a <script> block with its content), and markdown-it's link check refuses `javascript:`
 * and the like. Campaign emails and the careers pages (services/careers/markdown.ts) render with it.
 */
export function safeMarkdown(): MarkdownIt {
  const markdown = new MarkdownIt({ html: true, linkify: true, typographer: true });
  markdown.renderer.rules.html_block = () => "";
  markdown.renderer.rules.html_inline = () => "";
  return markdown;
}

const markdown = safeMarkdown();
markdown.core.ruler.push("campaign_links", (state) => {
  styleAndLink(state.tokens, state.env as MarkdownLinks);
});

export function renderCampaignMarkdown(source: string, links: MarkdownLinks): string {
  return markdown.render(source, { ...links });
}
