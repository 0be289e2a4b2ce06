/**
 * Value propositions. `advantageLinks`: the /why-choose-us cards, each leading to a page that proves
 * it (services, clients, pricing, process). `advantages`: what sets the agency apart, shown on the
 * home page and on /why-choose-us. Text: `company:advantageLinks.items.<id>.*` and `company:advantages.items.<id>.*`.
 */
import { Building2, CalendarRange, ConciergeBell, GraduationCap, Headset, ListChecks, Receipt, ShieldCheck } from "lucide-react";
import type { ValueProposition } from "./types";

export const advantageLinks: ValueProposition[] = [
  { id: "services", icon: ConciergeBell, href: "/our-approach" },
  { id: "clients", icon: Building2, href: "/our-clients" },
  { id: "pricing", icon: Receipt, href: "/pricing" },
  { id: "process", icon: ListChecks, href: "/our-process" },
];

export const advantages: ValueProposition[] = [
  { id: "vetted", icon: ShieldCheck },
  { id: "trained", icon: GraduationCap },
  { id: "flexible", icon: CalendarRange },
  { id: "supported", icon: Headset },
];
