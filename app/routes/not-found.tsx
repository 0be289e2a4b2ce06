import { notFoundLoader } from "~/.server/not-found";
import { HOME_PAGE_HANDLE, type RouteHandle } from "~/lib/route-handle";
import type { Route } from "./+types/not-found";
import HomePage from "./home";

export { headers, meta } from "~/lib/public-page";

/** Spec: an unknown path shows the home page, with the home page's dictionaries (answered 404, noindex). */
export const handle: RouteHandle = HOME_PAGE_HANDLE;

export const loader = (args: Route.LoaderArgs) => notFoundLoader(args);

export default function NotFoundPage() {
  return <HomePage />;
}
