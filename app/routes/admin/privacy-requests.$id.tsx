import { data } from "react-router";
import { applyPrivacyAnswer, privacyRequestIdOf } from "~/.server/admin/privacy-requests";
import { requireAction, requireLoader } from "~/.server/auth/guard";
import { postedForm } from "~/.server/http/request-body";
import { COPY_LINK_DAYS, privacyRequestDetail } from "~/.server/services/privacy";
import { PrivacyRequestPage } from "~/components/admin/privacy/PrivacyRequestPage";
import { languageOfRequest } from "~/i18n/request-language.server";
import type { RouteHandle } from "~/lib/route-handle";
import { privacyAnswerSchema } from "~/lib/validation/privacy-requests";
import type { Route } from "./+types/privacy-requests.$id";

export const handle: RouteHandle = { i18n: ["admin", "admin-privacy"] };
const FILE = "routes/admin/privacy-requests.$id.tsx";

/** One privacy request (decision 0041), with what the register finds for its address, in the reader's language. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireLoader(request, context, FILE);
  const id = privacyRequestIdOf(params.id);
  const detail = await privacyRequestDetail(context.database, id, { language: languageOfRequest(request) });
  if (!detail) throw data({ error: "notFound" }, { status: 404 });
  return { detail, copyDays: COPY_LINK_DAYS };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const posted = await requireAction(request, context, FILE, postedForm(context), privacyAnswerSchema);
  if (!posted.ok) return posted.response;
  return applyPrivacyAnswer(context, posted.user, privacyRequestIdOf(params.id), posted.value);
}

export default function AdminPrivacyRequestPage({ loaderData, actionData }: Route.ComponentProps) {
  return <PrivacyRequestPage {...loaderData} result={actionData} />;
}
