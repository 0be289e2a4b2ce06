import { useTranslation } from "react-i18next";
import { data, Link, useNavigation } from "react-router";
import { requireAction, requireLoader } from "~/.server/auth/guard";
import { readListQuery } from "~/.server/db/list-query";
import { postedForm } from "~/.server/http/request-body";
import { changeUser, findUser, listUsers, type RefusalReason } from "~/.server/services/accounts";
import { auditActor } from "~/.server/services/operations";
import { AdminPageHeader } from "~/components/admin/AdminPageHeader";
import { ActionNotice, useActionToast } from "~/components/admin/action-outcome";
import { useListHref } from "~/components/admin/list/href";
import { Pagination } from "~/components/admin/list/Pagination";
import { FilterSelect, SearchForm } from "~/components/admin/list/SearchForm";
import { Alert } from "~/components/admin/users/Alert";
import { CreateUserPanel } from "~/components/admin/users/CreateUserPanel";
import { EditUserPanel } from "~/components/admin/users/EditUserPanel";
import { OneTimePassword } from "~/components/admin/users/OneTimePassword";
import { useRoleOptions } from "~/components/admin/users/roles";
import type { UsersResult } from "~/components/admin/users/types";
import { UsersTable } from "~/components/admin/users/UsersTable";
import { USERS_WORDS } from "~/components/admin/users/words";
import { buttonClasses } from "~/components/ui/button";
import { ROLES, type Role } from "~/lib/admin/permissions";
import { FORM_WIDE, formSuccess, messageOf, succeeded } from "~/lib/forms/result";
import type { RouteHandle } from "~/lib/route-handle";
import { usersSchema } from "~/lib/validation/users";
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

/** How each refusal reads (an i18n key) and answers: a taken email is the email field's message. */
const REFUSAL_STATUS: Record<RefusalReason, 400 | 404 | 409> = {
  emailTaken: 400,
  notFound: 404,
  selfDelete: 409,
  selfDemote: 409,
  selfDeactivate: 409,
  selfSessions: 409,
  lastAdmin: 409,
};

export async function action({ request, context }: Route.ActionArgs) {
  const form = postedForm(context);
  const posted = await requireAction(request, context, FILE, form, usersSchema);
  if (!posted.ok) return posted.response;
  const { user: actor, value: change, reply } = posted;
  // The service dispatches each intent with an exhaustive switch (changeUser).
  const outcome = await changeUser(
    context,
    { id: actor.id, headers: request.headers, audit: auditActor(actor, context) },
    change,
  );
  if (!outcome.ok) {
    const message = [`admin-users:errors.${outcome.reason}`];
    const refusal = reply(outcome.reason === "emailTaken" ? { fieldErrors: { email: message } } : { formErrors: message });
    return data<UsersResult>({ ...refusal, intent: change.intent }, { status: REFUSAL_STATUS[outcome.reason] });
  }
  const { ok: _, ...extras } = outcome;
  return data<UsersResult>({ ...formSuccess(), ...extras, intent: change.intent });
}

export default function AdminUsersPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("admin-users");
  const href = useListHref();
  const roleOptions = useRoleOptions();
  const busy = useNavigation().state === "submitting";
  const { list, me, editing, creating, search, role } = loaderData;
  const result: UsersResult | undefined = actionData;
  const done = succeeded(result) ? result : undefined;
  useActionToast(result, USERS_WORDS);
  const refusal = messageOf(result, FORM_WIDE);
  // These results are said in the page in any case; any other is, only without JavaScript.
  const saidInPage = Boolean(done?.generatedPassword || done?.invited || done?.mode === "email" || refusal);

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
      {done?.generatedPassword ? <OneTimePassword password={done.generatedPassword} email={done.email ?? ""} /> : null}
      {done?.invited ? <Alert tone="success">{t("toast.invited", { email: done.email ?? "" })}</Alert> : null}
      {done?.mode === "email" ? <Alert tone="success">{t("toast.resetLinkSent", { email: done.email ?? "" })}</Alert> : null}
      {refusal ? <Alert tone="error">{t(refusal)}</Alert> : null}
      {saidInPage ? null : <ActionNotice result={result} words={USERS_WORDS} />}

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
