import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { MessageSummary } from "~/.server/services/messages";
import { linkClass } from "~/components/admin/records/ui";
import { StatusBadge } from "./StatusBadge";
import { checkboxClass } from "./styles";

/**
 * One message in the list; unread rows stand out. For managers the checkbox belongs to the bulk
 * form (`formId`), so the checked rows post with it, also without JavaScript.
 */
export function MessageRow({
  row,
  openHref,
  received,
  selection,
}: {
  row: MessageSummary;
  openHref: string;
  /** The received date, formatted. */
  received: string;
  selection?: { formId: string; checked: boolean; onToggle: (on: boolean) => void };
}) {
  const { t } = useTranslation("admin-messages");
  const unread = !row.read;
  return (
    <tr className={unread ? "bg-brand-50" : undefined}>
      {selection ? (
        <td className="px-4 py-3 align-top">
          <label className="inline-flex items-center">
            <input
              type="checkbox"
              name="ids"
              value={row.id}
              form={selection.formId}
              className={checkboxClass}
              checked={selection.checked}
              onChange={(event) => selection.onToggle(event.currentTarget.checked)}
            />
            <span className="sr-only">{t("admin:common.selectRow", { name: `${row.name} – ${row.subject}` })}</span>
          </label>
        </td>
      ) : null}
      <td className="max-w-64 min-w-48 px-4 py-3 align-top">
        <p className={`break-words ${unread ? "font-semibold" : ""}`}>{row.name}</p>
        <p className="break-all text-ink-muted">{row.email}</p>
      </td>
      <td className="min-w-64 px-4 py-3 align-top">
        <Link to={openHref} className={`${linkClass} break-words ${unread ? "font-semibold" : ""}`}>
          {row.subject}
        </Link>
        <p className="mt-1 line-clamp-2 break-words text-ink-muted">{row.snippet}</p>
      </td>
      <td className="px-4 py-3 align-top whitespace-nowrap">
        <time dateTime={row.createdAt}>{received}</time>
      </td>
      <td className="px-4 py-3 align-top whitespace-nowrap">
        <StatusBadge row={row} />
      </td>
    </tr>
  );
}
