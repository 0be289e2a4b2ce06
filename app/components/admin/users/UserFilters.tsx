import { useTranslation } from "react-i18next";
import { Form, Link } from "react-router";
import { linkClass } from "~/components/admin/records/ui";
import { Field, SelectField } from "~/components/forms/fields";
import { buttonClasses } from "~/components/ui/button";
import { useRoleOptions } from "./shared";

/** Search by text and filter by role; a GET form, so the list's address keeps them. */
export function UserFilters({ search, role }: { search: string; role: string }) {
  const { t } = useTranslation("admin-users");
  const roleOptions = useRoleOptions();
  return (
    <Form method="get" role="search" aria-label={t("filters.label")} className="mb-4 flex flex-wrap items-end gap-3">
      <div className="min-w-56 flex-1">
        <Field label={t("filters.search")} name="q" type="search" defaultValue={search} />
      </div>
      <div className="min-w-44">
        <SelectField
          label={t("filters.role")}
          name="filter"
          defaultValue={role}
          options={roleOptions}
          placeholder={t("filters.allRoles")}
        />
      </div>
      <button type="submit" className={buttonClasses("secondary")}>
        {t("admin:common.apply")}
      </button>
      {search || role ? (
        <Link to="?" className={`${linkClass} py-2.5 text-sm`}>
          {t("admin:common.clear")}
        </Link>
      ) : null}
    </Form>
  );
}
