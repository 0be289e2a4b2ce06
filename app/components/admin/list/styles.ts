/** The admin list kit's few shared looks; buttons come from ~/components/ui/button. */

/** A card on the page: white, rounded, a hairline ring. The admin dark theme swaps the colours. */
export const surfaceClass = "rounded-2xl bg-white shadow-sm ring-1 ring-slate-200";
export const panelClass = `mb-8 p-6 ${surfaceClass}`;
export const linkClass = "rounded font-medium text-brand-800 underline underline-offset-2 hover:no-underline";
export const cellClass = "px-4 py-3 align-top";
export const checkboxClass = "size-5 rounded border-slate-400 accent-brand-700";
