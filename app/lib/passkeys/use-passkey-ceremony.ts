/**
 * A passkey ceremony from a page (decision 0023): ask the route's action for a challenge
 * (`passkeyOptions`), run it in the browser, then post the answer under the route's finishing
 * intent. Both posts go in place (fetchers): the page's loaders revalidate after the answer, and
 * an answer that redirects (a sign-in) navigates. The WebAuthn code loads only when a ceremony
 * starts, so no page pays for it before.
 */
import { useCallback, useEffect, useRef, useState } from "react";
import { useFetcher } from "react-router";
import type { ActionResult } from "~/lib/admin/action-result";
import type { FormResult } from "~/lib/forms/result";
import type { CeremonyFailure } from "./ceremony";

/** What the route's action answers `passkeyOptions` with: the options, or a refusal (a rate limit, a stale session). */
export type ChallengeAnswer = Partial<FormResult> & { passkeyOptions?: unknown; rateLimitedMinutes?: number };

/** What it answers the finishing intent with, when it does not redirect. */
export type CeremonyResult = Partial<ActionResult> & { rateLimitedMinutes?: number };

/** Whether this browser can make or use a passkey at all (older browsers, some embedded views cannot). */
export const browserHasPasskeys = () => typeof window !== "undefined" && typeof window.PublicKeyCredential === "function";

export function usePasskeyCeremony({ ceremony, finish }: { ceremony: "register" | "authenticate"; finish: string }) {
  const challenge = useFetcher<ChallengeAnswer>();
  const answer = useFetcher<CeremonyResult>();
  const [running, setRunning] = useState(false);
  const [failure, setFailure] = useState<CeremonyFailure>();
  const fields = useRef<Record<string, string>>({});
  const handled = useRef<ChallengeAnswer>(undefined);
  const { submit } = answer;

  useEffect(() => {
    const options = challenge.data?.passkeyOptions;
    if (challenge.state !== "idle" || !options || handled.current === challenge.data) return;
    handled.current = challenge.data;
    setRunning(true);
    import("./ceremony")
      .then(({ runCeremony }) => runCeremony(ceremony, options as Parameters<typeof runCeremony>[1]))
      .then((outcome) => {
        if (outcome.ok) submit({ ...fields.current, intent: finish, response: outcome.response }, { method: "post" });
        else setFailure(outcome.failure);
      })
      .catch(() => setFailure("failed"))
      .finally(() => setRunning(false));
  }, [challenge.state, challenge.data, ceremony, finish, submit]);

  /** Starts a ceremony; `extra` fields (a name, the way back) go with the answer. */
  const start = useCallback(
    (extra: Record<string, string> = {}) => {
      fields.current = extra;
      setFailure(undefined);
      challenge.submit({ intent: "passkeyOptions" }, { method: "post" });
    },
    [challenge.submit],
  );

  const idle = challenge.state === "idle" && answer.state === "idle";
  const refused = challenge.state === "idle" && challenge.data && !challenge.data.passkeyOptions ? challenge.data : undefined;
  return { start, busy: !idle || running, failure, refused, result: answer.state === "idle" ? answer.data : undefined };
}
