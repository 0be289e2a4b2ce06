/**
 * Links that stay in the page's language (decision 0004): `<LocalLink to="/pricing">` points at
 * `/fr/pricing` on a French page. Every public component links through these, so no page sends a
 * visitor to another language by accident; only the language switcher crosses languages.
 */
import type { ComponentProps } from "react";
import { Link, NavLink } from "react-router";
import { useRootData } from "~/lib/public-config";
import type { Language } from "./languages";
import { localizePath } from "./paths";

/** The language of the page being shown (the address's on public pages, the preference in the admin area). */
export function useLanguage(): Language {
  return useRootData().language;
}

/** Turns a site path into the same page in the current language. */
export function useLocalizedPath(): (path: string) => string {
  const language = useLanguage();
  return (path) => localizePath(path, language);
}

type To = ComponentProps<typeof Link>["to"];

function localizeTo(to: To, localize: (path: string) => string): To {
  if (typeof to === "string") return localize(to);
  return to.pathname ? { ...to, pathname: localize(to.pathname) } : to;
}

/** React Router's Link, its target in the current language. */
export function LocalLink({ to, ...props }: ComponentProps<typeof Link>) {
  const localize = useLocalizedPath();
  return <Link to={localizeTo(to, localize)} {...props} />;
}

/** React Router's NavLink, its target in the current language (active state compared there too). */
export function LocalNavLink({ to, ...props }: ComponentProps<typeof NavLink>) {
  const localize = useLocalizedPath();
  return <NavLink to={localizeTo(to, localize)} {...props} />;
}
