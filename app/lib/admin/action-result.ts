/**
 * What every admin action answers (decisions 0006 and 0010): Conform's result of the form that
 * posted, with the `intent` it answers, so a page shows each form's own messages. A page adds what
 * it shows once as optional extras (a generated password, a count); a refusal is a form-wide
 * message (`formRefusal`) under the HTTP status that fits it. Types and tiny helpers only: this
 * module is on the admin pages' first load.
 */
import { FORM_WIDE, type ResultOfForm } from "~/lib/forms/result";

/** Conform's result of the form that posted, the intent it answers, and the page's own extras. */
export type ActionResult<Extras extends object = object> = ResultOfForm & { intent: string } & Partial<Extras>;

/** The result when it answers one of these intents, else nothing (the last post was another form's). */
export function resultOf<Result extends ActionResult>(result: Result | null | undefined, ...intents: string[]) {
  return result && intents.includes(result.intent) ? result : undefined;
}

/** The first message of a refusal: the form-wide one, else the first field's. */
export function refusalOf(result: ResultOfForm | null | undefined): string | undefined {
  const errors = result?.error;
  if (!errors) return undefined;
  return errors[FORM_WIDE]?.[0] ?? Object.values(errors).flat()[0] ?? undefined;
}

/**
 * The end of an action's exhaustive switch on the parsed intent: TypeScript proves no intent is
 * left, since the page's schema already refused any other (400).
 */
export function unhandledIntent(intent: never): never {
  throw new Error(`unhandled intent ${String(intent)}`);
}
