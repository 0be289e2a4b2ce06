import { data } from "react-router";
import { hasSecondFactor, requireAction, requireLoader } from "~/.server/auth/guard";
import { postedForm } from "~/.server/http/request-body";
import { contactDetails } from "~/.server/services/content";
import { auditActor } from "~/.server/services/operations";
import { staffNotificationRecipient } from "~/.server/services/records";
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
  const [stored, contact] = await Promise.all([getSettings(context.database.db), contactDetails(context.database)]);
  const settings: SettingsValues = stored;
  // The addresses the notifications really use: the stored contact details, not the start-up ones.
  return { settings, companyEmail: contact.email, notificationRecipient: staffNotificationRecipient(settings, contact.email) };
}

/** The one admin result: the field messages and what was typed (400), or success with what is now saved. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = postedForm(context);
  const posted = await requireAction(request, context, FILE, form, settingsSchema);
  if (!posted.ok) return posted.response;
  const { intent, ...changes } = posted.value;
  switch (intent) {
    case "save": {
      // Who requires two factors has two first (decision 0023): no one confines themselves by mistake.
      if (changes.requireTwoFactor && !(await hasSecondFactor(request, context))) {
        const refusal = posted.reply({ fieldErrors: { requireTwoFactor: ["admin-settings:errors.secondFactorFirst"] } });
        return data<ActionResult>({ ...refusal, intent }, { status: 400 });
      }
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
  const { settings, companyEmail, notificationRecipient } = loaderData;
  return (
    <SettingsForm
      settings={settings}
      companyEmail={companyEmail}
      notificationRecipient={notificationRecipient}
      result={actionData}
    />
  );
}
