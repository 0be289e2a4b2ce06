import { data } from "react-router";
import { requireLoader } from "~/.server/auth/guard";
import { textCatalog } from "~/.server/services/texts/catalog";
import { isLanguage } from "~/i18n/languages";
import type { InPageText } from "~/lib/admin/in-page-text";
import { entryName } from "~/lib/texts/model";
import type { Route } from "./+types/in-page-text";

/**
 * One entry in one language (`?language=fr`) for the in-page text editor of the public site
 * (decision 0017). Staff's own data: never stored by a cache.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireLoader(request, context, "routes/admin/in-page-text.ts", "data");
  const language = new URL(request.url).searchParams.get("language");
  const entry = (await textCatalog(context.database)).byName.get(entryName(params));
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
