/**
 * What the content editors page (`/admin/content`, issue 13) reads and does: the tab's items or the
 * site details, and each intent of its action turned into a service call and an answer. The route
 * stays a loader and an action; the permission checks are the route's (requireLoader/requireAction).
 */

import { data } from "react-router";
import { CONTENT_TABS, type ContentActionResult, type ContentTab, IMAGE_FIELD, SHOWN_ON } from "~/lib/admin/content-tabs";
import { CONTENT_KIND_FACTS } from "~/lib/content-kinds";
import { formRefusal } from "~/lib/forms/result";
import { UPLOAD_REJECTION_MESSAGES } from "~/lib/media/upload-rejections";
import { contentSchemas, siteDetailsSchema } from "~/lib/validation/content";
import type { Database } from "../db";
import { parseForm } from "../http/parse-form";
import type { AuditActor } from "../services/audit";
import {
  createContent,
  deleteContent,
  isContentKind,
  listContent,
  moveContent,
  readSiteDetails,
  saveSiteDetails,
  setContentHidden,
  updateContent,
} from "../services/content";
import { storeUploadedFile } from "../services/images";

export function contentTabOf(value: string | null): ContentTab {
  return (CONTENT_TABS as readonly string[]).includes(value ?? "") ? (value as ContentTab) : CONTENT_TABS[0];
}

/** The page's data for a tab: the kind's items, or the site details. */
export async function contentEditorData(database: Database, tab: ContentTab) {
  if (tab === "details") return { tab, items: [], details: await readSiteDetails(database.db) };
  return { tab, items: await listContent(database, tab), details: null };
}

const answer = (result: ContentActionResult, status = 200) => data<ContentActionResult>(result, { status });

/** One intent of the editors' action, already allowed by the permission table. */
export async function applyContentIntent(database: Database, actor: AuditActor, form: FormData, intent: string) {
  if (intent === "saveDetails") {
    const parsed = parseForm(form, siteDetailsSchema);
    if (!parsed.ok) return data<ContentActionResult>({ ...parsed.result, done: intent }, { status: 400 });
    await saveSiteDetails(database, actor, parsed.value);
    return answer({ ...parsed.reply(), done: intent, shownOn: SHOWN_ON.details });
  }
  const kind = form.get("kind");
  if (!isContentKind(kind)) return answer({ ...formRefusal("admin-content:errors.notFound"), done: intent }, 400);
  const id = String(form.get("id") ?? "").slice(0, 100);
  const shownOn = SHOWN_ON[kind];
  if (intent === "create" || intent === "update") {
    const parsed = parseForm(form, contentSchemas[kind]);
    if (!parsed.ok) return data<ContentActionResult>({ ...parsed.result, done: intent, kind }, { status: 400 });
    // The schema was the kind's own (contentSchemas[kind]); TypeScript cannot pair the two.
    const value = parsed.value as { imageId?: number };
    const upload = form.get(IMAGE_FIELD);
    const { picture } = CONTENT_KIND_FACTS[kind];
    if (picture && upload instanceof File && upload.size > 0) {
      const stored = await storeUploadedFile(database, actor, upload, picture);
      if (!stored.ok) {
        const refusal = parsed.reply({ fieldErrors: { [IMAGE_FIELD]: [UPLOAD_REJECTION_MESSAGES[stored.reason]] } });
        return answer({ ...refusal, done: intent, kind }, stored.reason === "tooLarge" ? 413 : 400);
      }
      value.imageId = stored.image.id;
    }
    const outcome =
      intent === "create"
        ? await createContent(database, actor, kind, value as never)
        : await updateContent(database, actor, kind, id, value as never);
    if (!outcome.ok)
      return answer({ ...parsed.reply({ formErrors: ["admin-content:errors.notFound"] }), done: intent, kind }, 404);
    const savedId = "id" in outcome ? String(outcome.id) : id;
    return answer({ ...parsed.reply(), done: intent, kind, shownOn, id: savedId });
  }
  const outcome =
    intent === "hide" || intent === "show"
      ? await setContentHidden(database, actor, kind, id, intent === "hide")
      : intent === "moveUp" || intent === "moveDown"
        ? await moveContent(database, actor, kind, id, intent === "moveUp" ? "up" : "down")
        : await deleteContent(database, actor, kind, id);
  if (!outcome.ok) return answer({ status: "error", error: { "": ["admin-content:errors.notFound"] }, done: intent, kind }, 404);
  return answer({ status: "success", done: intent, kind, shownOn, id });
}
