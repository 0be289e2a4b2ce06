import { redirect } from "react-router";
import { applyRecordChange, NOT_SPAM_TABLES } from "~/.server/admin/partnership-requests";
import { requireAction, requireLoader } from "~/.server/auth/guard";
import type { Database } from "~/.server/db";
import { readRecordsQuery } from "~/.server/db/list-query";
import { recordAnswer } from "~/.server/http/record-answer";
import { postedForm } from "~/.server/http/request-body";
import { cameFrom } from "~/.server/services/analytics";
import { auditActor } from "~/.server/services/operations";
import { foundation, submissionContextFor } from "~/.server/services/records";
import { listRequestCards, listRequestOwners, loadRequestBoard } from "~/.server/services/requests";
import { getSettings } from "~/.server/settings";
import {
  type PartnershipRecordsData,
  PartnershipRecordsView,
  RECORD_TABS,
  type RecordTab,
} from "~/components/admin/records/PartnershipRecordsView";
import { can } from "~/lib/admin/permissions";
import type { RouteHandle } from "~/lib/route-handle";
import { readRequestFilter, requestAdminPath } from "~/lib/staff-requests/pipeline";
import type { Goal } from "~/lib/traffic/model";
import { recordChangeSchema } from "~/lib/validation/records";
import { readRecordId } from "~/lib/validation/rules";
import type { Route } from "./+types/partnership-requests";

/**
 * `contact` and `foundation` label the stored choices with the words of the forms that stored them;
 * `admin-traffic` names where an opened record's sender came from; `admin-requests` and `pricing`
 * word the requests' board and list (decision 0038).
 */
export const handle: RouteHandle = {
  i18n: ["admin", "admin-records", "admin-requests", "contact", "foundation", "admin-traffic", "pricing"],
};

const FILE = "routes/admin/partnership-requests.tsx";

function readTab(request: Request): RecordTab {
  const tab = new URL(request.url).searchParams.get("tab");
  return (RECORD_TABS as readonly string[]).includes(tab ?? "") ? (tab as RecordTab) : "requests";
}

export async function loader({ request, context }: Route.LoaderArgs): Promise<PartnershipRecordsData> {
  const user = await requireLoader(request, context, FILE);
  const { database } = context;
  const query = readRecordsQuery(request);
  const openId = readRecordId(new URL(request.url).searchParams.get("open")) ?? null;
  const common = {
    search: query.search,
    status: query.status,
    spam: query.spam === true,
    openId,
    canManage: can(user.role, "partnerships.manage"),
    canExport: can(user.role, "partnerships.export"),
  };
  const open = <T,>(read: (database: Database, id: number) => Promise<T | undefined>) =>
    openId === null ? null : read(database, openId).then((row) => row ?? null);
  // Read beside the record: shown only when the record is, for the one record opened.
  const source = (goal: Goal) => (openId === null ? null : cameFrom(database, goal, openId));
  switch (readTab(request)) {
    case "volunteers": {
      const [list, opened, from] = await Promise.all([
        foundation.listVolunteers(database, query),
        open(foundation.getVolunteer),
        source("volunteer"),
      ]);
      return { ...common, tab: "volunteers", list, opened, cameFrom: from };
    }
    case "donations": {
      const [list, opened, from] = await Promise.all([
        foundation.listDonations(database, query),
        open(foundation.getDonation),
        source("donation"),
      ]);
      return { ...common, tab: "donations", list, opened, cameFrom: from };
    }
    default: {
      // A request opens on its own page now (decision 0038); older links (`?open=`) lead there.
      if (openId !== null) throw redirect(requestAdminPath(openId));
      const params = new URL(request.url).searchParams;
      const filter = readRequestFilter(params);
      // Caught spam is a list to sort through, never a board.
      const view = params.get("view") === "list" || common.spam ? "list" : "board";
      const now = new Date();
      const { staleRequestDays } = await getSettings(database.db);
      const clock = { now, staleDays: staleRequestDays };
      const [board, list, owners] = await Promise.all([
        view === "board" ? loadRequestBoard(database, filter, clock) : null,
        view === "list" ? listRequestCards(database, filter, query.page, clock, common.spam) : null,
        listRequestOwners(database),
      ]);
      return { ...common, tab: "requests", view, filter, board, list, owners, cameFrom: null, opened: null };
    }
  }
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = postedForm(context);
  const posted = await requireAction(request, context, FILE, form, recordChangeSchema);
  if (!posted.ok) return posted.response;
  const change = posted.value;
  const outcome = await applyRecordChange(submissionContextFor(context), auditActor(posted.user, context), change);
  if (outcome.ok && change.intent in NOT_SPAM_TABLES) context.kickOutbox();
  return recordAnswer(change.intent, outcome);
}

export default function AdminPartnershipRequestsPage({ loaderData, actionData }: Route.ComponentProps) {
  return <PartnershipRecordsView view={loaderData} result={actionData} />;
}
