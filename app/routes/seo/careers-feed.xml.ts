import { careersFeed } from "~/.server/careers-pages";
import type { Route } from "./+types/careers-feed.xml";

/** The open job openings of the address's language as RSS 2.0 (decision 0032). */
export function loader({ request, context }: Route.LoaderArgs) {
  return careersFeed({ request, context });
}
