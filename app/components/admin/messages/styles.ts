// Brand 800 on white, and white on brand 800: both hold their contrast in the admin dark theme too,
// where the theme turns brand 800 light and white dark.
const smallButton = (extra = "") =>
  `inline-flex items-center justify-center rounded-full px-4 py-2 text-sm font-semibold disabled:cursor-not-allowed disabled:opacity-60 ${extra}`;
export const outlineButton = smallButton("border border-brand-800 text-brand-800 hover:bg-brand-50");
export const solidButton = smallButton("bg-brand-800 text-white hover:opacity-90");
export const dangerButton = smallButton("border border-red-700 text-red-700 hover:bg-slate-100");
export const checkboxClass = "size-5 rounded border-slate-400 accent-brand-700";
