import type { ReactNode } from "react";

/**
 * A short state in a pill; `strong` for the one that wants attention (new, unread, confirmed),
 * `problem` for one that is wrong (its words say so too: colour is never the only sign).
 */
export function Badge({
  children,
  strong = false,
  problem = false,
}: {
  children: ReactNode;
  strong?: boolean;
  problem?: boolean;
}) {
  const colours = problem
    ? "border border-red-700 bg-white font-semibold text-red-700"
    : strong
      ? "bg-brand-50 font-semibold text-brand-800"
      : "bg-slate-100 font-medium text-ink";
  return <span className={`inline-block rounded-full px-2 py-0.5 text-xs whitespace-nowrap ${colours}`}>{children}</span>;
}
