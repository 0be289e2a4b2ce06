/**
 * What the content editors page (`/admin/content`, decision 0011) reads and does: the tab's items or the
 * site details, and each intent of its action turned into a service call and an answer. The route
 * stays a loader and an action; the permission checks are the route's (requireLoader/requireAction).
 */

import { data } from "react-router";
import { unhandledIntent } from "~/lib/admin/action-result";
import { CONTENT_TABS, type ContentActionResult, type ContentTab, IMAGE_FIELD, SHOWN_ON } from "~/lib/admin/content-tabs";
import { CONTENT_KIND_FACTS } from "~/lib/content-kinds";
import { type FormResult, formRefusal } from "~/lib/forms/result";
import { UPLOAD_REJECTION_MESSAGES } from "~/lib/media/upload-rejections";
import type { ContentAction } from "~/lib/validation/content";
import type { Database } from "../db";
import type { ReplyMessages } from "../http/parse-form";
import {
  createContent,
  deleteContent,
  listContent,
  moveContent,
  readSiteDetails,
  saveSiteDetails,
  setContentHidden,
  storeUploadedFile,
  updateContent,
} from "../services/content";
import type { AuditActor } from "../services/operations";

export function contentTabOf(value: string | null): ContentTab {
  return (CONTENT_TABS as readonly string[]).includes(value ?? "") ? (value as ContentTab) : CONTENT_TABS[0];
}

/** The page's data for a tab: the kind's items, or the site details. */
export async function contentEditorData(database: Database, tab: ContentTab) {
  if (tab === "details") return { tab, items: [], details: await readSiteDetails(database.db) };
  return { tab, items: await listContent(database, tab), details: null };
}

const answer = (result: ContentActionResult, status = 200) => data<ContentActionResult>(result, { status });

/** An item created or updated: its picture stored first when one was chosen, then the kind's write. */
async function saveItem(
  database: Database,
  actor: AuditActor,
  form: FormData,
  change: Extract<ContentAction, { intent: "create" | "update" }>,
  reply: (messages?: ReplyMessages) => FormResult,
) {
  const { intent, kind } = change;
  const { intent: _intent, kind: _kind, ...fields } = change;
  // The schema was the kind's own; TypeScript cannot pair the kind with its fields.
  const value = fields as { id?: string; imageId?: number };
  const upload = form.get(IMAGE_FIELD);
  const { picture } = CONTENT_KIND_FACTS[kind];
  if (picture && upload instanceof File && upload.size > 0) {
    const stored = await storeUploadedFile(database, actor, upload, picture);
    if (!stored.ok) {
      const refusal = reply({ fieldErrors: { [IMAGE_FIELD]: [UPLOAD_REJECTION_MESSAGES[stored.reason]] } });
      return answer({ ...refusal, intent, kind }, stored.reason === "tooLarge" ? 413 : 400);
    }
    value.imageId = stored.image.id;
  }
  const { id = "", ...input } = value;
  const outcome =
    intent === "create"
      ? await createContent(database, actor, kind, input as never)
      : await updateContent(database, actor, kind, id, input as never);
  if (!outcome.ok) return answer({ ...reply({ formErrors: ["admin-content:errors.notFound"] }), intent, kind }, 404);
  const savedId = "id" in outcome ? String(outcome.id) : id;
  return answer({ ...reply(), intent, kind, shownOn: SHOWN_ON[kind], id: savedId });
}

/** The answer of a change to an item's place or visibility: 404 when the item is gone. */
function itemAnswer(
  change: Extract<ContentAction, { intent: "hide" | "show" | "moveUp" | "moveDown" | "delete" }>,
  outcome: { ok: boolean },
) {
  const { intent, kind, id } = change;
  if (!outcome.ok) return answer({ ...formRefusal("admin-content:errors.notFound"), intent, kind }, 404);
  return answer({ status: "success", intent, kind, shownOn: SHOWN_ON[kind], id });
}

/** One change of the editors' action, parsed by its schema and allowed by the permission table. */
export async function applyContentIntent(
  database: Database,
  actor: AuditActor,
  form: FormData,
  change: ContentAction,
  reply: (messages?: ReplyMessages) => FormResult,
) {
  switch (change.intent) {
    case "saveDetails": {
      const { intent, ...details } = change;
      await saveSiteDetails(database, actor, details);
      return answer({ ...reply(), intent, shownOn: SHOWN_ON.details });
    }
    case "create":
    case "update":
      return saveItem(database, actor, form, change, reply);
    case "hide":
    case "show":
      return itemAnswer(change, await setContentHidden(database, actor, change.kind, change.id, change.intent === "hide"));
    case "moveUp":
    case "moveDown":
      return itemAnswer(
        change,
        await moveContent(database, actor, change.kind, change.id, change.intent === "moveUp" ? "up" : "down"),
      );
    case "delete":
      return itemAnswer(change, await deleteContent(database, actor, change.kind, change.id));
    default:
      return unhandledIntent(change);
  }
}
