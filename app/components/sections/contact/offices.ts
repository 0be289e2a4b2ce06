import { HEADQUARTERS, type MarketOffice, markets } from "~/content/markets";

export interface OfficePin extends MarketOffice {
  /** "us" for the headquarters, otherwise the market's country id. */
  country: string;
  headquarters: boolean;
}

/** The headquarters first, then every market office, as the map and its list show them. */
export const officePins: OfficePin[] = [
  { ...HEADQUARTERS, country: "us", headquarters: true },
  ...markets.flatMap((market) => market.cities.map((office) => ({ ...office, country: market.id, headquarters: false }))),
];
