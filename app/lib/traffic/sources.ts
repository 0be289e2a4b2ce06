/**
 * Where a visit came from (decision 0016): `utm_source` names the source when present, spelt the
 * usual way when it is a known one (`newsletter` is the Newsletter); otherwise the referrer's host,
 * grouped into named search engines and social networks; no referrer is Direct. A view reached
 * from another page of the site has no source (its visit keeps its first view's). Shared by the
 * server that counts and the traffic view that groups sources into channels: plain string work.
 */

export type Channel = "search" | "social" | "newsletter" | "direct" | "referral";

export const DIRECT_SOURCE = "Direct";
export const NEWSLETTER_SOURCE = "Newsletter";

/** The longest source named after a raw `utm_source`: a name, not a paragraph. */
export const MAX_SOURCE_LENGTH = 100;

interface NamedSource {
  name: string;
  channel: "search" | "social";
  /** The hosts it sends visitors from (a subdomain counts: `fr.search.yahoo.com`). */
  hosts: RegExp;
  /** How campaigns spell it in `utm_source`, lower case. */
  aliases: readonly string[];
}

/** A host of `domains` or any of its subdomains; `(?:com?\.)?[a-z]{2,3}` stands for a country's domain (google.co.uk, google.fr). */
const hostsOf = (...domains: string[]) => new RegExp(`(?:^|\\.)(?:${domains.join("|")})$`);
const COUNTRY_DOMAIN = "(?:com?\\.)?[a-z]{2,3}";

const NAMED_SOURCES: readonly NamedSource[] = [
  { name: "Google", channel: "search", hosts: hostsOf(`google\\.${COUNTRY_DOMAIN}`), aliases: ["google"] },
  { name: "Bing", channel: "search", hosts: hostsOf("bing\\.com"), aliases: ["bing"] },
  { name: "DuckDuckGo", channel: "search", hosts: hostsOf("duckduckgo\\.com"), aliases: ["duckduckgo", "ddg"] },
  { name: "Yahoo", channel: "search", hosts: hostsOf(`yahoo\\.${COUNTRY_DOMAIN}`), aliases: ["yahoo"] },
  { name: "Ecosia", channel: "search", hosts: hostsOf("ecosia\\.org"), aliases: ["ecosia"] },
  { name: "Baidu", channel: "search", hosts: hostsOf("baidu\\.com"), aliases: ["baidu"] },
  { name: "Yandex", channel: "search", hosts: hostsOf(`yandex\\.${COUNTRY_DOMAIN}`, "ya\\.ru"), aliases: ["yandex"] },
  { name: "Qwant", channel: "search", hosts: hostsOf("qwant\\.com"), aliases: ["qwant"] },
  { name: "Startpage", channel: "search", hosts: hostsOf("startpage\\.com"), aliases: ["startpage"] },
  { name: "Brave Search", channel: "search", hosts: hostsOf("search\\.brave\\.com"), aliases: ["brave", "brave search"] },
  { name: "LinkedIn", channel: "social", hosts: hostsOf("linkedin\\.com", "lnkd\\.in"), aliases: ["linkedin", "lnkd"] },
  { name: "Facebook", channel: "social", hosts: hostsOf("facebook\\.com", "fb\\.com", "fb\\.me"), aliases: ["facebook", "fb"] },
  { name: "Instagram", channel: "social", hosts: hostsOf("instagram\\.com"), aliases: ["instagram", "ig"] },
  { name: "X (Twitter)", channel: "social", hosts: hostsOf("twitter\\.com", "x\\.com", "t\\.co"), aliases: ["twitter", "x"] },
  { name: "Reddit", channel: "social", hosts: hostsOf("reddit\\.com", "redd\\.it"), aliases: ["reddit"] },
  { name: "YouTube", channel: "social", hosts: hostsOf("youtube\\.com", "youtu\\.be"), aliases: ["youtube", "yt"] },
  { name: "TikTok", channel: "social", hosts: hostsOf("tiktok\\.com"), aliases: ["tiktok"] },
  {
    name: "Pinterest",
    channel: "social",
    hosts: hostsOf(`pinterest\\.${COUNTRY_DOMAIN}`, "pin\\.it"),
    aliases: ["pinterest"],
  },
  {
    name: "WhatsApp",
    channel: "social",
    hosts: hostsOf("whatsapp\\.com", "whatsapp\\.net", "wa\\.me"),
    aliases: ["whatsapp", "wa"],
  },
];

const NEWSLETTER_ALIASES = new Set(["newsletter", "newsletters"]);

/** A host as compared: lower case, without a trailing dot or a leading `www.`. */
export function bareHost(host: string): string {
  return host
    .trim()
    .toLowerCase()
    .replace(/\.$/, "")
    .replace(/^www\./, "");
}

/** Whether a host is one of the site's own (a `www.` before either side does not count). */
export function isOwnHost(host: string, siteHost: string | readonly string[]): boolean {
  const bare = bareHost(host);
  return (typeof siteHost === "string" ? [siteHost] : siteHost).some((own) => bareHost(own) === bare);
}

const namedByHost = (host: string) => NAMED_SOURCES.find((source) => source.hosts.test(host));

/** A `utm_source` spelt as its known source, or as given (trimmed, spaces collapsed, bounded). */
function sourceOfUtm(utmSource: string): string {
  const given = utmSource.trim().replace(/\s+/g, " ");
  const lower = given.toLowerCase();
  if (NEWSLETTER_ALIASES.has(lower)) return NEWSLETTER_SOURCE;
  const named =
    NAMED_SOURCES.find((source) => source.aliases.includes(lower)) ??
    (lower.includes(".") ? namedByHost(bareHost(lower)) : undefined);
  return named?.name ?? given.slice(0, MAX_SOURCE_LENGTH);
}

export interface SourceSignals {
  /** The referrer's host, when the view had an http(s) referrer. */
  referrerHost?: string | null;
  utmSource?: string | null;
  utmMedium?: string | null;
  /** The site's own host(s): a referrer there is a move inside the site. */
  siteHost: string | readonly string[];
}

/** The source of a view, or null for one reached from another page of the site. */
export function sourceOf({ referrerHost, utmSource, utmMedium, siteHost }: SourceSignals): string | null {
  if (utmSource?.trim()) return sourceOfUtm(utmSource);
  // A campaign that names only its medium: the newsletter's is the one the site knows.
  if (utmMedium && NEWSLETTER_ALIASES.has(utmMedium.trim().toLowerCase())) return NEWSLETTER_SOURCE;
  const host = referrerHost ? bareHost(referrerHost) : "";
  if (!host) return DIRECT_SOURCE;
  if (isOwnHost(host, siteHost)) return null;
  return namedByHost(host)?.name ?? host;
}

/** The channel a source belongs to, as the traffic view groups them. */
export function channelOf(source: string): Channel {
  if (source === DIRECT_SOURCE) return "direct";
  if (source === NEWSLETTER_SOURCE) return "newsletter";
  return NAMED_SOURCES.find((named) => named.name === source)?.channel ?? "referral";
}
