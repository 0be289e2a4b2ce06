import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { I18nextProvider } from "react-i18next";
import { HydratedRouter } from "react-router/dom";
import { I18N_RESOURCES_ID } from "./components/I18nResources";
import { NonceProvider } from "./components/nonce";
import { initClientI18n, textChangesOf } from "./i18n/client";
import { DEFAULT_LANGUAGE, isLanguage } from "./i18n/languages";

/** The server names the language and the namespaces the page used; load exactly those, then hydrate. */
async function hydrate() {
  const root = document.documentElement;
  const language = isLanguage(root.lang) ? root.lang : DEFAULT_LANGUAGE;
  const namespaces = (root.dataset.i18nNamespaces ?? "common").split(",");
  const embedded = document.getElementById(I18N_RESOURCES_ID)?.textContent;
  const i18n = await initClientI18n(
    language,
    namespaces,
    embedded ? JSON.parse(embedded) : {},
    textChangesOf(root.dataset.i18nChanges),
  );
  // The server's CSP nonce, still readable as a property (browsers hide the attribute), so the
  // hydrated tree renders the same nonce the server did.
  const nonce = document.querySelector<HTMLScriptElement>("script[nonce]")?.nonce || undefined;
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <NonceProvider value={nonce}>
          <I18nextProvider i18n={i18n}>
            <HydratedRouter />
          </I18nextProvider>
        </NonceProvider>
      </StrictMode>,
    );
  });
}

void hydrate();
