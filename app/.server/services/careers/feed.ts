/**
 * The RSS 2.0 feed of the open openings in one language (decision 0032): the newest published
 * first, each linking to its page in that language. The words are the caller's (in the feed's
 * language); this only writes the XML.
 */
import type { Language } from "~/i18n/languages";
import { escapeMarkup } from "~/lib/escape-markup";

export interface FeedChannel {
  title: string;
  description: string;
  /** The careers page in the feed's language. */
  link: string;
  /** The feed's own address. */
  self: string;
  language: Language;
}

export interface FeedItem {
  title: string;
  link: string;
  summary: string;
  /** ISO-8601. */
  published: string;
}

const rfc822 = (iso: string) => new Date(iso).toUTCString();

export function careersFeedXml(channel: FeedChannel, items: FeedItem[], now = new Date()): string {
  const entries = items.map(
    (item) =>
      `<item><title>${escapeMarkup(item.title)}</title><link>${escapeMarkup(item.link)}</link>` +
      `<guid isPermaLink="true">${escapeMarkup(item.link)}</guid><pubDate>${rfc822(item.published)}</pubDate>` +
      `<description>${escapeMarkup(item.summary)}</description></item>`,
  );
  // The newest item's time (ISO-8601 sorts as text); the feed's own time when it is empty.
  const built =
    items
      .map((item) => item.published)
      .sort()
      .at(-1) ?? now.toISOString();
  return [
    `<?xml version="1.0" encoding="UTF-8"?>`,
    `<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom"><channel>`,
    `<title>${escapeMarkup(channel.title)}</title><link>${escapeMarkup(channel.link)}</link>`,
    `<description>${escapeMarkup(channel.description)}</description><language>${channel.language}</language>`,
    `<lastBuildDate>${rfc822(built)}</lastBuildDate>`,
    `<atom:link href="${escapeMarkup(channel.self)}" rel="self" type="application/rss+xml"/>`,
    ...entries,
    `</channel></rss>`,
    "",
  ].join("\n");
}
