import { textExportResponse } from "~/.server/admin/texts/files";
import { requireLoader } from "~/.server/auth/guard";
import type { Route } from "./+types/texts.export";

/** One language of the texts as an XLIFF file for a translator's tool (decision 0018): `?language=fr&only=pending`. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireLoader(request, context, "routes/admin/texts.export.ts", "data");
  return textExportResponse(context.database, request);
}
