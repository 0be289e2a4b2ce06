import { useTranslation } from "react-i18next";
import { useNonce } from "../nonce";
import { Logo } from "./Logo";

export const SPLASH_MS = 1000;
const SPLASH_SEEN_KEY = "splash-shown";

/**
 * Runs in <head> before first paint, so the splash covers the server-rendered page from the start
 * and never appears on later loads in the same browser session or under reduced motion.
 */
const script = `(function(){try{var d=document.documentElement;if(sessionStorage.getItem("${SPLASH_SEEN_KEY}")||matchMedia("(prefers-reduced-motion: reduce)").matches)return;sessionStorage.setItem("${SPLASH_SEEN_KEY}","1");d.classList.add("splash");setTimeout(function(){d.classList.remove("splash")},${SPLASH_MS})}catch(e){}})();`;

export function SplashScript() {
  return <script nonce={useNonce()} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: script }} />;
}

export function SplashScreen() {
  const { t } = useTranslation();
  return (
    <div
      id="splash"
      data-testid="splash"
      aria-hidden="true"
      className="fixed inset-0 z-[100] items-center justify-center bg-navy"
    >
      <div className="flex flex-col items-center gap-4 text-white">
        <Logo className="h-14 w-auto" inverted />
        <p className="text-sm tracking-[0.3em] uppercase text-brand-100">{t("brand.tagline")}</p>
      </div>
    </div>
  );
}
