/**
 * docs/product.md section 1: the six framework pillars, each with its page under /framework/<id>.
 * Titles and summaries: `services:pillars.<key>.title` / `.summary` (shown wherever the approach is
 * summarised); the pillar pages' own text: `framework:<key>.*`, where <key> is `pillarKey(id)`.
 */
import { Bot, Earth, Gauge, ShieldCheck, Star, TrendingUp } from "lucide-react";
import type { FrameworkItem } from "./types";

export const FRAMEWORK_PILLARS = [
  "consistency-productivity",
  "cutting-edge-approach",
  "diversity",
  "profitability",
  "employee-safety",
  "guest-experience",
] as const;

export type FrameworkPillarId = (typeof FRAMEWORK_PILLARS)[number];

export function isFrameworkPillar(value: string | undefined): value is FrameworkPillarId {
  return (FRAMEWORK_PILLARS as readonly string[]).includes(value ?? "");
}

/** The i18n key fragment of a pillar id: "consistency-productivity" -> "consistencyProductivity". */
export function pillarKey(id: string): string {
  return id.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());
}

const PILLAR_ICONS = {
  "consistency-productivity": Gauge,
  "cutting-edge-approach": Bot,
  diversity: Earth,
  profitability: TrendingUp,
  "employee-safety": ShieldCheck,
  "guest-experience": Star,
} as const satisfies Record<FrameworkPillarId, FrameworkItem["icon"]>;

/** The six pillars in docs/product.md's order, each linking to its page. */
export const frameworkItems: (FrameworkItem & { id: FrameworkPillarId })[] = FRAMEWORK_PILLARS.map((id) => ({
  id,
  icon: PILLAR_ICONS[id],
  href: `/framework/${id}`,
}));
