/**
 * Campaigns as staff handle them: drafts, scheduling, and the moves of a send (start, pause,
 * resume, cancel). Every move is one conditional UPDATE on the campaign's status, so two staff
 * members (or two instances) acting at once cannot both win, and a move from the wrong state
 * changes nothing and says so.
 */
import { LANGUAGES, type Language } from "~/i18n/languages";
import type {
  Campaign,
  CampaignAudience,
  CampaignContent,
  CampaignDraft,
  CampaignProgress,
  CampaignStatus,
  CampaignSummary,
} from "~/lib/campaigns";
import type { Database, DB } from "../../db";
import type { CampaignsTable } from "../../db/schema";
import { nowIso } from "../../db/schema";
import { getSettings } from "../../settings";
import { type AuditAction, type AuditActor, type AuditedResult, audited } from "../operations/audit";
import { campaignSlug, writtenLanguages } from "./render";

export type CampaignChange = { ok: true } | { ok: false; reason: "notFound" | "wrongState" };

type CampaignRow = Omit<CampaignsTable, "id" | "status" | "created_at" | "updated_at"> & {
  id: number;
  status: CampaignStatus;
  created_at: string;
  updated_at: string;
};

const EMPTY_PROGRESS: CampaignProgress = { total: 0, waiting: 0, sent: 0, failed: 0, skipped: 0, queued: false };

/**
 * Figures of several campaigns: a sent campaign's are final and stored with it when it finishes
 * (./sender.ts), so lists never count past deliveries again; the others in one grouped read.
 */
export async function progressOf(db: DB, campaigns: Array<Pick<CampaignRow, "id" | "queued_at" | "final_progress">>) {
  const figures = new Map<number, CampaignProgress>();
  const live: number[] = [];
  for (const campaign of campaigns) {
    if (campaign.final_progress) figures.set(campaign.id, JSON.parse(campaign.final_progress) as CampaignProgress);
    else {
      figures.set(campaign.id, { ...EMPTY_PROGRESS, queued: campaign.queued_at !== null });
      live.push(campaign.id);
    }
  }
  if (live.length === 0) return figures;
  const rows = await db
    .selectFrom("campaign_deliveries")
    .select(["campaign_id", "status", (eb) => eb.fn.countAll<number | string>().as("count")])
    .where("campaign_id", "in", live)
    .groupBy(["campaign_id", "status"])
    .execute();
  for (const row of rows) {
    const progress = figures.get(row.campaign_id);
    if (!progress) continue;
    const count = Number(row.count);
    progress.total += count;
    if (row.status === "sent") progress.sent += count;
    else if (row.status === "failed") progress.failed += count;
    else if (row.status === "skipped") progress.skipped += count;
    else progress.waiting += count;
  }
  return figures;
}

function parseContent(json: string): CampaignContent {
  return JSON.parse(json) as CampaignContent;
}

function toCampaign(row: CampaignRow, progress: CampaignProgress): Campaign {
  return {
    id: row.id,
    name: row.name,
    status: row.status,
    content: parseContent(row.content),
    audience: row.audience,
    utmCampaign: row.utm_campaign,
    scheduledAt: row.scheduled_at,
    startedAt: row.started_at,
    finishedAt: row.finished_at,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    progress,
  };
}

/** The newest campaigns first, with their figures. */
export async function listCampaigns(database: Database, limit = 200): Promise<CampaignSummary[]> {
  const rows = (await database.db
    .selectFrom("campaigns")
    .selectAll()
    .orderBy("id", "desc")
    .limit(limit)
    .execute()) as CampaignRow[];
  const figures = await progressOf(database.db, rows);
  return rows.map((row) => {
    const content = parseContent(row.content);
    return {
      id: row.id,
      name: row.name,
      status: row.status,
      subject: content.en.subject,
      languages: writtenLanguages(content),
      scheduledAt: row.scheduled_at,
      startedAt: row.started_at,
      finishedAt: row.finished_at,
      updatedAt: row.updated_at,
      progress: figures.get(row.id) ?? EMPTY_PROGRESS,
    };
  });
}

export async function getCampaign(database: Database, id: number): Promise<Campaign | undefined> {
  const row = (await database.db.selectFrom("campaigns").selectAll().where("id", "=", id).executeTakeFirst()) as
    | CampaignRow
    | undefined;
  if (!row) return undefined;
  const figures = await progressOf(database.db, [row]);
  return toCampaign(row, figures.get(row.id) ?? EMPTY_PROGRESS);
}

/** Only the languages written in are stored; an empty optional version is no version. */
function storedContent(content: CampaignContent): string {
  const kept: CampaignContent = { en: content.en };
  for (const language of ["es", "fr"] as const) {
    const version = content[language];
    if (version && (version.subject.trim() || version.body.trim())) kept[language] = version;
  }
  return JSON.stringify(kept);
}

