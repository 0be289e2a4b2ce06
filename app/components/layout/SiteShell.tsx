import { lazy, Suspense } from "react";
import { useTranslation } from "react-i18next";
import { Outlet, useNavigation } from "react-router";
import { useRootData } from "~/lib/public-config";
import { ChatWidget } from "./ChatWidget";
import { Footer } from "./Footer";
import { Header } from "./Header";
import { LanguageOffer } from "./LanguageOffer";
import { RouteSpinner } from "./RouteSpinner";

/** Staff's in-page text editor (decision 0017): its own chunk, fetched only for them. */
const TextEditMode = lazy(() => import("~/components/text-editor/TextEditMode"));

/** docs/product.md section 2: every public page sits in a shell of header, main area and footer. */
export function SiteShell() {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const { textEditor } = useRootData();
  return (
    <>
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-white px-4 py-2 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        {t("header.skipToContent")}
      </a>
      <Header />
      <main id="main" tabIndex={-1} className="min-h-[60vh] pt-24 focus:outline-none">
        {navigation.state === "loading" ? <RouteSpinner /> : null}
        {/* A page whose dictionary is still downloading suspends here (lazy i18n namespaces). */}
        <Suspense fallback={<RouteSpinner />}>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
      <ChatWidget />
      <LanguageOffer />
      {textEditor ? (
        <Suspense fallback={null}>
          <TextEditMode />
        </Suspense>
      ) : null}
    </>
  );
}
