import { requireAction, requireLoader } from "~/.server/auth/guard";
import type { Database } from "~/.server/db";
import { readRecordsQuery } from "~/.server/db/list-query";
import { recordAnswer } from "~/.server/http/record-answer";
import { postedForm } from "~/.server/http/request-body";
import { cameFrom } from "~/.server/services/analytics";
import { type AuditActor, auditActor } from "~/.server/services/operations";
import {
  foundation,
  markNotSpam,
  markSpamAudited,
  partnerships,
  type RecordOutcome,
  type SubmissionContext,
  submissionContextFor,
  touchedOne,
} from "~/.server/services/records";
import {
  type PartnershipRecordsData,
  PartnershipRecordsView,
  RECORD_TABS,
  type RecordTab,
} from "~/components/admin/records/PartnershipRecordsView";
import { unhandledIntent } from "~/lib/admin/action-result";
import { can } from "~/lib/admin/permissions";
import type { RouteHandle } from "~/lib/route-handle";
import type { Goal } from "~/lib/traffic/model";
import { type RecordChange, recordChangeSchema } from "~/lib/validation/records";
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

/** "Not spam" of each kind of record: back to its list, with the staff notification it would have had. */
const NOT_SPAM_TABLES = {
  notSpam: "partnership_requests",
  notSpamVolunteer: "volunteer_signups",
  notSpamDonation: "donation_pledges",
} as const;

/** "Mark as spam" of each kind of record, by hand (decision 0015): out of the list, nobody notified. */
const SPAM_TABLES = {
  markSpam: "partnership_requests",
  markSpamVolunteer: "volunteer_signups",
  markSpamDonation: "donation_pledges",
} as const;

function applyChange(context: SubmissionContext, actor: AuditActor, change: RecordChange): Promise<RecordOutcome> {
  const { database } = context;
  switch (change.intent) {
    case "notSpam":
    case "notSpamVolunteer":
    case "notSpamDonation":
      return markNotSpam(context, actor, NOT_SPAM_TABLES[change.intent], [change.id]).then((found) => touchedOne(BigInt(found)));
    case "markSpam":
    case "markSpamVolunteer":
    case "markSpamDonation":
      return markSpamAudited(database.db, actor, SPAM_TABLES[change.intent], [change.id]).then((found) =>
        touchedOne(BigInt(found)),
      );
    case "setStatus":
      return partnerships.setPartnershipStatus(database, actor, change.id, change.status);
    case "saveNotes":
      return partnerships.savePartnershipNotes(database, actor, change.id, change.notes);
    case "setDonationStatus":
      return foundation.setDonationStatus(database, actor, change.id, change.status);
    case "delete":
      return partnerships.deletePartnershipRequest(database, actor, change.id);
    case "deleteVolunteer":
      return foundation.deleteVolunteer(database, actor, change.id);
    case "deleteDonation":
      return foundation.deleteDonation(database, actor, change.id);
    default:
      return unhandledIntent(change);
  }
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = postedForm(context);
  const posted = await requireAction(request, context, FILE, form, recordChangeSchema);
  if (!posted.ok) return posted.response;
  const change = posted.value;
  const outcome = await applyChange(submissionContextFor(context), auditActor(posted.user, context), change);
  if (outcome.ok && change.intent in NOT_SPAM_TABLES) context.kickOutbox();
  return recordAnswer(change.intent, outcome);
}

export default function AdminPartnershipRequestsPage({ loaderData, actionData }: Route.ComponentProps) {
  return <PartnershipRecordsView view={loaderData} result={actionData} />;
}
