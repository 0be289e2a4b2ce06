import { Component, lazy, type ReactNode, Suspense, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Section, SectionHeading } from "~/components/ui/section";
import { OfficeList } from "./OfficeList";

/** Leaflet and its CSS download only here, only in the browser, once the page has hydrated. */
const FindUsMap = lazy(() => import("./FindUsMap"));

/** Should the map's code fail to download, the office list stays instead of an error page. */
class MapBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? <OfficeList /> : this.props.children;
  }
}

/** The find-us map (street and satellite views); the server, and a browser without the map, show the office list. */
export function FindUs() {
  const { t } = useTranslation("contact");
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return (
    <Section id="find-us" tone="tint" labelledBy="find-us-heading">
      <SectionHeading id="find-us-heading" title={t("map.heading")} lead={t("map.lead")} />
      {hydrated ? (
        <MapBoundary>
          <Suspense fallback={<OfficeList />}>
            <FindUsMap />
          </Suspense>
        </MapBoundary>
      ) : (
        <OfficeList />
      )}
    </Section>
  );
}
