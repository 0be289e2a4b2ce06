/**
 * Whether a request's user agent is a bot's (isbot's rule), for the beacons of link clicks and page
 * views (decision 0016): neither records bots.
 */
import { isbot } from "isbot";
import { boundedMemo } from "../bounded-memo";

/** Verdicts remembered per user agent: visitors' agents repeat, and isbot's pattern costs 1.5 µs a call. */
const REMEMBERED_AGENTS = 1_000;

/** A judge with its own memory; each beacon makes one. */
export function botJudge(): (userAgent: string) => boolean {
  return boundedMemo(isbot, REMEMBERED_AGENTS);
}
