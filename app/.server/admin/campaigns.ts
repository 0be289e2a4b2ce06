/**
 * What the campaign pages (`/admin/campaigns/*`, decision 0013) read and do: the id in the URL, a
 * campaign's page data, and each intent of its action turned into a service call and an answer.
 * The routes stay a loader and an action; the permission checks are theirs (requireLoader/requireAction).
 */
import { type AppLoadContext, data } from "react-router";
import { type ActionResult, unhandledIntent } from "~/lib/admin/action-result";
import { isEditable } from "~/lib/campaigns";
import { formRefusal } from "~/lib/forms/result";
import type { CampaignAction } from "~/lib/validation/campaign";
import { readRecordId } from "~/lib/validation/rules";
import type { SignedInUser } from "../auth/guard";
import type { Database } from "../db";
import { redirectWithToast } from "../http/toast";
import {
  audienceOf,
  type CampaignChange,
  campaignContextFor,
  campaignReport,
  cancelCampaign,
  deleteCampaign,
  getCampaign,
  pauseCampaign,
  resumeCampaign,
  scheduleCampaign,
  sendCampaignNow,
  sendCampaignTest,
  unscheduleCampaign,
  updateCampaign,
} from "../services/campaigns";
import { auditActor } from "../services/operations";

/** A campaign's id from the URL; anything but a positive whole number that fits the column answers 404. */
export function campaignIdOf(param: string | undefined): number {
  const id = readRecordId(param);
  if (id === undefined) throw data({ error: "notFound" }, { status: 404 });
  return id;
}

export const campaignPath = (id: number) => `/admin/campaigns/${id}`;

/** A campaign page's data: the campaign, who a send would reach (while it can still be sent) and its report. */
export async function campaignPageData(database: Database, id: number, canManage: boolean) {
  const campaign = await getCampaign(database, id);
  if (!campaign) throw data({ error: "notFound" }, { status: 404 });
  const editable = isEditable(campaign.status);
  const [audience, report] = await Promise.all([
    canManage && editable ? audienceOf(database) : undefined,
    editable ? undefined : campaignReport(database, id),
  ]);
  return { campaign, audience, report };
}

/** A toast that follows the redirect back to the page, in the reader's language. */
const toastFor = (intent: string) =>
  ({ kind: "success", title: `admin-campaigns:toast.${intent}.title`, text: `admin-campaigns:toast.${intent}.text` }) as const;

/** A refusal of the service: the campaign is gone (404) or no longer in a state that allows the intent (409). */
function refused(intent: string, change: Extract<CampaignChange, { ok: false }>) {
  const message = `admin-campaigns:errors.${change.reason}`;
  return data<ActionResult>({ ...formRefusal(message), intent }, { status: change.reason === "notFound" ? 404 : 409 });
}

/** Intents without fields: one state change each, and whether the sender should wake. */
const STATE_CHANGES = {
  unschedule: { run: unscheduleCampaign, wakes: false },
  sendNow: { run: sendCampaignNow, wakes: true },
  pause: { run: pauseCampaign, wakes: false },
  resume: { run: resumeCampaign, wakes: true },
  cancel: { run: cancelCampaign, wakes: false },
} as const;

/** One change of the campaign page's action, parsed by its schema and allowed by the permission table. */
export async function applyCampaignIntent(context: AppLoadContext, user: SignedInUser, id: number, change: CampaignAction) {
  const { database, config } = context;
  const actor = auditActor(user, context);
  const { intent } = change;
  const done = async (outcome: CampaignChange, to = campaignPath(id)) =>
    outcome.ok ? redirectWithToast(config, to, toastFor(intent)) : refused(intent, outcome);

  switch (change.intent) {
    case "save":
      return done(await updateCampaign(database, actor, id, change.draft));
    case "schedule": {
      const outcome = await scheduleCampaign(database, actor, id, change.at);
      if (outcome.ok) context.kickCampaigns();
      return done(outcome);
    }
    case "sendTest": {
      const campaign = await getCampaign(database, id);
      if (!campaign) return refused(intent, { ok: false, reason: "notFound" });
      await sendCampaignTest(await campaignContextFor(context), actor, campaign, change.language);
      context.kickOutbox();
      return done({ ok: true });
    }
    case "delete":
      return done(await deleteCampaign(database, actor, id), "/admin/campaigns");
    case "unschedule":
    case "sendNow":
    case "pause":
    case "resume":
    case "cancel": {
      const { run, wakes } = STATE_CHANGES[change.intent];
      const outcome = await run(database, actor, id);
      if (outcome.ok && wakes) context.kickCampaigns();
      return done(outcome);
    }
    default:
      return unhandledIntent(change);
  }
}
