import { data } from "react-router";
import { requireLoader } from "~/.server/auth/guard";
import { cvAttachmentResponse, downloadCv } from "~/.server/services/careers";
import { auditActor } from "~/.server/services/operations";
import { readRecordId } from "~/lib/validation/rules";
import type { Route } from "./+types/cv.$id";

/**
 * One CV, downloaded by staff whose role may open CVs (decision 0034): as an attachment, audited.
 * A file still waiting for its virus scan, or found infected, is refused with 409 and why.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const user = await requireLoader(request, context, "routes/admin/cv.$id.ts", "data");
  const id = readRecordId(params.id);
  if (id === undefined) throw data({ error: "notFound" }, { status: 404 });
  const download = await downloadCv(context.database, auditActor(user, context), id);
  if (!download.ok) {
    throw data(
      { error: download.reason },
      { status: download.reason === "notFound" ? 404 : 409, headers: { "Cache-Control": "private, no-store" } },
    );
  }
  return cvAttachmentResponse(download.file);
}
