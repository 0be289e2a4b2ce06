import type { LucideIcon } from "lucide-react";

const ICON_SIZES = {
  10: "size-10 rounded-xl [&>svg]:size-5",
  11: "size-11 rounded-xl [&>svg]:size-5",
  12: "size-12 rounded-xl [&>svg]:size-6",
  14: "size-14 rounded-2xl [&>svg]:size-7",
  16: "size-16 rounded-2xl [&>svg]:size-8",
} as const;

const ICON_TONES = {
  brand: "bg-brand-50 text-brand-700",
  gold: "bg-gold-400/15 text-gold-400",
  solid: "bg-brand-700 text-white",
  white: "bg-white text-brand-700 shadow-sm",
} as const;

/**
 * An icon on a tinted square that leads a card or a list item. Decorative: the text beside it says
 * what it stands for. Nothing is drawn without an icon.
 */
export function IconBadge({
  icon: Icon,
  size = 12,
  tone = "brand",
  className = "",
}: {
  icon?: LucideIcon;
  size?: keyof typeof ICON_SIZES;
  tone?: keyof typeof ICON_TONES;
  className?: string;
}) {
  if (!Icon) return null;
  return (
    <span className={`inline-flex shrink-0 items-center justify-center ${ICON_SIZES[size]} ${ICON_TONES[tone]} ${className}`}>
      <Icon aria-hidden="true" />
    </span>
  );
}

const STEP_SIZES = {
  8: "size-8 text-sm font-bold",
  9: "size-9 font-semibold",
  10: "size-10 font-bold",
  12: "size-12 text-lg font-bold shadow-sm",
} as const;

/** A step's number in a round badge; hidden from screen readers, which hear the list's own order. */
export function StepNumber({ n, size = 10 }: { n: number; size?: keyof typeof STEP_SIZES }) {
  return (
    <span
      aria-hidden="true"
      className={`inline-flex shrink-0 items-center justify-center rounded-full bg-brand-700 text-white ${STEP_SIZES[size]}`}
    >
      {n}
    </span>
  );
}
