/**
 * docs/product.md section 1: the six-step process, in order, and the benefits shown with it on /our-process.
 * Text: `process:steps.<id>.title` / `.text` / `.points.*` and `process:benefits.<id>.title` / `.text`.
 */
import {
  ClipboardList,
  Clock,
  GraduationCap,
  Handshake,
  HeartHandshake,
  type LucideIcon,
  MessagesSquare,
  Scale,
  Search,
  ShieldCheck,
  TrendingUp,
  UserCheck,
  Users,
} from "lucide-react";
import type { Benefit } from "./types";

export interface ProcessStep {
  id: "consultation" | "sourcing" | "vetting" | "training" | "placement" | "support";
  icon: LucideIcon;
}

/** Consultation, sourcing or needs assessment, vetting, training, integration or placement, continuous support. */
export const processSteps: ProcessStep[] = [
  { id: "consultation", icon: MessagesSquare },
  { id: "sourcing", icon: Search },
  { id: "vetting", icon: UserCheck },
  { id: "training", icon: GraduationCap },
  { id: "placement", icon: Users },
  { id: "support", icon: ClipboardList },
];

export const benefits: Benefit[] = [
  { id: "readyFromDayOne", icon: Clock },
  { id: "lowerTurnover", icon: TrendingUp },
  { id: "flexibleScaling", icon: Scale },
  { id: "riskManaged", icon: ShieldCheck },
  { id: "singleContact", icon: Handshake },
  { id: "engagedPeople", icon: HeartHandshake },
];
