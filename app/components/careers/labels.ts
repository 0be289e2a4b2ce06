/**
 * The words of an opening's fixed values in the reader's language: positions (`services`),
 * countries (`markets`), the markets' city names, placements and statuses (`admin-openings`).
 * The careers pages use them too.
 */
import { useTranslation } from "react-i18next";
import { markets } from "~/content/markets";
import { cityName, OPENING_COUNTRIES, UNITED_STATES } from "~/lib/careers";

export function useOpeningLabels() {
  const { t } = useTranslation(["services", "markets", "careers"]);
  const position = (id: string) => t(`services:positions.${id}.title`);
  const country = (id: string) => t(`markets:countries.${id}`);
  const placement = (id: string) => t(`careers:placements.${id}`);
  const place = (countryId: string, city: string) => `${cityName(countryId, city)}, ${country(countryId)}`;
  /** Every city of the markets, then the United States: the editor's location choices (built on demand: cards never need them). */
  const locations = () =>
    OPENING_COUNTRIES.flatMap((id) =>
      id === UNITED_STATES
        ? [{ value: UNITED_STATES, label: country(UNITED_STATES) }]
        : (markets.find((market) => market.id === id)?.cities ?? []).map((city) => ({
            value: `${id}:${city.id}`,
            label: `${city.city}, ${country(id)}`,
          })),
    );
  return { position, country, placement, place, locations };
}
