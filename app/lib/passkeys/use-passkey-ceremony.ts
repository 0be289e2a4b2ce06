/**
 * A passkey ceremony from a page (decision 0023): ask the route's action for a challenge
 * (`passkeyOptions`, in place), run it in the browser, then post the answer under the route's
 * finishing intent as a page submission, so its result (or its redirect) is the page's like any
 * form's. The WebAuthn code loads only when a ceremony starts.
 */
import { useCallback, useEffect, useRef, useState } from "react";
import { useFetcher, useSubmit } from "react-router";
import type { FormResult } from "~/lib/forms/result";
import type { CeremonyFailure } from "./ceremony";

/** What the route's action answers `passkeyOptions` with: the options, or a refusal (a rate limit, a stale session). */
export type ChallengeAnswer = Partial<FormResult> & { passkeyOptions?: unknown };

/** Whether this browser can make or use a passkey at all (older browsers, some embedded views cannot). */
export const browserHasPasskeys = () => typeof window !== "undefined" && typeof window.PublicKeyCredential === "function";

export function usePasskeyCeremony({ ceremony, finish }: { ceremony: "register" | "authenticate"; finish: string }) {
  const fetcher = useFetcher<ChallengeAnswer>();
  const submit = useSubmit();
  const [running, setRunning] = useState(false);
  const [failure, setFailure] = useState<CeremonyFailure>();
  const fields = useRef<Record<string, string>>({});
  const handled = useRef<ChallengeAnswer>(undefined);

  useEffect(() => {
    const answer = fetcher.data;
    if (fetcher.state !== "idle" || !answer?.passkeyOptions || handled.current === answer) return;
    handled.current = answer;
    setRunning(true);
    import("./ceremony")
      .then(({ runCeremony }) => runCeremony(ceremony, answer.passkeyOptions as Parameters<typeof runCeremony>[1]))
      .then((outcome) => {
        if (outcome.ok) submit({ ...fields.current, intent: finish, response: outcome.response }, { method: "post" });
        else setFailure(outcome.failure);
      })
      .catch(() => setFailure("failed"))
      .finally(() => setRunning(false));
  }, [fetcher.state, fetcher.data, ceremony, finish, submit]);

  /** Starts a ceremony; `extra` fields (a name, the way back) go with the answer. */
  const start = useCallback(
    (extra: Record<string, string> = {}) => {
      fields.current = extra;
      setFailure(undefined);
      fetcher.submit({ intent: "passkeyOptions" }, { method: "post" });
    },
    [fetcher],
  );

  const refused = fetcher.state === "idle" && fetcher.data && !fetcher.data.passkeyOptions ? fetcher.data : undefined;
  return { start, busy: fetcher.state !== "idle" || running, failure, refused };
}