export function createCampaign(database: Database, actor: AuditActor, draft: CampaignDraft): Promise<number> {
  const now = nowIso();
  return audited(database.db, actor, async (trx) => {
    const { id } = await trx
      .insertInto("campaigns")
      .values({
        name: draft.name,
        content: storedContent(draft.content),
        created_by: actor.userId,
        created_at: now,
        updated_at: now,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    return { result: id, entry: { action: "campaign.create", target: { type: "campaign", id }, after: { name: draft.name } } };
  });
}

/**
 * Applies a move when the campaign is in one of `from`, with its audit entry (status before and
 * after) in the same transaction; says which of the two reasons stopped it.
 */
async function move(
  database: Database,
  actor: AuditActor | undefined,
  action: AuditAction,
  id: number,
  from: readonly CampaignStatus[],
  changes: Partial<Omit<CampaignRow, "id">>,
): Promise<CampaignChange> {
  const apply = async (db: DB): Promise<AuditedResult<CampaignChange>> => {
    const current = await db.selectFrom("campaigns").select("status").where("id", "=", id).executeTakeFirst();
    if (!current) return { result: { ok: false, reason: "notFound" } };
    const result = await db
      .updateTable("campaigns")
      .set({ ...changes, updated_at: nowIso() })
      .where("id", "=", id)
      .where("status", "in", from)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) return { result: { ok: false, reason: "wrongState" } };
    const after = {
      status: changes.status ?? current.status,
      ...(changes.scheduled_at ? { scheduledAt: changes.scheduled_at } : {}),
    };
    return {
      result: { ok: true },
      entry: { action, target: { type: "campaign", id }, before: { status: current.status }, after },
    };
  };
  // A scheduled send started by the sender has no actor: its schedule was the recorded decision.
  if (!actor) return (await database.db.transaction().execute(apply)).result;
  return audited(database.db, actor, apply);
}

const EDITABLE = ["draft", "scheduled"] as const;

export function updateCampaign(database: Database, actor: AuditActor, id: number, draft: CampaignDraft): Promise<CampaignChange> {
  return move(database, actor, "campaign.update", id, EDITABLE, { name: draft.name, content: storedContent(draft.content) });
}

export function deleteCampaign(database: Database, actor: AuditActor, id: number): Promise<CampaignChange> {
  return audited(database.db, actor, async (trx) => {
    const current = await trx.selectFrom("campaigns").select(["name", "status"]).where("id", "=", id).executeTakeFirst();
    if (!current) return { result: { ok: false, reason: "notFound" } as CampaignChange };
    const result = await trx.deleteFrom("campaigns").where("id", "=", id).where("status", "=", "draft").executeTakeFirst();
    if (Number(result.numDeletedRows) === 0) return { result: { ok: false, reason: "wrongState" } as CampaignChange };
    return {
      result: { ok: true } as CampaignChange,
      entry: { action: "campaign.delete", target: { type: "campaign", id }, before: current },
    };
  });
}

export function scheduleCampaign(database: Database, actor: AuditActor, id: number, at: Date): Promise<CampaignChange> {
  return move(database, actor, "campaign.schedule", id, EDITABLE, { status: "scheduled", scheduled_at: at.toISOString() });
}

export function unscheduleCampaign(database: Database, actor: AuditActor, id: number): Promise<CampaignChange> {
  return move(database, actor, "campaign.unschedule", id, ["scheduled"], { status: "draft", scheduled_at: null });
}

/** Who a send reaches: only confirmed subscribers while double opt-in is on (docs/product.md section 9). */
async function currentAudience(db: DB): Promise<CampaignAudience> {
  return (await getSettings(db)).newsletterDoubleOptIn ? "confirmed" : "all";
}

/**
 * Starts a send: the audience and the links' `utm_campaign` are fixed now, and the sender queues
 * the recipients from the subscriber list in the background (./queue.ts).
 */
export async function startSend(
  database: Database,
  actor: AuditActor | undefined,
  id: number,
  from: readonly CampaignStatus[],
): Promise<CampaignChange> {
  const campaign = await database.db.selectFrom("campaigns").select(["id", "name"]).where("id", "=", id).executeTakeFirst();
  if (!campaign) return { ok: false, reason: "notFound" };
  return move(database, actor, "campaign.send", id, from, {
    status: "sending",
    audience: await currentAudience(database.db),
    utm_campaign: campaignSlug(campaign.id, campaign.name),
    queued_through: 0,
    started_at: nowIso(),
  });
}

export function sendCampaignNow(database: Database, actor: AuditActor, id: number): Promise<CampaignChange> {
  return startSend(database, actor, id, EDITABLE);
}

export function pauseCampaign(database: Database, actor: AuditActor, id: number): Promise<CampaignChange> {
  return move(database, actor, "campaign.pause", id, ["sending"], { status: "paused" });
}

export function resumeCampaign(database: Database, actor: AuditActor, id: number): Promise<CampaignChange> {
  return move(database, actor, "campaign.resume", id, ["paused"], { status: "sending" });
}

/** Recipients not yet sent to stay queued and are never sent; the report counts them. */
export function cancelCampaign(database: Database, actor: AuditActor, id: number): Promise<CampaignChange> {
  return move(database, actor, "campaign.cancel", id, ["scheduled", "sending", "paused"], {
    status: "cancelled",
    finished_at: nowIso(),
  });
}

/** How many subscribers a send would reach now, per language. */
export async function audienceOf(
  database: Database,
): Promise<{ audience: CampaignAudience; counts: Record<Language, number>; total: number }> {
  const audience = await currentAudience(database.db);
  let query = database.db
    .selectFrom("newsletter_subscribers")
    .select(["language", (eb) => eb.fn.countAll<number | string>().as("count")])
    .groupBy("language");
  if (audience === "confirmed") query = query.where("confirmed", "=", 1);
  const counts: Record<Language, number> = { en: 0, es: 0, fr: 0 };
  for (const row of await query.execute()) {
    // A language the site no longer offers reads English, as its emails do.
    const language = (LANGUAGES as readonly string[]).includes(row.language) ? (row.language as Language) : "en";
    counts[language] += Number(row.count);
  }
  return { audience, counts, total: counts.en + counts.es + counts.fr };
}
