import { privacyCopyResponse } from "~/.server/privacy-copy-download";
import type { Route } from "./+types/privacy.request.copy.$token";

/** A person's copy of their data from a privacy request, a zip saved as an attachment (decision 0041). */
export const loader = (args: Route.LoaderArgs) => privacyCopyResponse(args);
