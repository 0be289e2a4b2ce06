/**
 * Posts an analytics beacon without delaying the page: `sendBeacon` with a text/plain body (a
 * simple request, no CORS preflight), or `fetch` with keepalive when the browser has no beacon or
 * refuses this one. Shared by the link-click and page-view counters.
 */
export function postBeacon(endpoint: string, body: string): void {
  if (!navigator.sendBeacon?.(endpoint, body)) {
    void fetch(endpoint, { method: "POST", body, keepalive: true, headers: { "Content-Type": "text/plain" } }).catch(() => {});
  }
}
