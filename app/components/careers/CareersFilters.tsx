import { useTranslation } from "react-i18next";
import { Form } from "react-router";
import { SelectField } from "~/components/forms/fields";
import { buttonClasses } from "~/components/ui/button";
import { LocalLink } from "~/i18n/links";
import { type CareersFilter, OPENING_COUNTRIES, PLACEMENTS, POSITIONS } from "~/lib/careers";
import { useOpeningLabels } from "./labels";

/**
 * The careers page's filters as a GET form: the address holds them, so a filtered list is a link
 * to share and works without JavaScript. An empty choice is "all".
 */
export function CareersFilters({ filter }: { filter: CareersFilter }) {
  const { t } = useTranslation("careers");
  const labels = useOpeningLabels();
  const active = Boolean(filter.position || filter.country || filter.kind);
  return (
    <Form
      method="get"
      role="search"
      aria-label={t("filters.label")}
      className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4 lg:items-end"
    >
      <SelectField
        label={t("filters.position")}
        name="position"
        defaultValue={filter.position ?? ""}
        placeholder={t("filters.anyPosition")}
        options={POSITIONS.map((id) => ({ value: id, label: labels.position(id) }))}
      />
      <SelectField
        label={t("filters.country")}
        name="country"
        defaultValue={filter.country ?? ""}
        placeholder={t("filters.anyCountry")}
        options={OPENING_COUNTRIES.map((id) => ({ value: id, label: labels.country(id) }))}
      />
      <SelectField
        label={t("filters.kind")}
        name="kind"
        defaultValue={filter.kind ?? ""}
        placeholder={t("filters.anyKind")}
        options={PLACEMENTS.map((id) => ({ value: id, label: labels.placement(id) }))}
      />
      <div className="flex flex-wrap items-center gap-4">
        <button type="submit" className={buttonClasses("primary", "md")}>
          {t("filters.submit")}
        </button>
        {active ? (
          <LocalLink to="/careers" className="text-sm font-medium text-brand-800 underline">
            {t("filters.clear")}
          </LocalLink>
        ) : null}
      </div>
    </Form>
  );
}
