/**
 * How the careers pages write an opening's pay and days in the page's language. Days are calendar
 * days in UTC (an opening's dates carry no time), so the server and the browser write the same.
 */
import { useTranslation } from "react-i18next";
import { useLanguage } from "~/i18n/links";
import type { OpeningPay } from "~/lib/careers";
import { dateFormat, numberFormat } from "~/lib/intl-format";

export function useCareersFormat() {
  const language = useLanguage();
  const { t } = useTranslation("careers");
  const dayFormat = dateFormat(language, { dateStyle: "long", timeZone: "UTC" });
  const day = (value: string) => dayFormat.format(new Date(`${value}T00:00:00Z`));
  const pay = ({ min, max, currency, unit }: OpeningPay) => {
    const money = numberFormat(language, { style: "currency", currency, maximumFractionDigits: 2 });
    const amount = min === max ? money.format(min) : t("pay.range", { min: money.format(min), max: money.format(max) });
    return t(`pay.per.${unit}`, { amount });
  };
  return { day, pay };
}
