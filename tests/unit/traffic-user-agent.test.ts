import { describe, expect, it } from "vitest";
import { agentNamesOf, agentTraitsOf } from "~/.server/services/analytics/user-agent";

const AGENTS = {
  chromeLinux: "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36",
  chromeOs: "Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36",
  chromeAndroid:
    "Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36",
  chromeIphone:
    "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/124.0.6367.111 Mobile/15E148 Safari/604.1",
  androidTablet: "Mozilla/5.0 (Linux; Android 13; SM-X700) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36",
  webView:
    "Mozilla/5.0 (Linux; Android 13; Pixel 7 Build/TQ3A.230805.001; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/116.0.0.0 Mobile Safari/537.36",
  safariMac: "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_4) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15",
  safariIphone:
    "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1",
  safariIpad:
    "Mozilla/5.0 (iPad; CPU OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1",
  firefoxWindows: "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:126.0) Gecko/20100101 Firefox/126.0",
  firefoxAndroid: "Mozilla/5.0 (Android 14; Mobile; rv:126.0) Gecko/126.0 Firefox/126.0",
  edge: "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36 Edg/124.0.0.0",
  opera:
    "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36 OPR/110.0.0.0",
  samsung:
    "Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/25.0 Chrome/121.0.0.0 Mobile Safari/537.36",
  smartTv:
    "Mozilla/5.0 (SMART-TV; Linux; Tizen 6.0) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/4.0 Chrome/76.0.3809.146 TV Safari/537.36",
  facebookApp:
    "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 [FBAN/FBIOS;FBAV/460.0.0.36.109;]",
  vivaldi:
    "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36 Vivaldi/6.7",
  curl: "curl/8.5.0",
  empty: "",
};

describe("what a view keeps of the user agent (decision 0016)", () => {
  it.each([
    ["chromeLinux", "desktop", "Chrome"],
    ["chromeOs", "desktop", "Chrome"],
    ["chromeAndroid", "mobile", "Chrome"],
    ["chromeIphone", "mobile", "Chrome"],
    ["androidTablet", "tablet", "Chrome"],
    ["webView", "mobile", "Chrome"],
    ["safariMac", "desktop", "Safari"],
    ["safariIphone", "mobile", "Safari"],
    ["safariIpad", "tablet", "Safari"],
    ["firefoxWindows", "desktop", "Firefox"],
    ["firefoxAndroid", "mobile", "Firefox"],
    ["edge", "desktop", "Edge"],
    ["opera", "desktop", "Opera"],
    ["samsung", "mobile", "Samsung Internet"],
    ["smartTv", "other", "Samsung Internet"],
    ["facebookApp", "mobile", "Other"],
    ["vivaldi", "desktop", "Other"],
    ["curl", "other", "Other"],
    ["empty", "other", "Other"],
  ] as const)("%s is a %s running %s", (agent, device, browser) => {
    expect(agentTraitsOf(AGENTS[agent])).toEqual({ device, browser });
  });

  it("answers a repeated agent the same, from memory", () => {
    const first = agentTraitsOf(AGENTS.edge);
    expect(agentTraitsOf(AGENTS.edge)).toBe(first);
  });

  it("keeps answering right past its memory's bound", () => {
    for (let i = 0; i < 1_500; i++) agentTraitsOf(`${AGENTS.firefoxWindows} build/${i}`);
    expect(agentTraitsOf(AGENTS.safariIpad)).toEqual({ device: "tablet", browser: "Safari" });
  });
});

describe("how a signed-in session's browser and system are named (decision 0024)", () => {
  it.each([
    ["chromeLinux", "Chrome 156", "Linux"],
    ["chromeAndroid", "Chrome 124", "Android"],
    ["safariMac", "Safari 17", "macOS"],
    ["safariIphone", "Safari 17", "iOS"],
    ["firefoxWindows", "Firefox 126", "Windows"],
    ["edge", "Edge 124", "Windows"],
    ["samsung", "Samsung Internet 25", "Android"],
    // A browser the traffic view counts as "Other" keeps its own name here.
    ["vivaldi", "Vivaldi 6", "Windows"],
    ["curl", null, null],
    ["empty", null, null],
  ] as const)("%s is %s on %s", (agent, browser, system) => {
    expect(agentNamesOf(AGENTS[agent])).toEqual({ browser, system });
  });
});
