/**
 * The content editors' tabs and answers (decision 0011), shared by the page and its action: each kind
 * of content, then the site details; and the public page that shows each, linked after a save.
 */
import type { ActionResult } from "~/lib/admin/action-result";
import { CONTENT_KIND_FACTS, CONTENT_KINDS, type ContentKind } from "~/lib/content-kinds";

/** The tabs in their order: the kinds as their table orders them, then the site details. */
export const CONTENT_TABS = [...CONTENT_KINDS, "details"] as const;
export type ContentTab = (typeof CONTENT_TABS)[number];

/** The English page that shows a tab's content: each kind's (its table's `shownOn`), and the site details'. */
export const SHOWN_ON: Record<ContentTab, string> = {
  ...(Object.fromEntries(Object.entries(CONTENT_KIND_FACTS).map(([kind, facts]) => [kind, facts.shownOn])) as Record<
    ContentKind,
    string
  >),
  details: "/contact",
};

/** The action's answer: the one admin result, with the kind and item it changed and where that shows. */
export type ContentActionResult = ActionResult<{ kind: ContentKind; id: string; shownOn: string }>;

/** The file field of an item's form that uploads a new picture (decision 0012). */
export const IMAGE_FIELD = "image";
