import type { ComponentProps } from "react";
import { LocalLink } from "~/i18n/links";

export type ButtonVariant = "primary" | "secondary" | "outline" | "ghost" | "light" | "danger";
export type ButtonSize = "sm" | "md" | "lg";

// Only theme colours, no dark: variants: the admin dark theme redefines those colours in its scope
// (app.css), so every variant follows it, while a dark: variant would follow the system instead.
const VARIANTS: Record<ButtonVariant, string> = {
  primary: "bg-brand-700 text-white shadow-sm hover:bg-brand-800",
  secondary: "border border-brand-700 text-brand-700 hover:bg-brand-50",
  ghost: "text-brand-700 hover:bg-brand-50",
  outline: "border border-slate-300 bg-white text-ink hover:bg-slate-100",
  light: "bg-white text-navy shadow-sm hover:bg-brand-50",
  danger: "bg-red-700 text-white shadow-sm hover:bg-red-800",
};
const SIZES: Record<ButtonSize, string> = { sm: "px-3 py-1.5 text-xs", md: "px-5 py-2.5 text-sm", lg: "px-7 py-3.5 text-base" };

/** The one button look of the site, for <button> and links alike. */
export function buttonClasses(variant: ButtonVariant = "primary", size: ButtonSize = "md", extra = ""): string {
  return `inline-flex items-center justify-center gap-2 rounded-full font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-70 ${VARIANTS[variant]} ${SIZES[size]} ${extra}`;
}

export function Button({
  variant,
  size,
  className,
  ...props
}: ComponentProps<"button"> & { variant?: ButtonVariant; size?: ButtonSize }) {
  return <button type="button" className={buttonClasses(variant, size, className)} {...props} />;
}

/** A link that looks like a button; its site path stays in the page's language. */
export function LinkButton({
  variant,
  size,
  className,
  ...props
}: ComponentProps<typeof LocalLink> & { variant?: ButtonVariant; size?: ButtonSize }) {
  return <LocalLink className={buttonClasses(variant, size, className)} {...props} />;
}
