/**
 * Spec section 9: the four statistics. Labels and descriptions are i18n keys in the `company`
 * namespace (`statistics.<id>.label` / `.description`). Years of experience differ by language:
 * 30+ in English, 15+ in the Spanish and French sets.
 */
import type { Statistic } from "./types";

export const statistics: Statistic[] = [
  { id: "clientSatisfaction", value: { en: "98%", es: "98%", fr: "98%" } },
  { id: "placements", value: { en: "1500+", es: "1500+", fr: "1500+" } },
  { id: "continents", value: { en: "4+", es: "4+", fr: "4+" } },
  { id: "yearsOfExperience", value: { en: "30+", es: "15+", fr: "15+" } },
];
