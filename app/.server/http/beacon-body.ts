/**
 * The body of an analytics beacon (link clicks, page views): JSON sent as text/plain by
 * `sendBeacon` (no CORS preflight) or as JSON by `fetch`, bounded, and parsed with the beacon's own
 * schema. Each refusal is the answer to send: its status and a JSON `{error}` saying why.
 */
import type { IncomingMessage } from "node:http";
import type { z } from "zod";
import { HttpError } from "./boundary";
import { readBody } from "./request-body";

export interface BeaconRefusal {
  status: number;
  body: { error: string; issues?: string[] };
}

/** The body as text, or the refusal of a wrong type (415) or an oversized body (413). */
export async function readBeaconText(
  req: IncomingMessage,
  limit: number,
  tooLarge: string,
): Promise<{ text: string } | { refusal: BeaconRefusal }> {
  if (!/^(application\/json|text\/plain)\b/i.test(req.headers["content-type"] ?? "")) {
    req.resume();
    return { refusal: { status: 415, body: { error: "Send JSON (text/plain or application/json)" } } };
  }
  try {
    return { text: (await readBody(req, limit)).toString("utf8") };
  } catch (error) {
    if (error instanceof HttpError && error.status === 413) return { refusal: { status: 413, body: { error: tooLarge } } };
    throw error;
  }
}

/** The text parsed by `schema`, or a 400 naming malformed JSON or the first few invalid fields. */
export function parseBeacon<Schema extends z.ZodType>(
  text: string,
  schema: Schema,
  invalid: string,
): { data: z.output<Schema> } | { refusal: BeaconRefusal } {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return { refusal: { status: 400, body: { error: "Malformed JSON" } } };
  }
  const parsed = schema.safeParse(body);
  if (parsed.success) return { data: parsed.data };
  const issues = parsed.error.issues.slice(0, 5).map((issue) => `${issue.path.join(".")}: ${issue.message}`);
  return { refusal: { status: 400, body: { error: invalid, issues } } };
}
