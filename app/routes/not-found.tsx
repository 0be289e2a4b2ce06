import { notFoundLoader } from "~/.server/not-found";
import type { RouteHandle } from "~/lib/route-handle";
import type { Route } from "./+types/not-found";
import HomePage, { handle as homeHandle } from "./home";

export { headers, meta } from "~/lib/public-page";

/** Spec: an unknown path shows the home page, with the home page's dictionaries (answered 404, noindex). */
export const handle: RouteHandle = homeHandle;

export const loader = (args: Route.LoaderArgs) => notFoundLoader(args);

export const HomeAsNotFound = HomePage;

export default function NotFoundPage() {
  return <HomeAsNotFound />;
}
