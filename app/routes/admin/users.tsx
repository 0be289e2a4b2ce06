import { useTranslation } from "react-i18next";
import { data, Link, useNavigation } from "react-router";
import { readListQuery } from "~/.server/admin/list-query";
import { requireAction, requireLoader } from "~/.server/auth/guard";
import {
  createUser,
  deleteUser,
  type Failure,
  findUser,
  listUsers,
  type ResetMode,
  resetUserPassword,
  updateUser,
} from "~/.server/services/users";
import { AdminPageHeader } from "~/components/admin/AdminPageHeader";
import { useListHref } from "~/components/admin/list/href";
import { Pagination } from "~/components/admin/list/Pagination";
import { FilterSelect, SearchForm } from "~/components/admin/list/SearchForm";
import { Alert } from "~/components/admin/users/Alert";
import { CreateUserPanel } from "~/components/admin/users/CreateUserPanel";
import { EditUserPanel } from "~/components/admin/users/EditUserPanel";
import { OneTimePassword } from "~/components/admin/users/OneTimePassword";
import { useOutcomeToast } from "~/components/admin/users/outcome";
import { useRoleOptions } from "~/components/admin/users/shared";
import type { ActionResult, Draft } from "~/components/admin/users/types";
import { UsersTable } from "~/components/admin/users/UsersTable";
import { buttonClasses } from "~/components/ui/button";
import { ROLES, type Role } from "~/lib/admin/permissions";
import type { RouteHandle } from "~/lib/route-handle";
import type { Route } from "./+types/users";

export const handle: RouteHandle = { i18n: ["admin", "admin-users"] };
const FILE = "routes/admin/users.tsx";

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireLoader(request, context, FILE);
  const query = readListQuery<Role | "">(request, ["", ...ROLES], "");
  const params = new URL(request.url).searchParams;
  const editId = params.get("edit") ?? "";
  const [list, editing] = await Promise.all([
    listUsers(context.database, { search: query.search, role: query.filter, page: query.page }),
    editId && editId.length <= 64 ? findUser(context.database, editId) : undefined,
  ]);
  return { me: user.id, list, search: query.search, role: query.filter, editing, creating: params.has("new") };
}

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
};

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  const actor = await requireAction(request, context, FILE, intent);
  const by = { id: actor.id, request };
  const userId = text(form, "userId");
  const draft: Draft = { name: text(form, "name"), email: text(form, "email"), role: text(form, "role") };
  const refused = (failure: Failure, extra: Partial<ActionResult> = {}) =>
    data<ActionResult>({ intent, ok: false, errors: failure.errors, error: failure.error, ...extra }, { status: failure.status });

  switch (intent) {
    case "create": {
      const invite = form.get("invite") === "on";
      const result = await createUser(context, { ...draft, password: text(form, "password"), invite });
      if (!result.ok) return refused(result, { draft: { ...draft, invite } });
      const email = draft.email.trim().toLowerCase();
      return data<ActionResult>({
        intent,
        ok: true,
        generatedPassword: result.generatedPassword,
        invited: result.invited,
        email,
      });
    }
    case "update": {
      const active = form.get("active") === "on";
      const result = await updateUser(context, by, userId, { ...draft, active });
      if (!result.ok) return refused(result, { draft: { ...draft, active } });
      return data<ActionResult>({ intent, ok: true });
    }
    case "resetPassword": {
      const mode: ResetMode = form.get("mode") === "email" ? "email" : "generate";
      const result = await resetUserPassword(context, by, userId, mode);
      if (!result.ok) return refused(result);
      return data<ActionResult>({ intent, ok: true, mode, generatedPassword: result.generatedPassword, email: result.email });
    }
    default: {
      const result = await deleteUser(context, by, userId);
      if (!result.ok) return refused(result);
      return data<ActionResult>({ intent, ok: true, email: result.email });
    }
  }
}

export default function AdminUsersPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("admin-users");
  const href = useListHref();
  const roleOptions = useRoleOptions();
  const busy = useNavigation().state === "submitting";
  const { list, me, editing, creating, search, role } = loaderData;
  const result = actionData as ActionResult | undefined;
  useOutcomeToast(result);

  return (
    <div>
      <AdminPageHeader
        title={t("admin:sections.users")}
        description={t("intro")}
        actions={
          creating ? null : (
            <Link to={href({ new: "1", edit: null })} className={buttonClasses()} preventScrollReset>
              {t("create.open")}
            </Link>
          )
        }
      />
      {result?.ok && result.generatedPassword ? (
        <OneTimePassword password={result.generatedPassword} email={result.email ?? ""} />
      ) : null}
      {result?.ok && result.invited ? <Alert tone="success">{t("toast.invited", { email: result.email ?? "" })}</Alert> : null}
      {result?.ok && result.mode === "email" ? (
        <Alert tone="success">{t("toast.resetLinkSent", { email: result.email ?? "" })}</Alert>
      ) : null}
      {result && !result.ok && result.error ? <Alert tone="error">{t(result.error)}</Alert> : null}

      {creating ? <CreateUserPanel result={result} busy={busy} /> : null}
      {editing ? <EditUserPanel key={editing.id} user={editing} me={me} result={result} busy={busy} /> : null}

      <SearchForm
        label={t("filters.label")}
        searchLabel={t("filters.search")}
        search={search}
        submitLabel={t("admin:common.apply")}
        active={search !== "" || role !== ""}
        filters={
          <FilterSelect
            label={t("filters.role")}
            name="filter"
            value={role}
            options={roleOptions}
            allLabel={t("filters.allRoles")}
          />
        }
      />
      <UsersTable rows={list.rows} me={me} editId={editing?.id ?? null} />
      <Pagination page={list.page} pageCount={list.pageCount} />
    </div>
  );
}
