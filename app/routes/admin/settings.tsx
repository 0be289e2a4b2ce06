import { data } from "react-router";
import { requireAction, requireLoader } from "~/.server/auth/guard";
import { getSettings, updateSettings } from "~/.server/settings";
import { type SettingsResult as ActionResult, SettingsForm } from "~/components/admin/settings/SettingsForm";
import type { RouteHandle } from "~/lib/route-handle";
import { parseSettingsForm, type SettingsValues } from "~/lib/validation/settings";
import type { Route } from "./+types/settings";

export const handle: RouteHandle = { i18n: ["admin", "admin-settings"] };
const FILE = "routes/admin/settings.tsx";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireLoader(request, context, FILE);
  const settings: SettingsValues = await getSettings(context.database.db);
  return { settings, companyEmail: context.config.public.contact.email };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  await requireAction(request, context, FILE, intent);
  const parsed = parseSettingsForm(form);
  if (!parsed.ok) return data<ActionResult>({ ok: false, errors: parsed.errors, draft: parsed.draft }, { status: 400 });
  const settings: SettingsValues = await updateSettings(context.database.db, parsed.values);
  // This instance's cached public pages show the new site name at once; others within their check.
  context.pageCache?.clear();
  return data<ActionResult>({ ok: true, settings });
}

export default function AdminSettingsPage({ loaderData, actionData }: Route.ComponentProps) {
  return <SettingsForm settings={loaderData.settings} companyEmail={loaderData.companyEmail} result={actionData} />;
}
