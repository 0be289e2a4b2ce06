/**
 * What the opening pages (`/admin/openings/*`, decision 0032) read and do beyond their loader and
 * action: the id in the URL, the editor's "Add a question" and "Remove" (the form as typed, with
 * one question more or less, nothing saved), and each intent turned into a service call and an
 * answer. The permission checks are the routes' (requireLoader/requireAction).
 */
import { type AppLoadContext, data } from "react-router";
import { type ActionResult, unhandledIntent } from "~/lib/admin/action-result";
import { formRefusal } from "~/lib/forms/result";
import { OPENING_MAX_QUESTIONS } from "~/lib/validation/limits";
import type { OpeningAction } from "~/lib/validation/opening";
import { readRecordId } from "~/lib/validation/rules";
import type { SignedInUser } from "../auth/guard";
import { redirectWithToast } from "../http/toast";
import {
  closeOpening,
  createOpening,
  type OpeningChange,
  publishOpening,
  reopenOpening,
  updateOpening,
} from "../services/careers";
import { auditActor } from "../services/operations";

export const OPENINGS_PATH = "/admin/openings";
export const openingAdminPath = (id: number) => `${OPENINGS_PATH}/${id}`;

/** An opening's id from the URL; anything but a positive whole number that fits the column answers 404. */
export function openingIdOf(param: string | undefined): number {
  const id = readRecordId(param);
  if (id === undefined) throw data({ error: "notFound" }, { status: 404 });
  return id;
}

/** What a post typed, as Conform reads a form into nested values. */
type Typed = NonNullable<ActionResult["initialValue"]>;

/**
 * The form as typed with one more empty question ("Add a question"), or without the one the
 * address names (`?question=<n>`, "Remove"): no status, so the page shows these values again.
 */
export function reshapedForm(intent: "addQuestion" | "removeQuestion", typed: Typed, url: string): ActionResult {
  const posted = typed.questions;
  const questions: Typed = posted && typeof posted === "object" && !Array.isArray(posted) ? { ...posted } : {};
  const keys = Object.keys(questions).filter((key) => /^\d{1,3}$/.test(key));
  if (intent === "addQuestion") {
    if (keys.length >= OPENING_MAX_QUESTIONS)
      return { ...formRefusal("admin-openings:errors.tooManyQuestions"), initialValue: typed, intent };
    const next = keys.reduce((highest, key) => Math.max(highest, Number(key) + 1), 0);
    questions[String(next)] = { kind: "yesNo" };
  } else {
    const remove = new URL(url).searchParams.get("question");
    if (remove !== null) delete questions[remove];
  }
  return { initialValue: { ...typed, questions }, intent };
}

const toastFor = (intent: string) =>
  ({ kind: "success", title: `admin-openings:toast.${intent}.title`, text: `admin-openings:toast.${intent}.text` }) as const;

/** A refusal of the service: the opening is gone (404) or not in a state that allows the move (409). */
function refused(intent: string, change: Extract<OpeningChange, { ok: false }>) {
  return data<ActionResult>(
    { ...formRefusal(`admin-openings:errors.${change.reason}`), intent },
    { status: change.reason === "notFound" ? 404 : 409 },
  );
}

/** The new opening page's save: the draft is created and its page opened. */
export async function createOpeningAnswer(
  context: AppLoadContext,
  user: SignedInUser,
  draft: Parameters<typeof createOpening>[2],
) {
  const id = await createOpening(context.database, auditActor(user, context), draft);
  return redirectWithToast(context.config, openingAdminPath(id), toastFor("created"));
}

/** One change of an opening's page, parsed by its schema and allowed by the permission table. */
export async function applyOpeningIntent(
  context: AppLoadContext,
  user: SignedInUser,
  id: number,
  change: OpeningAction,
  typed: () => Typed,
  url: string,
) {
  const { database, config } = context;
  const actor = auditActor(user, context);
  const done = async (outcome: OpeningChange) =>
    outcome.ok ? redirectWithToast(config, openingAdminPath(id), toastFor(change.intent)) : refused(change.intent, outcome);
  switch (change.intent) {
    case "save":
      return done(await updateOpening(database, actor, id, change.draft));
    case "addQuestion":
    case "removeQuestion":
      return reshapedForm(change.intent, typed(), url);
    case "publish":
      return done(await publishOpening(database, actor, id));
    case "close":
      return done(await closeOpening(database, actor, id));
    case "reopen":
      return done(await reopenOpening(database, actor, id));
    default:
      return unhandledIntent(change);
  }
}
