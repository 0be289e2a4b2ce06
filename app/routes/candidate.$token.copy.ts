import { candidateCopyResponse } from "~/.server/candidate-page";
import type { Route } from "./+types/candidate.$token.copy";

/** The candidate's copy of everything held about them, a zip saved as an attachment (decision 0035). */
export const loader = (args: Route.LoaderArgs) => candidateCopyResponse(args);
