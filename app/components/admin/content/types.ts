import type { Language } from "~/i18n/languages";
import type { ContentKind } from "~/lib/validation/content";

/** An item as the editors page receives it (the service's EditableItem, as loader data). */
export interface EditorItem {
  id: string;
  kind: ContentKind;
  hidden: boolean;
  updatedAt: string;
  details: Record<string, string | boolean | null>;
  translations: Record<Language, Record<string, string>>;
  missing: Partial<Record<Language, string[]>>;
}
