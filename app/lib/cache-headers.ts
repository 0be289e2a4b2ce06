/**
 * What a route declares about caching (docs/decisions/0008-fast-lane-and-page-cache.md). A page is
 * shared by caches, the server's own page cache included, only when its route exports
 * `headers = sharedPageHeaders`: its anonymous HTML is then the same for every visitor of one
 * language. A route that says nothing is rendered for each visitor and marked private.
 */
import type { HeadersFunction } from "react-router";

/** CDNs may hold the page for a minute and serve it stale for five while they revalidate. */
export const SHARED_PAGE_CACHE_CONTROL = "public, max-age=0, s-maxage=60, stale-while-revalidate=300";

/** Shared, unless the root consumed a one-shot cookie (a toast): that answer is this visitor's alone. */
export const sharedPageHeaders: HeadersFunction = ({ parentHeaders }) =>
  /\bno-store\b/i.test(parentHeaders.get("Cache-Control") ?? "") ? parentHeaders : { "Cache-Control": SHARED_PAGE_CACHE_CONTROL };

/** True when a Cache-Control value lets shared caches store the response. */
export function isSharedCacheControl(value: string | null | undefined): boolean {
  if (!value || !/(^|,)\s*public\s*(,|$)/i.test(value)) return false;
  const sMaxAge = /(?:^|,)\s*s-maxage=(\d+)/i.exec(value);
  return sMaxAge !== null && Number(sMaxAge[1]) > 0 && !/\b(no-store|private)\b/i.test(value);
}

/**
 * What caches may do with a rendered response: what its route declared, except that an answer
 * setting a cookie, or declaring nothing, is for this visitor only (docs/product.md section 7: responses carry
 * a no-cache header).
 */
export function cacheControlOf(headers: Headers): string {
  const declared = headers.get("Cache-Control");
  if (!declared || (headers.has("Set-Cookie") && /\bpublic\b/i.test(declared))) return "private, no-cache";
  return declared;
}
