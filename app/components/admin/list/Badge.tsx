import type { ReactNode } from "react";

/** A short state in a pill; `strong` for the one that wants attention (new, unread, confirmed). */
export function Badge({ children, strong = false }: { children: ReactNode; strong?: boolean }) {
  const colours = strong ? "bg-brand-50 font-semibold text-brand-800" : "bg-slate-100 font-medium text-ink";
  return <span className={`inline-block rounded-full px-2 py-0.5 text-xs whitespace-nowrap ${colours}`}>{children}</span>;
}
