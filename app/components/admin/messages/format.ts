import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { mailtoHref } from "~/components/admin/records/format";
import { useHydrated } from "~/lib/use-hydrated";

/**
 * Dates in the reader's language and, once the page runs in the browser, their time zone. The
 * server does not know that zone, so its markup (and the hydration that must match it) says UTC.
 */
export function useDateFormat() {
  const { t, i18n } = useTranslation("admin-messages");
  const hydrated = useHydrated();
  const format = useMemo(
    () =>
      new Intl.DateTimeFormat(i18n.language, {
        dateStyle: "medium",
        timeStyle: "short",
        ...(hydrated ? {} : { timeZone: "UTC" }),
      }),
    [i18n.language, hydrated],
  );
  return (iso: string) => (hydrated ? format.format(new Date(iso)) : t("utcDate", { date: format.format(new Date(iso)) }));
}

/** A reply in the staff member's mail program, to the sender, on the same subject. */
export function replyHref(email: string, subject: string): string {
  const reply = /^re:/i.test(subject.trim()) ? subject.trim() : `Re: ${subject.trim()}`;
  return mailtoHref(email, reply);
}
