/**
 * The static content records of docs/product.md section 3. Text lives in the dictionaries: a record carries
 * its id (which names its i18n keys) and the data that is not language-specific. Icons are lucide
 * components, so each page bundles only the icons it shows.
 */
import type { LucideIcon } from "lucide-react";
import type { Language } from "~/i18n/languages";

/** A value that differs by language (docs/product.md section 9: 30+ years in English, 15+ in Spanish and French). */
export type PerLanguage<T> = Record<Language, T>;

export interface PricingPlan {
  id: "standard" | "elite" | "enterprise";
  /** Older content keyed the middle plan "premium" (docs/product.md section 3). */
  aliases: string[];
  /** Every plan is priced by custom quote; no price is ever shown. */
  price: "customQuote";
  /** i18n keys of the features, in order. */
  features: string[];
  isPopular: boolean;
}

export interface FrameworkItem {
  id: string;
  icon: LucideIcon;
  href: string;
}

export interface Benefit {
  id: string;
  icon: LucideIcon;
}

export interface ValueProposition {
  id: string;
  icon?: LucideIcon;
  href?: string;
}

export interface CompanyValue {
  id: string;
  icon?: LucideIcon;
}
