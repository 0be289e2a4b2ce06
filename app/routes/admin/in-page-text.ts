import { data } from "react-router";
import { requireLoader } from "~/.server/auth/guard";
import { textCatalog } from "~/.server/services/content";
import { isLanguage } from "~/i18n/languages";
import type { InPageText } from "~/lib/admin/in-page-text";
import { entryName, parseEntryName } from "~/lib/texts/model";
import type { Route } from "./+types/in-page-text";

/**
 * One entry in one language (`?entry=pricing:plans.elite.name&language=fr`) for the in-page text
 * editor of the public site (decision 0017). Staff's own data: never stored by a cache.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireLoader(request, context, "routes/admin/in-page-text.ts", "data");
  const query = new URL(request.url).searchParams;
  const id = parseEntryName(query.get("entry") ?? "");
  const language = query.get("language");
  const entry = id && (await textCatalog(context.database)).byName.get(entryName(id));
  if (!entry || !isLanguage(language)) throw data({ error: "notFound" }, { status: 404 });
  const { own, shown, status } = entry.languages[language];
  const text: InPageText = {
    namespace: entry.namespace,
    key: entry.key,
    language,
    reference: entry.reference,
    english: entry.languages.en.shown,
    own,
    shown,
    status,
  };
  return Response.json(text, { headers: { "Cache-Control": "private, no-store" } });
}
