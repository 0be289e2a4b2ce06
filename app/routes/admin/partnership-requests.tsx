import { applyRecordChange, NOT_SPAM_TABLES } from "~/.server/admin/partnership-requests";
import { requireAction, requireLoader } from "~/.server/auth/guard";
import type { Database } from "~/.server/db";
import { readRecordsQuery } from "~/.server/db/list-query";
import { recordAnswer } from "~/.server/http/record-answer";
import { postedForm } from "~/.server/http/request-body";
import { cameFrom } from "~/.server/services/analytics";
import { auditActor } from "~/.server/services/operations";
import { foundation, partnerships, submissionContextFor } from "~/.server/services/records";
import {
  type PartnershipRecordsData,
  PartnershipRecordsView,
  RECORD_TABS,
  type RecordTab,
} from "~/components/admin/records/PartnershipRecordsView";
import { can } from "~/lib/admin/permissions";
import type { RouteHandle } from "~/lib/route-handle";
import type { Goal } from "~/lib/traffic/model";
import { recordChangeSchema } from "~/lib/validation/records";
import { readRecordId } from "~/lib/validation/rules";
import type { Route } from "./+types/partnership-requests";

/**
 * `contact` and `foundation` label the stored choices with the words of the forms that stored them;
 * `admin-traffic` names where an opened record's sender came from.
 */
export const handle: RouteHandle = { i18n: ["admin", "admin-records", "contact", "foundation", "admin-traffic"] };

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
      const [list, opened, from] = await Promise.all([
        partnerships.listPartnershipRequests(database, query),
        open(partnerships.getPartnershipRequest),
        source("partnership"),
      ]);
      return { ...common, tab: "requests", list, opened, cameFrom: from };
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
