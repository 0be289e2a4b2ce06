/**
 * docs/product.md sections 3 and 9: three plans, all priced by custom quote, Elite (formerly "premium") the most
 * popular. Text: `pricing:plans.<id>.name` / `.description`, features `pricing:features.<feature>`.
 * A plan's first feature may be "allStandard" / "allElite": everything the plan below it includes.
 *
 * The FAQ is content staff edit (services/content, table faq_entries).
 */
import type { PricingPlan } from "./types";

const STANDARD_FEATURES = ["vettedStaff", "backgroundChecks", "basicTraining", "standardResponse", "support85"];
const ELITE_FEATURES = ["allStandard", "enhancedVetting", "advancedTraining", "priorityResponse", "support247", "accountManager"];
const ENTERPRISE_FEATURES = [
  "allElite",
  "customTraining",
  "workforceConsultation",
  "multiLocation",
  "executiveReporting",
  "performanceAnalytics",
];

/** The features that stand for "everything in the plan below". */
export const INHERITED_FEATURES = ["allStandard", "allElite"];

export const pricingPlans: PricingPlan[] = [
  { id: "standard", aliases: [], price: "customQuote", features: STANDARD_FEATURES, isPopular: false },
  { id: "elite", aliases: ["premium"], price: "customQuote", features: ELITE_FEATURES, isPopular: true },
  { id: "enterprise", aliases: [], price: "customQuote", features: ENTERPRISE_FEATURES, isPopular: false },
];

/** A plan by its id or an alias ("premium" -> elite). */
export function findPlan(idOrAlias: string): PricingPlan | undefined {
  return pricingPlans.find((plan) => plan.id === idOrAlias || plan.aliases.includes(idOrAlias));
}
