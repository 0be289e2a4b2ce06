/**
 * RFC 8058 one-click unsubscribe: mailbox providers POST "List-Unsubscribe=One-Click" to the
 * List-Unsubscribe URL of our emails (`/unsubscribe?token=...`, `/fr/unsubscribe?token=...`), from their own servers, with
 * `Origin: null` or a webmail's origin. Answered in the fast lane, in front of React Router, whose
 * cross-origin check would refuse those posts: no cookie is read, the token is the only authority
 * (decision 0005). A valid token never spends the per-IP form budget (providers post many from one
 * address); an unknown one does, so tokens cannot be guessed at leisure. The answer is the form's
 * result, as the newsletter endpoint's (decision 0010).
 * Any other POST to /unsubscribe (the page's own button) is left to React Router. Job alerts'
 * emails (decision 0036) carry `/careers/alerts/unsubscribe?token=...`, answered the same way.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import { unprefixedPath } from "~/i18n/paths";
import { JOB_ALERTS_UNSUBSCRIBE_PATH } from "~/lib/careers/job-alerts";
import { formRefusal, formSuccess } from "~/lib/forms/result";
import { JOB_ALERT_TOKEN_INVALID, jobAlertTokenSchema } from "~/lib/validation/job-alerts";
import { UNSUBSCRIBE_INVALID, unsubscribeSchema } from "~/lib/validation/unsubscribe";
import type { AppServices } from "../context";
import type { Database } from "../db";
import { unsubscribeFromJobAlerts } from "../services/careers";
import { unsubscribe } from "../services/records";
import { clientIpOf as defaultClientIpOf } from "./client-ip";
import { sendJson as reply } from "./node-io";
import { checkFormBudget, readVisitorForm } from "./visitor-form";

export const UNSUBSCRIBE_PATH = "/unsubscribe";
/** The body is one short field; a multipart one adds a boundary and a part header. */
export const ONE_CLICK_BODY_LIMIT_BYTES = 2 * 1024;

/** A list's unsubscribe: its token's schema, the service, and the answer to an unknown token. */
interface OneClickList {
  schema: typeof unsubscribeSchema;
  unsubscribe: (database: Database, token: string) => Promise<{ ok: boolean }>;
  invalid: string;
}

/** The lists with a one-click unsubscribe, by their English path. */
const LISTS = new Map<string, OneClickList>([
  [UNSUBSCRIBE_PATH, { schema: unsubscribeSchema, unsubscribe, invalid: UNSUBSCRIBE_INVALID }],
  [
    JOB_ALERTS_UNSUBSCRIBE_PATH,
    { schema: jobAlertTokenSchema, unsubscribe: unsubscribeFromJobAlerts, invalid: JOB_ALERT_TOKEN_INVALID },
  ],
]);

/** The token of a request target's query, without parsing the whole URL. */
function queryToken(target: string | undefined): string {
  const query = target?.indexOf("?") ?? -1;
  return query === -1 ? "" : (new URLSearchParams(target?.slice(query + 1)).get("token") ?? "");
}

export function oneClickUnsubscribe(
  services: Pick<AppServices, "database" | "rateLimits" | "logger">,
  clientIpOf: (req: IncomingMessage) => string = defaultClientIpOf,
) {
  async function handle(req: IncomingMessage, res: ServerResponse, token: string, list: OneClickList) {
    const read = await readVisitorForm(req, ONE_CLICK_BODY_LIMIT_BYTES);
    if (read.kind === "rejected") return reply(res, read.status, formRefusal(read.formError));
    if (read.kind !== "accepted" || read.form.get("List-Unsubscribe") !== "One-Click") {
      return reply(res, 400, formRefusal("forms.errors.malformed"));
    }

    const limits = { rateLimits: services.rateLimits, clientIp: clientIpOf(req) };
    // A spent budget refuses before the lookup: its answer must not tell a valid token apart.
    const spent = await checkFormBudget(limits);
    if (spent) return reply(res, spent.status, formRefusal(spent.formError), spent.headers);
    const parsed = list.schema.safeParse({ token });
    const outcome = parsed.success ? await list.unsubscribe(services.database, parsed.data.token) : undefined;
    if (outcome?.ok) return reply(res, 200, formSuccess());
    await services.rateLimits.penalize("form", limits.clientIp);
    reply(res, 404, formRefusal(list.invalid));
  }

  /** Takes POST to a list's unsubscribe path (in any language) with a token in its query and returns true; false for any other request. */
  return (req: IncomingMessage, res: ServerResponse, pathname: string): boolean => {
    const list = req.method === "POST" ? LISTS.get(unprefixedPath(pathname)) : undefined;
    if (!list) return false;
    const token = queryToken(req.url);
    if (!token) return false;
    handle(req, res, token, list).catch((error: unknown) => {
      services.logger.error({ err: error }, "One-click unsubscribe failed");
      if (!res.headersSent) reply(res, 503, formRefusal("forms.errors.unavailable"));
    });
    return true;
  };
}
