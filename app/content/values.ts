/**
 * docs/product.md section 1: the ten company values. Titles and descriptions live with the About pages, the only
 * ones that show them: `about:values.items.<id>.title` / `.description`.
 */
import { BadgeCheck, Compass, Eye, Flame, Globe, HeartHandshake, Lightbulb, ShieldCheck, Shuffle, Users } from "lucide-react";
import type { CompanyValue } from "./types";

export const companyValues: CompanyValue[] = [
  { id: "adaptable", icon: Shuffle },
  { id: "present", icon: Eye },
  { id: "passionate", icon: Flame },
  { id: "accountable", icon: ShieldCheck },
  { id: "innovative", icon: Lightbulb },
  { id: "diverse", icon: Globe },
  { id: "collaborative", icon: Users },
  { id: "committed", icon: BadgeCheck },
  { id: "empathy", icon: HeartHandshake },
  { id: "leadership", icon: Compass },
];
