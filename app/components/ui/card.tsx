import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { IconBadge } from "~/components/ui/badge";
import { LocalLink } from "~/i18n/links";

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

/**
 * A card of a list (it is the `<li>`), wholly clickable through the link in its heading: the link's
 * area covers the card, and `more` closes it as a hint for sighted visitors only.
 */
export function LinkCard({
  icon,
  href,
  title,
  text,
  more,
}: {
  icon?: LucideIcon;
  href: string;
  title: string;
  text: string;
  more: string;
}) {
  return (
    <li className="relative flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm transition-shadow focus-within:shadow-md hover:shadow-md">
      <IconBadge icon={icon} className="mb-4" />
      <h3 className="text-lg font-semibold text-ink">
        <LocalLink to={href} className="after:absolute after:inset-0 after:rounded-2xl hover:text-brand-700">
          {title}
        </LocalLink>
      </h3>
      <p className="mt-2 flex-1 text-ink-muted">{text}</p>
      <span aria-hidden="true" className="mt-4 text-sm font-semibold text-brand-700">
        {more} →
      </span>
    </li>
  );
}
