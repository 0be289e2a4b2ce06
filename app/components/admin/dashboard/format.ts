import { useMemo } from "react";
import { useTranslation } from "react-i18next";

/**
 * Numbers and dates in the reader's language. Days and times are shown in UTC, the zone the
 * figures are counted in, so the server's markup and the browser's agree.
 */
export function useDashboardFormat() {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return useMemo(() => {
    const number = new Intl.NumberFormat(language);
    const decimal = new Intl.NumberFormat(language, { maximumFractionDigits: 1 });
    const day = new Intl.DateTimeFormat(language, { dateStyle: "medium", timeZone: "UTC" });
    const shortDay = new Intl.DateTimeFormat(language, { month: "short", day: "numeric", timeZone: "UTC" });
    const dateTime = new Intl.DateTimeFormat(language, {
      dateStyle: "medium",
      timeStyle: "short",
      timeZone: "UTC",
    });
    const asDate = (value: string) => new Date(value.length === 10 ? `${value}T00:00:00.000Z` : value);
    const safe = (format: Intl.DateTimeFormat, value: string) => {
      const date = asDate(value);
      return Number.isNaN(date.getTime()) ? value : format.format(date);
    };
    return {
      number: (value: number) => number.format(value),
      decimal: (value: number) => decimal.format(value),
      /** A UTC day (YYYY-MM-DD) in full. */
      day: (value: string) => safe(day, value),
      /** A UTC day as an axis label. */
      shortDay: (value: string) => safe(shortDay, value),
      /** A stored ISO timestamp, with its zone named. */
      dateTime: (value: string) => `${safe(dateTime, value)} UTC`,
    };
  }, [language]);
}

export type DashboardFormat = ReturnType<typeof useDashboardFormat>;
