/**
 * Serves the dictionaries under app/locales as virtual modules, one per language and
 * namespace, each already merged over English. The browser then downloads only the
 * current language (English fallback included) instead of two dictionaries.
 *
 *   virtual:locale-loaders  -> { loaders: { [lng]: { [ns]: () => import(...) } }, staffLoaders, namespaces }
 *   virtual:locale-loaders/staff -> the same map for the admin area's namespaces
 *   virtual:locale/<lng>/<ns> -> the merged dictionary
 *
 * The admin area's namespaces (`admin*`) have their loaders in a chunk of their own, which
 * `staffLoaders()` imports when one is first asked for: each namespace costs every public page
 * three unguessable file names, and visitors never open the admin area.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { Plugin } from "vite";
import { type Dictionary, mergeOverEnglish } from "../app/i18n/merge";
import { SERVER_ONLY_NAMESPACES } from "../app/i18n/server-namespaces";

const LOADERS_ID = "virtual:locale-loaders";
const STAFF_LOADERS_ID = "virtual:locale-loaders/staff";
const isStaffNamespace = (ns: string) => ns.startsWith("admin");
const LOCALE_PREFIX = "virtual:locale/";

export function localesPlugin(localesDir = path.resolve("app/locales")): Plugin {
  // A language may lack a namespace file (spec: the Spanish dictionary may be incomplete): English fills in.
  const read = (lng: string, ns: string): Dictionary => {
    const file = path.join(localesDir, lng, `${ns}.json`);
    return existsSync(file) ? (JSON.parse(readFileSync(file, "utf8")) as Dictionary) : {};
  };
  const languages = () => readdirSync(localesDir).filter((name) => !name.startsWith("."));
  const namespaces = () =>
    readdirSync(path.join(localesDir, "en"))
      .filter((file) => file.endsWith(".json"))
      .map((file) => file.slice(0, -".json".length));

  return {
    name: "app-locales",
    resolveId(id) {
      if (id === LOADERS_ID || id === STAFF_LOADERS_ID || id.startsWith(LOCALE_PREFIX)) return `\0${id}`;
      return undefined;
    },
    load(id) {
      if (id === `\0${LOADERS_ID}` || id === `\0${STAFF_LOADERS_ID}`) {
        const nsList = namespaces();
        const staff = id === `\0${STAFF_LOADERS_ID}`;
        // Emails' words never reach a page: no loader for them, so every page's map stays small.
        const shipped = nsList.filter((ns) => !SERVER_ONLY_NAMESPACES.includes(ns) && isStaffNamespace(ns) === staff);
        const entries = languages().map((lng) => {
          const perNs = shipped.map(
            (ns) => `${JSON.stringify(ns)}: () => import(${JSON.stringify(`${LOCALE_PREFIX}${lng}/${ns}`)})`,
          );
          return `${JSON.stringify(lng)}: { ${perNs.join(", ")} }`;
        });
        const loaders = `export const loaders = { ${entries.join(",\n")} };\n`;
        if (staff) return loaders;
        return `export const namespaces = ${JSON.stringify(nsList)};\n${loaders}export const staffLoaders = () => import(${JSON.stringify(STAFF_LOADERS_ID)}).then((module) => module.loaders);\n`;
      }
      if (id.startsWith(`\0${LOCALE_PREFIX}`)) {
        const [lng = "en", ns = "common"] = id.slice(`\0${LOCALE_PREFIX}`.length).split("/");
        this.addWatchFile(path.join(localesDir, "en", `${ns}.json`));
        this.addWatchFile(path.join(localesDir, lng, `${ns}.json`));
        const english = read("en", ns);
        const merged = lng === "en" ? english : mergeOverEnglish(english, read(lng, ns));
        return `export default ${JSON.stringify(merged)};\n`;
      }
      return undefined;
    },
  };
}
