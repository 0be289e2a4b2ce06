import { useMemo } from "react";
import { useTranslation } from "react-i18next";

/**
 * The one rule for dates and times in the admin area: the reader's language, and UTC, so the
 * server's markup and the browser's agree and the dashboard's UTC days read the same as the lists.
 * Times name their zone through Intl itself ("Jun 1, 2027, 9:05 AM UTC").
 */
export function useDates() {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return useMemo(() => {
    const utc = { timeZone: "UTC" } as const;
    const dateTime = new Intl.DateTimeFormat(language, {
      ...utc,
      year: "numeric",
      month: "short",
      day: "numeric",
      hour: "numeric",
      minute: "2-digit",
      timeZoneName: "short",
    });
    const day = new Intl.DateTimeFormat(language, { ...utc, dateStyle: "medium" });
    const shortDay = new Intl.DateTimeFormat(language, { ...utc, month: "short", day: "numeric" });
    // A stored calendar day ("2027-06-01") is midnight UTC, not the start of a local day.
    const format = (formatter: Intl.DateTimeFormat, value: string) => {
      const date = new Date(value.length === 10 ? `${value}T00:00:00Z` : value);
      return Number.isNaN(date.getTime()) ? value : formatter.format(date);
    };
    return {
      /** A stored timestamp, with its zone named. */
      dateTime: (iso: string) => format(dateTime, iso),
      /** A calendar day (or the day of a timestamp). */
      day: (value: string) => format(day, value),
      /** A day as an axis label. */
      shortDay: (value: string) => format(shortDay, value),
    };
  }, [language]);
}
