import { clientCvResponse } from "~/.server/client-page";
import type { Route } from "./+types/client.$token.cv.$entry";

/** A shortlisted candidate's CV, when they agreed to show it, as an attachment (decision 0038). */
export const loader = (args: Route.LoaderArgs) => clientCvResponse(args);
