import { Building2, MapPin } from "lucide-react";
import { useTranslation } from "react-i18next";
import { useSiteDetails } from "~/lib/public-config";
import { officePins } from "./offices";

/**
 * The offices as a plain list: what the server renders where the map will be, and what stays for
 * anyone whose browser does not run the map.
 */
export function OfficeList() {
  const { t } = useTranslation("contact");
  const { contact } = useSiteDetails();
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" data-testid="office-list">
      {officePins.map((pin) => (
        <li
          key={pin.id}
          className={`flex gap-3 rounded-2xl border bg-white p-4 shadow-sm ${pin.headquarters ? "border-gold-600 sm:col-span-2 lg:col-span-3" : "border-slate-200"}`}
        >
          {pin.headquarters ? (
            <Building2 aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-gold-600" />
          ) : (
            <MapPin aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
          )}
          <div className="min-w-0 text-sm">
            {pin.headquarters ? (
              <p className="text-xs font-semibold tracking-wider text-gold-600 uppercase">{t("map.headquarters")}</p>
            ) : null}
            <p className="font-semibold text-ink">
              {t(`cities.${pin.id}`)}, {t(`countries.${pin.country}`)}
            </p>
            {pin.headquarters ? <address className="text-ink not-italic">{contact.address}</address> : null}
            <p className="mt-1 text-ink-muted">{t(`offices.${pin.id}`)}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
