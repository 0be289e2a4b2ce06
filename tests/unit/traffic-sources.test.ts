import { describe, expect, it } from "vitest";
import { type Channel, channelOf, sourceOf } from "~/lib/traffic/sources";

const SITE = "crestwayhospitality.com";

describe("the source of a view (decision 0016)", () => {
  it.each([
    // utm_source names the source, spelt the usual way when known.
    [{ utmSource: "newsletter" }, "Newsletter"],
    [{ utmSource: "Newsletter ", referrerHost: "mail.google.com" }, "Newsletter"],
    [{ utmSource: "linkedin" }, "LinkedIn"],
    [{ utmSource: "LinkedIn", referrerHost: "www.google.com" }, "LinkedIn"],
    [{ utmSource: "lnkd" }, "LinkedIn"],
    [{ utmSource: "facebook" }, "Facebook"],
    [{ utmSource: "fb" }, "Facebook"],
    [{ utmSource: "ig" }, "Instagram"],
    [{ utmSource: "twitter" }, "X (Twitter)"],
    [{ utmSource: "x" }, "X (Twitter)"],
    [{ utmSource: "google" }, "Google"],
    [{ utmSource: "google.com" }, "Google"],
    [{ utmSource: "www.bing.com" }, "Bing"],
    [{ utmSource: "duckduckgo" }, "DuckDuckGo"],
    [{ utmSource: "whatsapp" }, "WhatsApp"],
    // An unknown utm_source is kept as given: trimmed, spaces collapsed, bounded.
    [{ utmSource: "  Spring   Fair 2026 " }, "Spring Fair 2026"],
    [{ utmSource: "partner-hotels.example" }, "partner-hotels.example"],
    [{ utmSource: "p".repeat(150) }, "p".repeat(100)],
    // A campaign naming only the newsletter medium.
    [{ utmMedium: "newsletter" }, "Newsletter"],
    [{ utmMedium: "email" }, "Direct"],
    // An empty utm_source is none.
    [{ utmSource: "   ", referrerHost: "www.google.com" }, "Google"],
    // Search engines, by host and subdomain, in many countries.
    [{ referrerHost: "www.google.com" }, "Google"],
    [{ referrerHost: "google.fr" }, "Google"],
    [{ referrerHost: "www.google.co.uk" }, "Google"],
    [{ referrerHost: "www.google.com.mx" }, "Google"],
    [{ referrerHost: "www.bing.com" }, "Bing"],
    [{ referrerHost: "cn.bing.com" }, "Bing"],
    [{ referrerHost: "duckduckgo.com" }, "DuckDuckGo"],
    [{ referrerHost: "fr.search.yahoo.com" }, "Yahoo"],
    [{ referrerHost: "search.yahoo.co.jp" }, "Yahoo"],
    [{ referrerHost: "www.ecosia.org" }, "Ecosia"],
    [{ referrerHost: "www.baidu.com" }, "Baidu"],
    [{ referrerHost: "yandex.ru" }, "Yandex"],
    [{ referrerHost: "ya.ru" }, "Yandex"],
    [{ referrerHost: "www.qwant.com" }, "Qwant"],
    [{ referrerHost: "www.startpage.com" }, "Startpage"],
    [{ referrerHost: "search.brave.com" }, "Brave Search"],
    // Social networks, their link shorteners included.
    [{ referrerHost: "www.linkedin.com" }, "LinkedIn"],
    [{ referrerHost: "lnkd.in" }, "LinkedIn"],
    [{ referrerHost: "l.facebook.com" }, "Facebook"],
    [{ referrerHost: "m.facebook.com" }, "Facebook"],
    [{ referrerHost: "l.instagram.com" }, "Instagram"],
    [{ referrerHost: "t.co" }, "X (Twitter)"],
    [{ referrerHost: "x.com" }, "X (Twitter)"],
    [{ referrerHost: "twitter.com" }, "X (Twitter)"],
    [{ referrerHost: "old.reddit.com" }, "Reddit"],
    [{ referrerHost: "www.youtube.com" }, "YouTube"],
    [{ referrerHost: "youtu.be" }, "YouTube"],
    [{ referrerHost: "www.tiktok.com" }, "TikTok"],
    [{ referrerHost: "www.pinterest.fr" }, "Pinterest"],
    [{ referrerHost: "web.whatsapp.com" }, "WhatsApp"],
    // Look-alikes are other sites.
    [{ referrerHost: "notgoogle.com" }, "notgoogle.com"],
    [{ referrerHost: "google.com.evil.example" }, "google.com.evil.example"],
    [{ referrerHost: "xt.co" }, "xt.co"],
    // Any other host, without www.
    [{ referrerHost: "www.hotel-news.example" }, "hotel-news.example"],
    [{ referrerHost: "Blog.Partner.Example." }, "blog.partner.example"],
    // No referrer is Direct.
    [{}, "Direct"],
    [{ referrerHost: "" }, "Direct"],
    [{ referrerHost: null, utmSource: null }, "Direct"],
    // The site's own host: a move inside the site has no source.
    [{ referrerHost: SITE }, null],
    [{ referrerHost: `www.${SITE}` }, null],
  ])("%j is %j", (signals, expected) => {
    expect(sourceOf({ ...signals, siteHost: SITE })).toBe(expected);
  });

  it("knows every host the site answers to", () => {
    expect(sourceOf({ referrerHost: "127.0.0.1", siteHost: [SITE, "127.0.0.1"] })).toBeNull();
    expect(sourceOf({ referrerHost: "127.0.0.1", siteHost: SITE })).toBe("127.0.0.1");
  });
});

describe("the channel of a source", () => {
  it.each<[string, Channel]>([
    ["Direct", "direct"],
    ["Newsletter", "newsletter"],
    ["Google", "search"],
    ["Bing", "search"],
    ["DuckDuckGo", "search"],
    ["Yahoo", "search"],
    ["Ecosia", "search"],
    ["Baidu", "search"],
    ["Yandex", "search"],
    ["Qwant", "search"],
    ["Startpage", "search"],
    ["Brave Search", "search"],
    ["LinkedIn", "social"],
    ["Facebook", "social"],
    ["Instagram", "social"],
    ["X (Twitter)", "social"],
    ["Reddit", "social"],
    ["YouTube", "social"],
    ["TikTok", "social"],
    ["Pinterest", "social"],
    ["WhatsApp", "social"],
    ["hotel-news.example", "referral"],
    ["Spring Fair 2026", "referral"],
  ])("%s is %s", (source, channel) => {
    expect(channelOf(source)).toBe(channel);
  });
});
