/**
 * Counts page views without a cookie (decision 0016): after hydration and after each client-side
 * navigation to another path, one beacon to /api/views names the page. The document's first view
 * also carries its query (the UTM parameters) and referrer; later views are moves inside the site.
 * The admin area is not counted. The server derives everything else.
 */
import { useEffect } from "react";
import { useLocation } from "react-router";
import { postBeacon } from "./beacon";

const VIEWS_ENDPOINT = "/api/views";

/** The path last counted: a second run of the same effect (StrictMode in development) is not a second view. */
let counted: string | undefined;

/** Sends a view for every path the app shows; for the root component. */
export function usePageViewBeacon(): void {
  const { pathname } = useLocation();
  useEffect(() => {
    if (pathname === counted) return;
    const first = counted === undefined;
    counted = pathname;
    if (pathname.startsWith("/admin")) return;
    // Bounded as the server's schema bounds them (a referrer's host comes first, so it survives the cut).
    const landing = { search: location.search.slice(0, 1024), referrer: document.referrer.slice(0, 1024) };
    postBeacon(VIEWS_ENDPOINT, JSON.stringify(first ? { path: pathname, ...landing } : { path: pathname }));
  }, [pathname]);
}
