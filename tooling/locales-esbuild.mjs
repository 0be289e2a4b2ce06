/**
 * The esbuild side of tooling/locales-plugin.ts: bundles `virtual:locale-loaders` into the server
 * entry (server.ts and the CLI), for the server modules outside the React Router build that render
 * email (Better Auth's messages). Each dictionary is bundled as JSON and merged over English with
 * the app's own mergeOverEnglish, exactly as the Vite plugin serves it.
 */
import { existsSync, readdirSync } from "node:fs";
import path from "node:path";

export function localesEsbuildPlugin(localesDir = path.resolve("app/locales")) {
  return {
    name: "app-locales",
    setup(build) {
      build.onResolve({ filter: /^virtual:locale-loaders$/ }, () => ({ path: "locale-loaders", namespace: "app-locales" }));
      build.onLoad({ filter: /.*/, namespace: "app-locales" }, () => {
        const languages = readdirSync(localesDir).filter((name) => !name.startsWith("."));
        const namespaces = readdirSync(path.join(localesDir, "en"))
          .filter((file) => file.endsWith(".json"))
          .map((file) => file.slice(0, -".json".length));
        const imports = [`import { mergeOverEnglish } from ${JSON.stringify(path.resolve("app/i18n/merge.ts"))};`];
        const entries = [];
        for (const lng of languages) {
          const perNs = [];
          for (const ns of namespaces) {
            const file = path.join(localesDir, lng, `${ns}.json`);
            const name = `d_${lng}_${ns}`.replace(/\W/g, "_");
            const english = `d_en_${ns}`.replace(/\W/g, "_");
            if (existsSync(file)) imports.push(`import ${name} from ${JSON.stringify(file)};`);
            const value = lng === "en" ? english : existsSync(file) ? `mergeOverEnglish(${english}, ${name})` : english;
            perNs.push(`${JSON.stringify(ns)}: async () => ({ default: ${value} })`);
          }
          entries.push(`${JSON.stringify(lng)}: { ${perNs.join(", ")} }`);
        }
        const contents = `${imports.join("\n")}\nexport const namespaces = ${JSON.stringify(namespaces)};\nexport const loaders = { ${entries.join(",\n")} };\n`;
        return { contents, loader: "js", resolveDir: process.cwd() };
      });
    },
  };
}
