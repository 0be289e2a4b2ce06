/**
 * The find-us map, loaded lazily and only in the browser by FindUs: street and satellite tiles from
 * the configuration, a marker for the headquarters and one per market office, each opening its
 * details in a popup (click a marker, or choose the office in the list under the map: markers of
 * nearby offices overlap on a phone, so the keyboard and touch path is the list). With no network
 * the tiles simply stay blank; markers, popups and controls still work.
 */
import "leaflet/dist/leaflet.css";
import { divIcon, type LatLngTuple, type Marker as LeafletMarker, type PopupEvent } from "leaflet";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { LayersControl, MapContainer, Marker, Popup, TileLayer, useMap, ZoomControl } from "react-leaflet";
import { usePublicConfig, useSiteDetails } from "~/lib/public-config";
import { type OfficePin, officePins } from "./offices";

function pinSvg(fill: string, dot: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="32" height="42" viewBox="0 0 32 42" aria-hidden="true" focusable="false"><path d="M16 1.5C8 1.5 1.5 7.8 1.5 15.7 1.5 26.6 16 40.5 16 40.5s14.5-13.9 14.5-24.8C30.5 7.8 24 1.5 16 1.5z" fill="${fill}" stroke="#fff" stroke-width="2"/><circle cx="16" cy="15.5" r="5.5" fill="${dot}"/></svg>`;
}

const iconOptions = {
  className: "find-us-pin drop-shadow-md",
  iconSize: [32, 42] as [number, number],
  iconAnchor: [16, 41] as [number, number],
  popupAnchor: [0, -36] as [number, number],
};
const officeIcon = divIcon({ ...iconOptions, html: pinSvg("#095756", "#ffffff") });
const headquartersIcon = divIcon({ ...iconOptions, html: pinSvg("#0f2a3d", "#e0b25a") });

const bounds: LatLngTuple[] = officePins.map((pin) => pin.position);

/** Attribution the tile provider asks for, recognised from the configured URL. */
function useAttribution(url: string): string {
  const { t } = useTranslation("contact");
  if (/openstreetmap\.org/.test(url)) {
    return t("map.attributionOsm", {
      link: '<a href="https://www.openstreetmap.org/copyright" target="_blank" rel="noopener noreferrer">OpenStreetMap</a>',
    });
  }
  if (/arcgisonline\.com|arcgis\.com/.test(url)) return t("map.attributionEsri");
  let host = url;
  try {
    host = new URL(url.replace(/\{[a-z]\}/g, "0")).host;
  } catch {
    // A template that is not a URL: name it as configured.
  }
  return t("map.attributionOther", { host });
}

/** Leaflet writes a few English labels of its own; give them the page's language. */
function TranslateControls() {
  const { t } = useTranslation("contact");
  const map = useMap();
  useEffect(() => {
    const container = map.getContainer();
    const toggle = container.querySelector(".leaflet-control-layers-toggle");
    toggle?.setAttribute("title", t("map.layers"));
    toggle?.setAttribute("aria-label", t("map.layers"));
    const baseLayers = container.querySelector(".leaflet-control-layers-base");
    baseLayers?.setAttribute("role", "radiogroup");
    baseLayers?.setAttribute("aria-label", t("map.layers"));
    const onPopupOpen = (event: PopupEvent) => {
      event.popup.getElement()?.querySelector(".leaflet-popup-close-button")?.setAttribute("aria-label", t("map.closePopup"));
    };
    map.on("popupopen", onPopupOpen);
    return () => {
      map.off("popupopen", onPopupOpen);
    };
  }, [map, t]);
  return null;
}

function OfficeDetails({ pin }: { pin: OfficePin }) {
  const { t } = useTranslation("contact");
  const { contact } = useSiteDetails();
  return (
    <div className="min-w-48 text-sm text-ink">
      <div className={`text-xs font-semibold tracking-wider uppercase ${pin.headquarters ? "text-gold-600" : "text-brand-700"}`}>
        {pin.headquarters ? t("map.headquarters") : t("map.offices")}
      </div>
      <h3 className="mt-1 text-base font-semibold">{t(`cities.${pin.id}`)}</h3>
      <div className="text-ink-muted">{t(`countries.${pin.country}`)}</div>
      {pin.headquarters ? <address className="mt-2 not-italic">{contact.address}</address> : null}
      <div className="mt-2">{t(`offices.${pin.id}`)}</div>
    </div>
  );
}

export default function FindUsMap() {
  const { t, i18n } = useTranslation("contact");
  const { mapTiles } = usePublicConfig();
  const streetAttribution = useAttribution(mapTiles.street);
  const satelliteAttribution = useAttribution(mapTiles.satellite);
  const markers = useRef(new Map<string, LeafletMarker>());
  return (
    <div>
      <section
        aria-label={t("map.region")}
        className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm [&_.leaflet-control-attribution_a]:underline!"
        data-testid="find-us-map"
      >
        {/* Keyed by language: Leaflet's controls take their labels once, when they are created. */}
        <MapContainer
          key={i18n.language}
          bounds={bounds}
          boundsOptions={{ padding: [36, 36] }}
          scrollWheelZoom={false}
          zoomControl={false}
          worldCopyJump
          className="h-[420px] w-full bg-brand-50! font-sans! sm:h-[500px]"
        >
          <ZoomControl position="topleft" zoomInTitle={t("map.zoomIn")} zoomOutTitle={t("map.zoomOut")} />
          <LayersControl position="topright" collapsed={false}>
            <LayersControl.BaseLayer checked name={t("map.street")}>
              <TileLayer url={mapTiles.street} attribution={streetAttribution} maxZoom={19} />
            </LayersControl.BaseLayer>
            <LayersControl.BaseLayer name={t("map.satellite")}>
              <TileLayer url={mapTiles.satellite} attribution={satelliteAttribution} maxZoom={19} />
            </LayersControl.BaseLayer>
          </LayersControl>
          {officePins.map((pin) => (
            <Marker
              key={pin.id}
              position={pin.position}
              icon={pin.headquarters ? headquartersIcon : officeIcon}
              title={`${t(`cities.${pin.id}`)}, ${t(`countries.${pin.country}`)}`}
              zIndexOffset={pin.headquarters ? 1000 : 0}
              keyboard={false}
              ref={(marker) => {
                if (marker) markers.current.set(pin.id, marker);
                else markers.current.delete(pin.id);
              }}
            >
              <Popup>
                <OfficeDetails pin={pin} />
              </Popup>
            </Marker>
          ))}
          <TranslateControls />
        </MapContainer>
      </section>
      <p className="mt-3 text-sm text-ink-muted">{t("map.hint")}</p>
      <ul className="mt-3 flex flex-wrap gap-2" aria-label={t("map.showOnMap")}>
        {officePins.map((pin) => (
          <li key={pin.id}>
            <button
              type="button"
              className="rounded-full border border-brand-700 bg-white px-3 py-1.5 text-sm font-medium text-brand-700 hover:bg-brand-50"
              onClick={() => markers.current.get(pin.id)?.openPopup()}
            >
              {t(`cities.${pin.id}`)}, {t(`countries.${pin.country}`)}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
