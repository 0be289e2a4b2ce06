import { requireLoader } from "~/.server/auth/guard";
import { privacyRequestQueue } from "~/.server/services/privacy";
import { getSetting } from "~/.server/settings";
import { PrivacyQueue } from "~/components/admin/privacy/PrivacyQueue";
import { isPrivacyQueueFilter } from "~/lib/privacy/requests";
import type { RouteHandle } from "~/lib/route-handle";
import type { Route } from "./+types/privacy-requests";

export const handle: RouteHandle = { i18n: ["admin", "admin-privacy"] };

/** People's privacy requests (decision 0041): administrators only, since the queue shows their addresses. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireLoader(request, context, "routes/admin/privacy-requests.tsx");
  const asked = new URL(request.url).searchParams.get("status");
  // An unknown filter shows what the page shows first: the requests to answer.
  const status = isPrivacyQueueFilter(asked) ? asked : "open";
  const [rows, requestDays] = await Promise.all([
    privacyRequestQueue(context.database, { status }),
    getSetting(context.database.db, "privacyRequestDays"),
  ]);
  return { rows, status, requestDays };
}

export default function AdminPrivacyRequestsPage({ loaderData }: Route.ComponentProps) {
  return <PrivacyQueue {...loaderData} />;
}
