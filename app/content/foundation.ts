/**
 * docs/product.md section 1, Foundation: four programs, three ways to help and three corporate social
 * responsibility themes. Text lives in the `foundation` namespace under `programs.<id>`,
 * `waysToHelp.<id>` and `csr.<id>`. Program ids double as the donation form's program values.
 */
import { Droplets, Globe, GraduationCap, HandCoins, HandHelping, Handshake, Heart, Landmark, Ribbon, Shirt } from "lucide-react";
import type { Benefit, ValueProposition } from "./types";

export const FOUNDATION_PROGRAM_IDS = ["scholarships", "boreholeWater", "clothingDonations", "financialAssistance"] as const;
export type FoundationProgramId = (typeof FOUNDATION_PROGRAM_IDS)[number];

export const foundationPrograms: Benefit[] = [
  { id: "scholarships", icon: GraduationCap },
  { id: "boreholeWater", icon: Droplets },
  { id: "clothingDonations", icon: Shirt },
  { id: "financialAssistance", icon: HandCoins },
];

export const waysToHelp: ValueProposition[] = [
  { id: "donate", icon: Heart, href: "/donate" },
  { id: "volunteer", icon: HandHelping, href: "/volunteer" },
  { id: "partner", icon: Handshake, href: "/partnership" },
];

export const csrThemes: Benefit[] = [
  { id: "breastCancerAwareness", icon: Ribbon },
  { id: "blackHistoryMonth", icon: Landmark },
  { id: "globalImpact", icon: Globe },
];
