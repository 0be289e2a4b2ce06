import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { IconBadge } from "~/components/ui/badge";

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
      <IconBadge icon={Icon} className="mb-4" />
      <Heading className="text-lg font-semibold text-ink">{title}</Heading>
      {children ? <div className="mt-2 flex-1 text-ink-muted">{children}</div> : null}
    </div>
  );
}
