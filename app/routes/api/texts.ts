/**
 * What staff changed in one namespace of one language (decision 0017), for a browser that loads
 * that namespace after the first page. Addressed with the version of the changes, so an answer for
 * the current version may be kept for good; any other version is answered with the current changes,
 * not kept.
 */
import { data } from "react-router";
import { changesOf, shippedTexts, siteTexts } from "~/.server/services/content";
import { isLanguage } from "~/i18n/languages";
import type { Route } from "./+types/texts";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { language, namespace } = params;
  if (!isLanguage(language) || !shippedTexts.namespaces.includes(namespace)) {
    throw data({ error: "Not found" }, { status: 404 });
  }
  const texts = await siteTexts(context.database);
  const current = new URL(request.url).searchParams.get("v") === texts.version;
  return Response.json(
    { values: changesOf(texts, language, namespace) },
    { headers: { "Cache-Control": current ? "public, max-age=31536000, immutable" : "no-cache" } },
  );
}
