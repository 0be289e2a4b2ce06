import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { useDashboardFormat } from "~/components/admin/dashboard/format";

/**
 * The dashboard's formats (numbers, UTC days) and what the traffic view adds: shares, visit
 * durations, the hours of a one-day chart, and country and language names, all in the reader's
 * language through Intl.
 */
export function useTrafficFormat() {
  const base = useDashboardFormat();
  const { i18n } = useTranslation();
  const language = i18n.language;
  const extra = useMemo(() => {
    const percent = new Intl.NumberFormat(language, { style: "percent", maximumFractionDigits: 1 });
    const unit = (name: "hour" | "minute" | "second") =>
      new Intl.NumberFormat(language, { style: "unit", unit: name, unitDisplay: "short" });
    const hours = unit("hour");
    const minutes = unit("minute");
    const seconds = unit("second");
    const hourTick = new Intl.DateTimeFormat(language, { timeZone: "UTC", hour: "numeric" });
    const hourFull = new Intl.DateTimeFormat(language, {
      timeZone: "UTC",
      dateStyle: "medium",
      timeStyle: "short",
    });
    const regions = new Intl.DisplayNames(language, { type: "region", fallback: "none" });
    const languages = new Intl.DisplayNames(language, { type: "language", fallback: "none" });
    // A bucket of an hourly series is "YYYY-MM-DDTHH" (UTC).
    const hourDate = (bucket: string) => new Date(`${bucket}:00:00Z`);
    const safe = (format: () => string | undefined, fallback: string) => {
      try {
        return format() ?? fallback;
      } catch {
        // Intl refuses a malformed code: show the value as stored rather than fail the page.
        return fallback;
      }
    };
    return {
      percent: (value: number) => percent.format(value),
      /** A visit's length: "45 sec", "2 min 5 sec", "1 hr 3 min". */
      duration(totalSeconds: number): string {
        const whole = Math.round(totalSeconds);
        const h = Math.floor(whole / 3600);
        const m = Math.floor((whole % 3600) / 60);
        const s = whole % 60;
        if (h > 0) return `${hours.format(h)} ${minutes.format(m)}`;
        if (m > 0) return `${minutes.format(m)} ${seconds.format(s)}`;
        return seconds.format(s);
      },
      hourTick: (bucket: string) => safe(() => hourTick.format(hourDate(bucket)), bucket),
      hour: (bucket: string) => safe(() => hourFull.format(hourDate(bucket)), bucket),
      /** A country's name from its ISO code, or undefined when the code names none (ZZ and XX are "unknown"). */
      country(code: string): string | undefined {
        const upper = code.toUpperCase();
        if (!/^[A-Z]{2}$/.test(upper) || upper === "ZZ" || upper === "XX") return undefined;
        return safe(() => regions.of(upper), "") || undefined;
      },
      /** A language's name from its code, capitalized as a label ("Francés", not "francés"). */
      language(code: string): string | undefined {
        const name = /^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8})*$/.test(code) ? safe(() => languages.of(code), "") : "";
        return name ? name.charAt(0).toLocaleUpperCase(language) + name.slice(1) : undefined;
      },
    };
  }, [language]);
  return { ...base, ...extra };
}
