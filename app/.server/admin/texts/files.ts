/**
 * What the translators' files routes do (decision 0018): the export's download, and each intent of
 * the import page's action turned into a service call and its answer. The routes stay a guard and a
 * call; the permissions are theirs (requireLoader/requireAction).
 */
import { data } from "react-router";
import { serverI18n } from "~/.server/i18n";
import { languageOfRequest } from "~/i18n/request-language.server";
import { type ActionResult, unhandledIntent } from "~/lib/admin/action-result";
import { type FormResult, formRefusal, formSuccess } from "~/lib/forms/result";
import {
  type FileRefusal,
  type ImportPreview,
  TEXT_EXPORT_SCOPES,
  TEXT_FILE_LANGUAGES,
  type TextFileLanguage,
} from "~/lib/texts/files";
import { FILE_TOO_LARGE, TEXT_FILE_FIELD, type TextImportAction, textExportQuerySchema } from "~/lib/validation/text-files";
import type { Database } from "../../db";
import type { ReplyMessages } from "../../http/parse-form";
import { applyTextImport, exportXliff, foldText, previewTextImport, textCatalog } from "../../services/content";
import type { AuditActor } from "../../services/operations";
import { getSiteName } from "../../settings";

/** The site's name as a file name's first word: "Crestway Hospitality" -> "crestway-hospitality". */
function fileNamePrefix(siteName: string): string {
  const slug = foldText(siteName)
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 40);
  return slug || "site";
}

/**
 * `?language=es&only=pending` as an XLIFF 1.2 download, named for the site, the language, the scope
 * and the day. A query that names no language of the files is the caller's mistake: 400, said in
 * the reader's language.
 */
export async function textExportResponse(database: Database, request: Request): Promise<Response> {
  const query = textExportQuerySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!query.success) {
    const { t } = await serverI18n(languageOfRequest(request));
    const message = t("admin-text-files:export.badQuery", {
      languages: TEXT_FILE_LANGUAGES.join(", "),
      scopes: TEXT_EXPORT_SCOPES.join(", "),
    });
    return new Response(message, {
      status: 400,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
    });
  }
  const { language, only } = query.data;
  const [catalog, siteName] = await Promise.all([textCatalog(database), getSiteName(database.db)]);
  const day = new Date().toISOString().slice(0, 10);
  const fileName = `${fileNamePrefix(siteName)}-texts-${language}-${only}-${day}.xlf`;
  return new Response(exportXliff(catalog, language, { only, original: siteName }), {
    headers: {
      "Content-Type": "application/x-xliff+xml; charset=utf-8",
      "Content-Disposition": `attachment; filename="${fileName}"`,
      "Cache-Control": "no-store",
    },
  });
}

/** What the import page's action answers: the form's result, and the preview or the outcome it shows. */
export type TextImportResult = ActionResult<{
  preview: ImportPreview;
  /** Why the whole file was refused. */
  fileRefusal: FileRefusal;
  /** How many texts an apply changed, in which language. */
  applied: number;
  appliedLanguage: TextFileLanguage;
}>;

const answer = (result: TextImportResult, status = 200) => data<TextImportResult>(result, { status });

/** A refused form as requireAction answered it, with 413 when what it refused is a file over the bound. */
export function refusedImportPost(response: ReturnType<typeof data<ActionResult>>) {
  const tooLarge = response.data.error?.[TEXT_FILE_FIELD]?.includes(FILE_TOO_LARGE);
  return tooLarge ? data<ActionResult>(response.data, { status: 413 }) : response;
}

/** One intent of the import page, parsed by its schema and allowed by the permission table. */
export async function answerTextImport(
  database: Database,
  actor: AuditActor,
  action: TextImportAction,
  reply: (messages?: ReplyMessages) => FormResult,
) {
  switch (action.intent) {
    case "preview": {
      const { intent, language, file } = action;
      const outcome = await previewTextImport(database, actor, language, {
        name: file.name,
        bytes: new Uint8Array(await file.arrayBuffer()),
      });
      if (!outcome.ok) {
        const refusal = reply({ fieldErrors: { [TEXT_FILE_FIELD]: ["admin-text-files:errors.fileRefused"] } });
        return answer({ ...refusal, intent, fileRefusal: outcome.refusal }, outcome.refusal.reason === "tooLarge" ? 413 : 400);
      }
      const { preview } = outcome;
      // A refused unit refuses the file: the page lists every refusal and offers nothing to apply.
      if (preview.refused.length > 0)
        return answer({ ...reply({ formErrors: ["admin-text-files:preview.refused"] }), intent, preview }, 400);
      return answer({ ...reply(), intent, preview });
    }
    case "apply": {
      const { intent, importId } = action;
      const outcome = await applyTextImport(database, actor, importId);
      if (!outcome.ok)
        return answer(
          { ...formRefusal(`admin-text-files:apply.${outcome.reason}`), intent },
          outcome.reason === "expired" ? 410 : 409,
        );
      return answer({ ...formSuccess(), intent, applied: outcome.changed, appliedLanguage: outcome.language });
    }
    default:
      return unhandledIntent(action);
  }
}
