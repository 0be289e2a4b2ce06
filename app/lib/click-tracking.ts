/**
 * Records every link click (spec: analytics of every link click) with one delegated listener.
 * The beacon leaves without delaying navigation; UTM parameters of the visit's landing URL are kept
 * in sessionStorage for the rest of the visit. The server adds user agent, anonymized address and time.
 */
import { postBeacon } from "./beacon";

export const CLICKS_ENDPOINT = "/api/clicks";
const UTM_KEY = "landing-utm";

interface Utm {
  utmSource?: string;
  utmMedium?: string;
  utmCampaign?: string;
}

function landingUtm(): Utm {
  try {
    const stored = sessionStorage.getItem(UTM_KEY);
    if (stored) return JSON.parse(stored) as Utm;
    const params = new URLSearchParams(window.location.search);
    const utm: Utm = {
      utmSource: params.get("utm_source")?.slice(0, 200) || undefined,
      utmMedium: params.get("utm_medium")?.slice(0, 200) || undefined,
      utmCampaign: params.get("utm_campaign")?.slice(0, 200) || undefined,
    };
    sessionStorage.setItem(UTM_KEY, JSON.stringify(utm));
    return utm;
  } catch {
    return {};
  }
}

function onClick(event: MouseEvent) {
  if (event.type === "auxclick" && event.button !== 1) return;
  const link = (event.target as Element | null)?.closest?.("a[href]");
  if (!(link instanceof HTMLAnchorElement)) return;
  const click = {
    url: link.href.slice(0, 2048),
    pageSource: `${window.location.pathname}${window.location.search}`.slice(0, 512),
    referrer: document.referrer.slice(0, 2048) || undefined,
    ...landingUtm(),
  };
  postBeacon(CLICKS_ENDPOINT, JSON.stringify({ events: [click] }));
}

/** Starts tracking; returns the function that stops it. */
export function startClickTracking(): () => void {
  landingUtm();
  document.addEventListener("click", onClick, { capture: true, passive: true });
  document.addEventListener("auxclick", onClick, { capture: true, passive: true });
  return () => {
    document.removeEventListener("click", onClick, { capture: true });
    document.removeEventListener("auxclick", onClick, { capture: true });
  };
}
