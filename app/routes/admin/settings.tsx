import { data } from "react-router";
import { requireAction, requireLoader } from "~/.server/auth/guard";
import { auditActor } from "~/.server/services/audit";
import { getSettings, updateSettings } from "~/.server/settings";
import { SettingsForm } from "~/components/admin/settings/SettingsForm";
import { type ActionResult, unhandledIntent } from "~/lib/admin/action-result";
import { formSuccess } from "~/lib/forms/result";
import type { RouteHandle } from "~/lib/route-handle";
import { type SettingsValues, settingsSchema } from "~/lib/validation/settings";
import type { Route } from "./+types/settings";

export const handle: RouteHandle = { i18n: ["admin", "admin-settings"] };
const FILE = "routes/admin/settings.tsx";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireLoader(request, context, FILE);
  const settings: SettingsValues = await getSettings(context.database.db);
  return { settings, companyEmail: context.config.contact.email };
}

/** The one admin result: the field messages and what was typed (400), or success with what is now saved. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const posted = await requireAction(request, context, FILE, form, settingsSchema);
  if (!posted.ok) return posted.response;
  const { intent, ...changes } = posted.value;
  switch (intent) {
    case "save": {
      const settings: SettingsValues = await updateSettings(context.database.db, auditActor(posted.user, context), changes);
      // This instance's cached public pages show the new site name at once; others within their check.
      context.pageCache?.clear();
      return data<ActionResult<{ settings: SettingsValues }>>({ ...formSuccess(), intent, settings });
    }
    default:
      return unhandledIntent(intent);
  }
}

export default function AdminSettingsPage({ loaderData, actionData }: Route.ComponentProps) {
  return <SettingsForm settings={loaderData.settings} companyEmail={loaderData.companyEmail} result={actionData} />;
}
