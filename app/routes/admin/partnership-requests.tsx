import { requireAction, requireLoader } from "~/.server/auth/guard";
import type { Database } from "~/.server/db";
import {
  deleteDonation,
  deleteVolunteer,
  getDonation,
  getVolunteer,
  listDonations,
  listVolunteers,
  setDonationStatus,
} from "~/.server/services/foundation-admin";
import {
  deletePartnershipRequest,
  getPartnershipRequest,
  listPartnershipRequests,
  readPartnershipQuery,
  savePartnershipNotes,
  setPartnershipStatus,
} from "~/.server/services/partnerships-admin";
import { actionAnswer, INVALID_ID, parseRecordId, type RecordOutcome } from "~/.server/services/records-common";
import {
  type PartnershipRecordsData,
  PartnershipRecordsView,
  RECORD_TABS,
  type RecordTab,
} from "~/components/admin/records/PartnershipRecordsView";
import { type ADMIN_ROUTE_PERMISSIONS, can } from "~/lib/admin/permissions";
import type { RouteHandle } from "~/lib/route-handle";
import type { Route } from "./+types/partnership-requests";

/** `contact` and `foundation` label the stored choices with the words of the forms that stored them. */
export const handle: RouteHandle = { i18n: ["admin", "admin-records", "contact", "foundation"] };

const FILE = "routes/admin/partnership-requests.tsx";
type Intent = keyof (typeof ADMIN_ROUTE_PERMISSIONS)[typeof FILE]["actions"];

function readTab(request: Request): RecordTab {
  const tab = new URL(request.url).searchParams.get("tab");
  return (RECORD_TABS as readonly string[]).includes(tab ?? "") ? (tab as RecordTab) : "requests";
}

export async function loader({ request, context }: Route.LoaderArgs): Promise<PartnershipRecordsData> {
  const user = await requireLoader(request, context, FILE);
  const { database } = context;
  const query = readPartnershipQuery(request);
  const openId = parseRecordId(new URL(request.url).searchParams.get("open")) ?? null;
  const common = {
    search: query.search,
    status: query.status,
    openId,
    canManage: can(user.role, "partnerships.manage"),
    canExport: can(user.role, "partnerships.export"),
  };
  const open = <T,>(read: (database: Database, id: number) => Promise<T | undefined>) =>
    openId === null ? null : read(database, openId).then((row) => row ?? null);
  switch (readTab(request)) {
    case "volunteers": {
      const [list, opened] = await Promise.all([listVolunteers(database, query), open(getVolunteer)]);
      return { ...common, tab: "volunteers", list, opened };
    }
    case "donations": {
      const [list, opened] = await Promise.all([listDonations(database, query), open(getDonation)]);
      return { ...common, tab: "donations", list, opened };
    }
    default: {
      const [list, opened] = await Promise.all([listPartnershipRequests(database, query), open(getPartnershipRequest)]);
      return { ...common, tab: "requests", list, opened };
    }
  }
}

const INTENTS: Record<Intent, (database: Database, id: number, form: FormData) => Promise<RecordOutcome>> = {
  setStatus: (database, id, form) => setPartnershipStatus(database, id, form.get("status")),
  saveNotes: (database, id, form) => savePartnershipNotes(database, id, String(form.get("notes") ?? "")),
  delete: deletePartnershipRequest,
  deleteVolunteer,
  deleteDonation,
  setDonationStatus: (database, id, form) => setDonationStatus(database, id, form.get("status")),
};

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  // Throws 401/403 for a caller without the permission and 400 for an intent the table lacks.
  await requireAction(request, context, FILE, intent);
  const id = parseRecordId(form.get("id"));
  const outcome = id === undefined ? INVALID_ID : await INTENTS[intent as Intent](context.database, id, form);
  return actionAnswer(intent, outcome);
}

export default function AdminPartnershipRequestsPage({ loaderData, actionData }: Route.ComponentProps) {
  return <PartnershipRecordsView view={loaderData} result={actionData} />;
}
