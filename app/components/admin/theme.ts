/** The admin theme is a per-browser preference (docs/architecture.md, improvement 3), kept in localStorage. */
export type AdminTheme = "light" | "dark";
export const ADMIN_THEME_KEY = "admin-theme";

export function readAdminTheme(): AdminTheme {
  try {
    return localStorage.getItem(ADMIN_THEME_KEY) === "dark" ? "dark" : "light";
  } catch {
    return "light";
  }
}

export function storeAdminTheme(theme: AdminTheme): void {
  try {
    localStorage.setItem(ADMIN_THEME_KEY, theme);
  } catch {
    // Storage may be blocked; the choice then lasts for this page only.
  }
}
