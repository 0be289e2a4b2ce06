import type { ReactNode } from "react";

export interface DetailItem {
  label: string;
  /** Visitor text is rendered as text, line breaks kept. An empty value shows a dash. */
  value: ReactNode;
  wide?: boolean;
}

/** The fields of one opened record, as a description list. */
export function DetailList({ items }: { items: DetailItem[] }) {
  return (
    <dl className="grid gap-x-6 gap-y-4 sm:grid-cols-2">
      {items.map((item) => (
        <div key={item.label} className={item.wide ? "sm:col-span-2" : undefined}>
          <dt className="text-xs font-semibold tracking-wide text-ink-muted uppercase">{item.label}</dt>
          <dd className="mt-1 text-sm break-words whitespace-pre-wrap text-ink">
            {item.value === null || item.value === undefined || item.value === "" ? "—" : item.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
