import { data } from "react-router";
import { applyCandidateIntent, candidateIdOf } from "~/.server/admin/candidates";
import { requireAction, requireLoader } from "~/.server/auth/guard";
import { postedForm } from "~/.server/http/request-body";
import { candidateMessage, findCandidates, getCandidateProfile } from "~/.server/services/careers";
import { CandidatePage } from "~/components/admin/applications/CandidatePage";
import { can } from "~/lib/admin/permissions";
import { CANDIDATE_MESSAGE_TEMPLATES, type CandidateMessageTemplate, CUSTOM_MESSAGE_MAX } from "~/lib/careers/pipeline";
import type { RouteHandle } from "~/lib/route-handle";
import { candidateActionSchema } from "~/lib/validation/applications";
import { readRecordId } from "~/lib/validation/rules";
import type { Route } from "./+types/candidates.$id";

export const handle: RouteHandle = { i18n: ["admin", "admin-applications", "careers", "services"] };
const FILE = "routes/admin/candidates.$id.tsx";

const isTemplate = (value: string | null): value is CandidateMessageTemplate =>
  (CANDIDATE_MESSAGE_TEMPLATES as readonly (string | null)[]).includes(value);

/**
 * One candidate (decision 0035), and what the address asks besides: an email's preview
 * (`?preview&template=<template>`), a search for the candidate to merge (`?merge=<words>`) and the merge's
 * confirmation (`?mergeWith=<id>`).
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const user = await requireLoader(request, context, FILE);
  const id = candidateIdOf(params.id);
  const profile = await getCandidateProfile(context.database, id);
  if (!profile) throw data({ error: "notFound" }, { status: 404 });
  const query = new URL(request.url).searchParams;
  const canManage = can(user.role, "candidates.manage");
  const template = query.get("template");
  const messageContext = { database: context.database, publicUrl: context.config.publicUrl };
  const previewOf = async (chosen: CandidateMessageTemplate) => {
    const applicationId = readRecordId(query.get("applicationId")) ?? null;
    const body = (query.get("body") ?? "").slice(0, CUSTOM_MESSAGE_MAX);
    const message = await candidateMessage(messageContext, id, { template: chosen, applicationId, body });
    // What was chosen and typed, so the form shows it again beside its preview.
    const typed = { template: chosen, applicationId: applicationId ? String(applicationId) : "", body };
    return message.ok
      ? { ok: true as const, ...typed, subject: message.email.subject, text: message.email.text }
      : { ok: false as const, ...typed, reason: message.reason };
  };
  // The email form's "Preview" submits it by GET: its template, application and words are in the address.
  const preview = canManage && query.has("preview") && isTemplate(template) ? await previewOf(template) : null;
  const mergeSearch = canManage ? (query.get("merge") ?? "").trim().slice(0, 200) : "";
  const mergeWithId = canManage ? readRecordId(query.get("mergeWith")) : undefined;
  const [matches, mergeWith] = await Promise.all([
    mergeSearch ? findCandidates(context.database, mergeSearch, id) : null,
    mergeWithId !== undefined && mergeWithId !== id ? getCandidateProfile(context.database, mergeWithId) : undefined,
  ]);
  return {
    profile,
    preview,
    mergeSearch,
    matches,
    mergeWith: mergeWith
      ? {
          id: mergeWith.id,
          fullName: mergeWith.fullName,
          email: mergeWith.email,
          phone: mergeWith.phone,
          applications: mergeWith.applications.length,
        }
      : null,
    canManage,
    canCv: can(user.role, "candidates.cv"),
  };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const posted = await requireAction(request, context, FILE, postedForm(context), candidateActionSchema);
  if (!posted.ok) return posted.response;
  return applyCandidateIntent(context, posted.user, candidateIdOf(params.id), posted.value);
}

export default function AdminCandidatePage({ loaderData, actionData }: Route.ComponentProps) {
  return <CandidatePage {...loaderData} result={actionData} />;
}
