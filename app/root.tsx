import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import {
  data,
  type GetScrollRestorationKeyFunction,
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  type ShouldRevalidateFunction,
  useMatches,
  useRouteLoaderData,
} from "react-router";
import { signedInWith } from "./.server/auth/guard";
import { takeToast } from "./.server/http/toast";
import { changedNamespaces, siteContent, siteTexts } from "./.server/services/content";
import { getSiteName } from "./.server/settings";
import type { Route } from "./+types/root";
import appStylesheet from "./app.css?url";
import interFont from "./assets/fonts/inter-latin-wght-normal.woff2?url";
import { I18nResources } from "./components/I18nResources";
import { SplashScreen, SplashScript } from "./components/layout/Splash";
import { useNonce } from "./components/nonce";
import { Toasts } from "./components/ui/toasts";
import { DEFAULT_LANGUAGE, isLanguage } from "./i18n/languages";
import { homePathOf, isPreferencePath, languageSourceOf } from "./i18n/paths";
import { languageOfRequest } from "./i18n/request-language.server";
import { startClickTracking } from "./lib/click-tracking";
import { usePageViewBeacon } from "./lib/page-view-beacon";
import type { RootData } from "./lib/public-config";
import { namespacesOfMatches } from "./lib/route-handle";
import { useResultToast } from "./lib/toast";

/**
 * What first paint needs, fetched before anything else: the stylesheet and the text font. With a
 * `precedence`, React hoists the stylesheet to the top of <head>, where the browser finds it first.
 * (The scripts wait for the first paint: server/html/deferred-hydration.ts.)
 */
export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: appStylesheet, precedence: "default" },
  { rel: "preload", href: interFont, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const language = languageOfRequest(request);
  // The footer on every page shows the social links and contact details (cached: services/content).
  // Staff who may change the texts get the in-page editor on the public site (decision 0017); a
  // visitor's request carries no session and is not looked up.
  const [siteName, { socialLinks, contact }, texts, textEditor] = await Promise.all([
    getSiteName(context.database.db),
    siteContent(context.database, language),
    siteTexts(context.database),
    !isPreferencePath(new URL(request.url).pathname) && signedInWith(request, context, "texts.manage"),
  ]);
  const rootData: RootData = { language, publicConfig: context.config.public, siteName, siteDetails: { socialLinks, contact } };
  const changed = changedNamespaces(texts, language);
  if (changed.length > 0) rootData.texts = { version: texts.version, namespaces: changed };
  // Absent, not false, for everyone else: their pages stay byte for byte what they were.
  if (textEditor) rootData.textEditor = true;
  // A toast a redirect carried (sign-in, sign-out): read only when the request holds its cookie,
  // then cleared; that answer is private and never stored (decision 0008). So is an editor's page.
  const flash = await takeToast(request, context.config);
  const headers = flash?.headers ?? (textEditor ? { "Cache-Control": "private, no-store" } : undefined);
  return data({ ...rootData, toast: flash?.toast }, headers ? { headers } : undefined);
}

/**
 * The root's data holds the language, which a path decides (decision 0004): a navigation into
 * another language (or between the site and the admin area) loads it again.
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({ currentUrl, nextUrl, defaultShouldRevalidate }) =>
  defaultShouldRevalidate || languageSourceOf(currentUrl.pathname) !== languageSourceOf(nextUrl.pathname);

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

/**
 * Every document load starts with the history key "default"; keyed by it, a new page would inherit
 * the previous page's scroll position. Keyed by path and hash instead, it opens at its #id or the top.
 */
const scrollKey: GetScrollRestorationKeyFunction = (location) =>
  location.key === "default" ? `${location.pathname}${location.hash}` : location.key;

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData("root") as RootData | undefined;
  const matches = useMatches();
  const nonce = useNonce();
  const language = data?.language ?? DEFAULT_LANGUAGE;
  const namespaces = namespacesOfMatches(matches);
  return (
    <html
      lang={language}
      data-i18n-namespaces={namespaces.join(",")}
      data-i18n-changes={data?.texts ? `${data.texts.version}:${data.texts.namespaces.join(",")}` : undefined}
      suppressHydrationWarning
    >
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0f2a3d" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <SplashScript />
        <Meta />
        <Links />
      </head>
      <body>
        <SplashScreen />
        {children}
        <Toasts />
        <I18nResources namespaces={namespaces} />
        <ScrollRestoration nonce={nonce} getKey={scrollKey} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  const { i18n, t } = useTranslation();
  useEffect(() => startClickTracking(), []);
  usePageViewBeacon();
  // Scripts load after the first paint (server/html/deferred-hydration.ts); this mark says the page
  // now runs as an app, for tests and tools that must not act on the server-rendered HTML alone.
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  // A toast carried over a redirect (login, sign-out) shows once on the page it lands on.
  useResultToast(loaderData.toast, (toast) => ({ kind: toast.kind, title: t(toast.title), text: t(toast.text) }));
  // Another tab may have switched language; follow what the server rendered.
  useEffect(() => {
    if (i18n.language !== loaderData.language) void i18n.changeLanguage(loaderData.language);
  }, [i18n, loaderData.language]);
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { t, i18n } = useTranslation();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return (
    <main id="main" className="mx-auto max-w-2xl px-6 py-24 text-center">
      <p className="text-sm font-semibold text-brand-700">{status}</p>
      <h1 className="mt-2 text-3xl font-bold text-ink">{t("errors.title")}</h1>
      <p className="mt-4 text-ink-muted">{t("errors.text")}</p>
      <a
        href={homePathOf(isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE)}
        className="mt-8 inline-block rounded-full bg-brand-700 px-5 py-2.5 font-semibold text-white"
      >
        {t("errors.home")}
      </a>
    </main>
  );
}
