import { Component, lazy, type ReactNode, Suspense } from "react";
import { useTranslation } from "react-i18next";
import { Section, SectionHeading } from "~/components/ui/section";
import { useNearViewport } from "~/lib/use-near-viewport";
import { OfficeList } from "./OfficeList";

/** Leaflet and its CSS download only here, only in the browser, once the map area nears the viewport. */
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
  // The server renders the office list; the browser swaps in the map when the visitor comes near it.
  const [mapArea, near] = useNearViewport<HTMLDivElement>("400px");
  return (
    <Section id="find-us" tone="tint" labelledBy="find-us-heading">
      <SectionHeading id="find-us-heading" title={t("map.heading")} lead={t("map.lead")} />
      <div ref={mapArea}>
        {near ? (
          <MapBoundary>
            <Suspense fallback={<OfficeList />}>
              <FindUsMap />
            </Suspense>
          </MapBoundary>
        ) : (
          <OfficeList />
        )}
      </div>
    </Section>
  );
}
