import { useMemo } from "react";
import { useTranslation } from "react-i18next";

export const I18N_RESOURCES_ID = "i18n-resources";

/**
 * The page's dictionaries (its language, the namespaces it uses) as JSON in the HTML. The browser
 * hydrates with them at once: no module request waits between the entry script and hydration, and
 * the text is parsed as data, not compiled as JavaScript. Later pages load their namespaces lazily.
 */
export function I18nResources({ namespaces }: { namespaces: string[] }) {
  const { i18n } = useTranslation();
  const language = i18n.language;
  const key = namespaces.join(",");
  const json = useMemo(() => {
    const bundles: Record<string, unknown> = {};
    for (const ns of key.split(",")) bundles[ns] = i18n.getResourceBundle(language, ns) ?? {};
    // "<" escaped so no string in a dictionary can close the script element.
    return JSON.stringify(bundles).replace(/</g, "\\u003c");
  }, [i18n, language, key]);
  return <script type="application/json" id={I18N_RESOURCES_ID} dangerouslySetInnerHTML={{ __html: json }} />;
}
