import { data } from "react-router";
import { campaignIdOf } from "~/.server/admin/campaigns";
import { requireLoader } from "~/.server/auth/guard";
import { campaignContextFor, getCampaign, renderCampaignEmail } from "~/.server/services/campaigns";
import { isLanguage } from "~/i18n/languages";
import type { Route } from "./+types/campaigns.$id.preview";

/**
 * The saved campaign's email in one language (`?language=fr`, English by default), as the
 * composer's sandboxed preview frames show it. The email is staff-written HTML: it may load https
 * images and inline styles, and nothing else (no script, no form, no request home).
 */
function headers(publicUrl: string) {
  // The sandboxed frame has an opaque origin, so 'self' would not name the site: its logo is allowed by name.
  const site = new URL(publicUrl).origin;
  return {
    "Content-Type": "text/html; charset=utf-8",
    "Content-Security-Policy": `default-src 'none'; img-src ${site} https: data:; style-src 'unsafe-inline'; frame-ancestors 'self'`,
    "X-Frame-Options": "SAMEORIGIN",
    "Cache-Control": "private, no-store",
  };
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireLoader(request, context, "routes/admin/campaigns.$id.preview.ts", "data");
  const id = campaignIdOf(params.id);
  const language = new URL(request.url).searchParams.get("language") ?? "en";
  if (!isLanguage(language)) throw data({ error: "language" }, { status: 400 });
  const campaign = await getCampaign(context.database, id);
  if (!campaign) throw data({ error: "notFound" }, { status: 404 });
  const email = await renderCampaignEmail(await campaignContextFor(context), campaign, language);
  return new Response(email.html, { headers: headers(context.config.publicUrl) });
}
