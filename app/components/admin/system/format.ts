import { useMemo } from "react";
import { useTranslation } from "react-i18next";

const BYTE_UNITS = ["byte", "kilobyte", "megabyte", "gigabyte", "terabyte"] as const;
type TimeUnit = "day" | "hour" | "minute";

/** The system page's sizes ("1.2 GB", decimal units as disks are sold), shares and uptimes, in the reader's language. */
export function useSystemFormat() {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return useMemo(() => {
    const inUnit = (unit: (typeof BYTE_UNITS)[number] | TimeUnit) =>
      new Intl.NumberFormat(language, { style: "unit", unit, unitDisplay: "short", maximumFractionDigits: 1 });
    const sizes = BYTE_UNITS.map(inUnit);
    const times = { day: inUnit("day"), hour: inUnit("hour"), minute: inUnit("minute") };
    const percent = new Intl.NumberFormat(language, { style: "percent", maximumFractionDigits: 0 });
    return {
      bytes(value: number): string {
        const step = Math.min(BYTE_UNITS.length - 1, Math.max(0, Math.floor(Math.log10(Math.max(value, 1)) / 3)));
        return sizes[step]?.format(value / 1000 ** step) ?? String(value);
      },
      percent: (share: number) => percent.format(share),
      /** How long this instance has run, in its two largest units: "3 days 4 hr", "2 hr 5 min", "4 min". */
      uptime(totalSeconds: number): string {
        const parts: Array<[TimeUnit, number]> = [
          ["day", Math.floor(totalSeconds / 86_400)],
          ["hour", Math.floor((totalSeconds % 86_400) / 3600)],
          ["minute", Math.floor((totalSeconds % 3600) / 60)],
        ];
        const first = parts.findIndex(([, count]) => count > 0);
        if (first < 0) return times.minute.format(0);
        return parts
          .slice(first, first + 2)
          .map(([unit, count]) => times[unit].format(count))
          .join(" ");
      },
    };
  }, [language]);
}
