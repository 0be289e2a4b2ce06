import { useMemo } from "react";
import { useTranslation } from "react-i18next";

/** Counts and money in the reader's language. */
export function useNumbers() {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return useMemo(() => {
    const number = new Intl.NumberFormat(language);
    const decimal = new Intl.NumberFormat(language, { maximumFractionDigits: 1 });
    return {
      number: (value: number) => number.format(value),
      decimal: (value: number) => decimal.format(value),
      money(cents: number, currency: string): string {
        try {
          return new Intl.NumberFormat(language, { style: "currency", currency }).format(cents / 100);
        } catch {
          // An unknown currency code: still show the amount and the code as stored.
          return `${number.format(cents / 100)} ${currency}`;
        }
      },
    };
  }, [language]);
}
