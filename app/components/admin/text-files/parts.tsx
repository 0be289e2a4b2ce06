/** What the translators' files page and its preview share: the card of a section, the forms' schema. */
import type { ReactNode } from "react";
import { panelClass } from "../list/styles";

export const loadTextImportSchema = () => import("~/lib/validation/text-files").then((module) => module.textImportSchema);

/** A card of the page, named by its heading. */
export function Panel({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className={panelClass}>
      <h2 id={id} className="text-lg font-semibold text-ink">
        {title}
      </h2>
      {children}
    </section>
  );
}
