/** How a visitor's contact details read in a record's panel: links to write or call, lists by name. */
import { useTranslation } from "react-i18next";
import { mailtoHref, telHref } from "~/components/admin/list/links";
import { linkClass } from "~/components/admin/list/styles";

/** "Reply by email" in a panel's heading, to `email` on `subject`; `name` tells screen readers to whom. */
export function ReplyLink({ email, subject, name }: { email: string; subject: string; name: string }) {
  const { t } = useTranslation("admin-records");
  return (
    <a href={mailtoHref(email, subject)} className={linkClass}>
      {t("reply.label")}
      <span className="sr-only"> {name}</span>
    </a>
  );
}

export function emailValue(email: string) {
  return (
    <a href={mailtoHref(email)} className={`${linkClass} break-all`}>
      {email}
    </a>
  );
}

/** A call link, or nothing (the detail list then shows a dash). */
export function phoneValue(phone: string | null) {
  return phone ? (
    <a href={telHref(phone)} className={linkClass}>
      {phone}
    </a>
  ) : null;
}

/** Stored ids as a bulleted list of their labels, or nothing. */
export function listValue(ids: string[], label: (id: string) => string) {
  return ids.length ? (
    <ul className="list-inside list-disc">
      {ids.map((id) => (
        <li key={id}>{label(id)}</li>
      ))}
    </ul>
  ) : null;
}
