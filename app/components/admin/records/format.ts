import { useTranslation } from "react-i18next";

/**
 * Dates, numbers and money in the admin's language. Times are shown in UTC so the server's markup
 * and the browser's agree whatever the browser's time zone.
 */
export function useRecordFormat() {
  const { i18n } = useTranslation();
  const language = i18n.language;
  const dateTime = new Intl.DateTimeFormat(language, { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" });
  const day = new Intl.DateTimeFormat(language, { dateStyle: "long", timeZone: "UTC" });
  const number = new Intl.NumberFormat(language);
  return {
    dateTime(iso: string): string {
      const date = new Date(iso);
      return Number.isNaN(date.getTime()) ? iso : `${dateTime.format(date)} UTC`;
    },
    /** A calendar date as stored ("2027-06-01"), without a time zone shift. */
    day(value: string): string {
      const date = new Date(`${value}T00:00:00Z`);
      return Number.isNaN(date.getTime()) ? value : day.format(date);
    },
    number: (value: number) => number.format(value),
    money(cents: number, currency: string): string {
      try {
        return new Intl.NumberFormat(language, { style: "currency", currency }).format(cents / 100);
      } catch {
        // An unknown currency code: still show the amount and the code as stored.
        return `${number.format(cents / 100)} ${currency}`;
      }
    },
  };
}

/** A reply link: the address percent-encoded but for "@", so "?" or "&" in it cannot add headers. */
export function mailtoHref(email: string, subject?: string): string {
  const address = encodeURIComponent(email).replace(/%40/g, "@");
  return subject ? `mailto:${address}?subject=${encodeURIComponent(subject)}` : `mailto:${address}`;
}

export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, "")}`;
}
