import { type KeyboardEvent, type ReactNode, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate, useSearchParams } from "react-router";
import { LocalLink } from "~/i18n/links";

export const ABOUT_TABS = ["about", "mission", "values", "team"] as const;
export type AboutTab = (typeof ABOUT_TABS)[number];

/** The tab named by `?tab=`, or the first one. */
export function aboutTabOf(value: string | null): AboutTab {
  return (ABOUT_TABS as readonly string[]).includes(value ?? "") ? (value as AboutTab) : "about";
}

/**
 * The /about tabs. Each tab is a real link (`?tab=mission`), so the server renders the chosen panel
 * and the tabs work without JavaScript; once hydrated they follow the ARIA tabs pattern: one tab in
 * the tab order, arrow keys, Home and End move between tabs and select them. The page never jumps to the top.
 */
export function AboutTabs({ panels }: { panels: Record<AboutTab, ReactNode> }) {
  const { t } = useTranslation("about");
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const selected = aboutTabOf(searchParams.get("tab"));
  const tabs = useRef<Array<HTMLAnchorElement | null>>([]);
  // Before hydration every tab stays in the tab order: arrow keys need JavaScript.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  // On narrow screens the tab row scrolls sideways: keep the selected tab in sight (never the page).
  useEffect(() => {
    const tab = tabs.current[ABOUT_TABS.indexOf(selected)];
    const list = tab?.parentElement;
    if (tab && list) list.scrollLeft = tab.offsetLeft - (list.clientWidth - tab.offsetWidth) / 2;
  }, [selected]);

  // Keeps the other parameters of the address.
  const hrefOf = (tab: AboutTab) => {
    const params = new URLSearchParams(searchParams);
    params.set("tab", tab);
    return `?${params.toString()}`;
  };

  function onKeyDown(event: KeyboardEvent<HTMLAnchorElement>, index: number) {
    const last = ABOUT_TABS.length - 1;
    const next = { ArrowRight: index === last ? 0 : index + 1, ArrowLeft: index === 0 ? last : index - 1, Home: 0, End: last }[
      event.key
    ];
    const tab = next === undefined ? undefined : ABOUT_TABS[next];
    if (next === undefined || !tab) return;
    event.preventDefault();
    tabs.current[next]?.focus();
    navigate(hrefOf(tab), { replace: true, preventScrollReset: true });
  }

  return (
    <>
      <div className="border-b border-slate-200 bg-white">
        <div
          role="tablist"
          aria-label={t("tabs.label")}
          className="relative mx-auto flex max-w-7xl gap-1 overflow-x-auto px-4 sm:justify-center sm:gap-2 sm:px-6"
        >
          {ABOUT_TABS.map((tab, index) => {
            const isSelected = tab === selected;
            return (
              <LocalLink
                key={tab}
                ref={(element) => {
                  tabs.current[index] = element;
                }}
                to={hrefOf(tab)}
                replace
                preventScrollReset
                role="tab"
                id={`about-tab-${tab}`}
                aria-selected={isSelected}
                aria-controls={`about-panel-${tab}`}
                tabIndex={hydrated && !isSelected ? -1 : undefined}
                onKeyDown={(event) => onKeyDown(event, index)}
                className={`shrink-0 border-b-2 px-3 py-4 text-sm font-semibold whitespace-nowrap transition-colors sm:px-6 sm:text-base ${
                  isSelected
                    ? "border-brand-700 text-brand-700"
                    : "border-transparent text-ink-muted hover:border-slate-300 hover:text-ink"
                }`}
              >
                {t(`tabs.${tab}`)}
              </LocalLink>
            );
          })}
        </div>
      </div>
      {ABOUT_TABS.map((tab) => (
        <div
          key={tab}
          role="tabpanel"
          id={`about-panel-${tab}`}
          aria-labelledby={`about-tab-${tab}`}
          hidden={tab !== selected}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: the ARIA tabs pattern puts the panel in the tab order.
          tabIndex={0}
          className="focus-visible:outline-offset-[-3px]"
        >
          {panels[tab]}
        </div>
      ))}
    </>
  );
}
