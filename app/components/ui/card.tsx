import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";

/** A bordered content card; with an icon it leads with a tinted icon badge. */
export function Card({
  icon: Icon,
  title,
  children,
  className = "",
  headingLevel = 3,
}: {
  icon?: LucideIcon;
  title: string;
  children?: ReactNode;
  className?: string;
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <div className={`flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm ${className}`}>
      {Icon ? (
        <span className="mb-4 inline-flex size-12 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
          <Icon aria-hidden="true" className="size-6" />
        </span>
      ) : null}
      <Heading className="text-lg font-semibold text-ink">{title}</Heading>
      {children ? <div className="mt-2 flex-1 text-ink-muted">{children}</div> : null}
    </div>
  );
}
