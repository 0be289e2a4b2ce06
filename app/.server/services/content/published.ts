/**
 * What one instance keeps of the state the content version guards: the editable content (decision
 * 0011) and the texts with staff's overrides (decision 0017). The page cache forgets both when it
 * sees another version, as it drops its pages: a render right after could otherwise store what an
 * instance read up to 2 s before the change, and keep it until the next change.
 */
import type { Database } from "../../db";
import { forgetSiteContent } from "./public";
import { forgetSiteTexts } from "./texts/site-texts";

export function forgetPublished(database: Database): void {
  forgetSiteContent(database);
  forgetSiteTexts(database);
}
