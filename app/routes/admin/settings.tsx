import { data } from "react-router";
import { requireAction, requireLoader } from "~/.server/auth/guard";
import { parseForm } from "~/.server/http/parse-form";
import { postedForm } from "~/.server/http/request-body";
import { auditActor } from "~/.server/services/audit";
import { getSettings, updateSettings } from "~/.server/settings";
import { SettingsForm } from "~/components/admin/settings/SettingsForm";
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

/** Conform's result: the field messages and what was typed (400), or success with what is now saved. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = postedForm(context);
  const user = await requireAction(request, context, FILE, String(form.get("intent") ?? ""));
  const parsed = parseForm(form, settingsSchema);
  if (!parsed.ok) return parsed.response;
  const settings: SettingsValues = await updateSettings(context.database.db, auditActor(user, context), parsed.value);
  // This instance's cached public pages show the new site name at once; others within their check.
  context.pageCache?.clear();
  return data({ ...formSuccess(), settings });
}

export default function AdminSettingsPage({ loaderData, actionData }: Route.ComponentProps) {
  return <SettingsForm settings={loaderData.settings} companyEmail={loaderData.companyEmail} result={actionData} />;
}
