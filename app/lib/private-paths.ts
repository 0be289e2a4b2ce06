import type { HeadersFunction } from "react-router";

/**
 * Pages whose address carries a private token (a candidate's own page, decision 0035; a client's
 * page of their staff request, decision 0038; a privacy request's confirmation and its copy,
 * decision 0041). Analytics
 * keeps such an address with the token replaced, so a stored page view or click never holds a key
 * to someone's data.
 */
const PRIVATE_TOKEN = /(\/(?:(?:es|fr)\/)?(?:candidate|client|privacy\/request\/(?:confirm|copy))\/)[A-Za-z0-9_-]+/g;

/** A path or URL with any private token replaced by ":token"; anything else as it is. */
export function maskPrivatePath<Value extends string | null | undefined>(value: Value): Value {
  return (typeof value === "string" ? value.replace(PRIVATE_TOKEN, "$1:token") : value) as Value;
}

/** A private page's headers: the loader's (no store, no referrer), or an action's that set its own, whatever the parents say. */
export const privatePageHeaders: HeadersFunction = ({ loaderHeaders, actionHeaders }) =>
  actionHeaders.has("Cache-Control") ? actionHeaders : loaderHeaders;
