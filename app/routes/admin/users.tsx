import { Check, Copy } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { data, Form, Link, useNavigation } from "react-router";
import { readListQuery } from "~/.server/admin/list-query";
import { requireAction, requireLoader } from "~/.server/auth/guard";
import {
  createUser,
  deleteUser,
  type Failure,
  type FieldErrors,
  findUser,
  listUsers,
  type ResetMode,
  resetUserPassword,
  type UserRow,
  updateUser,
} from "~/.server/services/users";
import { AdminPageHeader } from "~/components/admin/AdminPageHeader";
import { ConfirmDialog } from "~/components/admin/ConfirmDialog";
import { useListHref } from "~/components/admin/list-href";
import { Pagination } from "~/components/admin/Pagination";
import { SelectField, TextField } from "~/components/forms/fields";
import { buttonClasses } from "~/components/ui/button";
import { ROLES, type Role } from "~/lib/admin/permissions";
import type { RouteHandle } from "~/lib/route-handle";
import { showToast } from "~/lib/toast";
import type { Route } from "./+types/users";

export const handle: RouteHandle = { i18n: ["admin", "admin-users"] };
const FILE = "routes/admin/users.tsx";
const NAME_MAX = 100;
/** Roles whose label is their own name; the others read "Viewer" and show their role beside it. */
const LABELLED_ROLES = new Set<string>(["admin", "editor", "viewer"]);

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

/** What the person typed, shown again when the server refuses it (also without JavaScript). */
interface Draft {
  name: string;
  email: string;
  role: string;
  active?: boolean;
  invite?: boolean;
}

interface ActionResult {
  intent: string;
  ok: boolean;
  /** Shown once: a generated password for `email`. */
  generatedPassword?: string;
  email?: string;
  invited?: boolean;
  mode?: ResetMode;
  errors?: FieldErrors;
  /** An i18n key: why the change was refused. */
  error?: string;
  draft?: Draft;
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

// ---------------------------------------------------------------------------------------------

const panelClass = "mb-8 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200";
const linkClass = "rounded font-medium text-brand-800 underline underline-offset-2 hover:no-underline";

/** Dates in UTC, so the server's markup and the browser's agree. */
function useDateFormat() {
  const { i18n } = useTranslation();
  const format = new Intl.DateTimeFormat(i18n.language, { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" });
  return (value: string) => `${format.format(new Date(value))} UTC`;
}

function useRoleOptions() {
  const { t } = useTranslation("admin-users");
  return ROLES.map((role) => ({ value: role, label: t(`roles.${role}`) }));
}

/** Moves focus to a panel when it opens, so keyboard and screen reader users land in it. */
function useFocusOnOpen<T extends HTMLElement>(key: string | undefined) {
  const ref = useRef<T>(null);
  useEffect(() => {
    if (key) ref.current?.focus();
  }, [key]);
  return ref;
}

function Alert({ tone, children }: { tone: "success" | "error"; children: React.ReactNode }) {
  const colours = tone === "success" ? "border-brand-700 bg-brand-50 text-brand-800" : "border-red-700 bg-white text-red-700";
  return (
    <div
      role={tone === "error" ? "alert" : "status"}
      className={`mb-6 rounded-lg border px-4 py-3 text-sm font-medium ${colours}`}
    >
      {children}
    </div>
  );
}

/** A generated password, shown once, with a copy button once the page is interactive. */
function OneTimePassword({ password, email }: { password: string; email: string }) {
  const { t } = useTranslation("admin-users");
  const [interactive, setInteractive] = useState(false);
  const [copied, setCopied] = useState(false);
  const ref = useFocusOnOpen<HTMLDivElement>(password);
  useEffect(() => setInteractive(true), []);
  const copy = async () => {
    await navigator.clipboard.writeText(password);
    setCopied(true);
    void showToast("success", t("password.copiedTitle"), t("password.copied"));
  };
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role="alert"
      className="mb-6 rounded-lg border border-brand-700 bg-brand-50 px-4 py-4 text-sm text-brand-800"
    >
      <p className="font-semibold">{t("password.generatedTitle", { email })}</p>
      <p className="mt-1">{t("password.generatedText")}</p>
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <code data-testid="generated-password" className="rounded bg-white px-3 py-2 font-mono text-base text-ink break-all">
          {password}
        </code>
        {interactive ? (
          <button type="button" onClick={copy} className={buttonClasses("secondary")}>
            {copied ? <Check aria-hidden="true" className="size-4" /> : <Copy aria-hidden="true" className="size-4" />}
            {copied ? t("password.copiedButton") : t("password.copy")}
          </button>
        ) : null}
      </div>
    </div>
  );
}

function Filters({ search, role }: { search: string; role: string }) {
  const { t } = useTranslation("admin-users");
  const roleOptions = useRoleOptions();
  return (
    <Form method="get" role="search" aria-label={t("filters.label")} className="mb-4 flex flex-wrap items-end gap-3">
      <div className="min-w-56 flex-1">
        <TextField label={t("filters.search")} name="q" type="search" defaultValue={search} />
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

function UsersTable({ rows, me }: { rows: UserRow[]; me: string }) {
  const { t } = useTranslation("admin-users");
  const formatDate = useDateFormat();
  const href = useListHref();
  if (rows.length === 0)
    return <p className="rounded-2xl bg-white p-6 text-ink-muted ring-1 ring-slate-200">{t("table.empty")}</p>;
  const th = "px-4 py-3 text-left font-semibold whitespace-nowrap";
  return (
    // Scrolls sideways on narrow screens; every row's Edit link keeps it reachable by keyboard.
    <div className="overflow-x-auto rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
      <table className="min-w-full divide-y divide-slate-200 text-sm">
        <caption className="sr-only">{t("table.caption")}</caption>
        <thead className="bg-slate-50 text-ink">
          <tr>
            <th scope="col" className={th}>
              {t("table.username")}
            </th>
            <th scope="col" className={th}>
              {t("table.fullName")}
            </th>
            <th scope="col" className={th}>
              {t("table.email")}
            </th>
            <th scope="col" className={th}>
              {t("table.role")}
            </th>
            <th scope="col" className={th}>
              {t("table.status")}
            </th>
            <th scope="col" className={th}>
              {t("table.lastLogin")}
            </th>
            <th scope="col" className={th}>
              {t("admin:common.createdAt")}
            </th>
            <th scope="col" className={th}>
              <span className="sr-only">{t("admin:common.actions")}</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200 text-ink">
          {rows.map((row) => (
            <tr key={row.id}>
              <td className="px-4 py-3 break-all">{row.username}</td>
              <td className="px-4 py-3">
                {row.fullName}
                {row.id === me ? <span className="ml-2 text-xs text-ink-muted">{t("table.you")}</span> : null}
              </td>
              <td className="px-4 py-3 break-all">{row.email}</td>
              <td className="px-4 py-3 whitespace-nowrap">
                <span className="rounded-full bg-brand-50 px-2 py-0.5 text-xs font-medium text-brand-800">
                  {t(`admin:${row.roleLabelKey}`)}
                </span>
                {LABELLED_ROLES.has(row.role) ? null : (
                  <span className="ml-2 text-xs text-ink-muted">{t(`roles.${row.role}`)}</span>
                )}
              </td>
              <td className="px-4 py-3 whitespace-nowrap">{row.active ? t("status.active") : t("status.inactive")}</td>
              <td className="px-4 py-3 whitespace-nowrap">
                {row.lastLoginAt ? <time dateTime={row.lastLoginAt}>{formatDate(row.lastLoginAt)}</time> : t("table.never")}
              </td>
              <td className="px-4 py-3 whitespace-nowrap">
                <time dateTime={row.createdAt}>{formatDate(row.createdAt)}</time>
              </td>
              <td className="px-4 py-3 text-right whitespace-nowrap">
                <Link to={href({ edit: row.id, new: null })} className={linkClass} preventScrollReset>
                  {t("table.edit")}
                  <span className="sr-only"> {row.fullName || row.email}</span>
                </Link>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function PanelHeading({ id, title, closeHref, focusKey }: { id: string; title: string; closeHref: string; focusKey: string }) {
  const { t } = useTranslation("admin");
  const ref = useFocusOnOpen<HTMLHeadingElement>(focusKey);
  return (
    <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
      <h2 id={id} ref={ref} tabIndex={-1} className="text-lg font-semibold text-ink">
        {title}
      </h2>
      <Link to={closeHref} className={`${linkClass} text-sm`} preventScrollReset>
        {t("common.close")}
      </Link>
    </div>
  );
}

function CreatePanel({ result, busy }: { result?: ActionResult; busy: boolean }) {
  const { t } = useTranslation("admin-users");
  const href = useListHref();
  // A new form after each created user: the fields empty themselves for the next one.
  const formKey = result?.intent === "create" && result.ok ? `created-${result.email}` : "create";
  return (
    <section aria-labelledby="create-heading" className={panelClass}>
      <PanelHeading id="create-heading" title={t("create.title")} closeHref={href({ new: null })} focusKey="create" />
      <CreateForm key={formKey} failed={result?.intent === "create" && !result.ok ? result : undefined} busy={busy} />
    </section>
  );
}

function CreateForm({ failed, busy }: { failed?: ActionResult; busy: boolean }) {
  const { t } = useTranslation("admin-users");
  const roleOptions = useRoleOptions();
  const draft = failed?.draft;
  // An invitation replaces the password: the field is off while the box is ticked.
  const [inviting, setInviting] = useState(Boolean(draft?.invite));
  return (
    <Form method="post" noValidate className="grid gap-4 sm:grid-cols-2">
      <input type="hidden" name="intent" value="create" />
      <TextField
        label={t("fields.name")}
        name="name"
        required
        maxLength={NAME_MAX}
        autoComplete="off"
        defaultValue={draft?.name}
        error={failed?.errors?.name}
      />
      <TextField
        label={t("fields.email")}
        name="email"
        type="email"
        required
        autoComplete="off"
        defaultValue={draft?.email}
        error={failed?.errors?.email}
      />
      <SelectField
        label={t("fields.role")}
        name="role"
        required
        options={roleOptions}
        defaultValue={draft?.role ?? "viewer"}
        error={failed?.errors?.role}
      />
      <fieldset className="space-y-3 sm:col-span-2">
        <legend className="text-sm font-semibold text-ink">{t("create.passwordLegend")}</legend>
        <TextField
          label={t("fields.password")}
          name="password"
          type="password"
          autoComplete="new-password"
          disabled={inviting}
          hint={t("create.passwordHint")}
          error={failed?.errors?.password}
        />
        <div className="flex items-start gap-3">
          <input
            id="create-invite"
            type="checkbox"
            name="invite"
            defaultChecked={draft?.invite}
            onChange={(event) => setInviting(event.currentTarget.checked)}
            aria-describedby="create-invite-hint"
            className="mt-0.5 size-5 shrink-0 rounded border-slate-400 accent-brand-700"
          />
          <div className="text-sm">
            <label htmlFor="create-invite" className="font-medium text-ink">
              {t("create.invite")}
            </label>
            <p id="create-invite-hint" className="text-ink-muted">
              {t("create.inviteHint")}
            </p>
          </div>
        </div>
      </fieldset>
      <div className="sm:col-span-2">
        <button type="submit" className={buttonClasses()} disabled={busy}>
          {t("create.submit")}
        </button>
      </div>
    </Form>
  );
}

function EditPanel({ user, me, result, busy }: { user: UserRow; me: string; result?: ActionResult; busy: boolean }) {
  const { t } = useTranslation("admin-users");
  const href = useListHref();
  const roleOptions = useRoleOptions();
  const self = user.id === me;
  const failed = result?.intent === "update" && !result.ok ? result : undefined;
  const draft = failed?.draft;
  const saved = result?.intent === "update" && result.ok;
  return (
    <section aria-labelledby="edit-heading" className={panelClass}>
      <PanelHeading
        id="edit-heading"
        title={t("edit.title", { name: user.fullName || user.email })}
        closeHref={href({ edit: null })}
        focusKey={user.id}
      />
      <Form
        method="post"
        noValidate
        className="grid gap-4 sm:grid-cols-2"
        key={saved ? `saved-${JSON.stringify(user)}` : user.id}
      >
        <input type="hidden" name="intent" value="update" />
        <input type="hidden" name="userId" value={user.id} />
        <TextField
          label={t("fields.name")}
          name="name"
          required
          maxLength={NAME_MAX}
          autoComplete="off"
          defaultValue={draft?.name ?? user.fullName}
          error={failed?.errors?.name}
        />
        <TextField
          label={t("fields.email")}
          name="email"
          type="email"
          required
          autoComplete="off"
          defaultValue={draft?.email ?? user.email}
          error={failed?.errors?.email}
        />
        {/* Admins keep their own role and stay active (the server refuses otherwise). */}
        {self ? <input type="hidden" name="role" value={user.role} /> : null}
        <SelectField
          label={t("fields.role")}
          name={self ? undefined : "role"}
          required
          disabled={self}
          options={roleOptions}
          defaultValue={draft?.role ?? user.role}
          hint={self ? t("edit.selfRole") : undefined}
          error={failed?.errors?.role}
        />
        <div className="flex items-start gap-3 sm:col-span-2">
          {self ? <input type="hidden" name="active" value="on" /> : null}
          <input
            id="user-active"
            type="checkbox"
            name={self ? undefined : "active"}
            disabled={self}
            defaultChecked={draft?.active ?? user.active}
            aria-describedby="user-active-hint"
            className="mt-0.5 size-5 shrink-0 rounded border-slate-400 accent-brand-700"
          />
          <div>
            <label htmlFor="user-active" className="text-sm font-medium text-ink">
              {t("fields.active")}
            </label>
            <p id="user-active-hint" className="text-sm text-ink-muted">
              {self ? t("edit.selfActive") : t("fields.activeHint")}
            </p>
          </div>
        </div>
        <div className="sm:col-span-2">
          <button type="submit" className={buttonClasses()} disabled={busy}>
            {t("admin:common.save")}
          </button>
        </div>
      </Form>

      <div className="mt-8 border-t border-slate-200 pt-6">
        <h3 className="font-semibold text-ink">{t("reset.title")}</h3>
        <p className="mt-1 text-sm text-ink-muted">{t("reset.text")}</p>
        <Form method="post" className="mt-4 flex flex-wrap gap-3">
          <input type="hidden" name="intent" value="resetPassword" />
          <input type="hidden" name="userId" value={user.id} />
          <button type="submit" name="mode" value="email" className={buttonClasses("secondary")} disabled={busy}>
            {t("reset.email")}
          </button>
          <button type="submit" name="mode" value="generate" className={buttonClasses("secondary")} disabled={busy}>
            {t("reset.generate")}
          </button>
        </Form>
      </div>

      <div className="mt-8 border-t border-slate-200 pt-6">
        <h3 className="font-semibold text-ink">{t("delete.title")}</h3>
        {self ? (
          <p className="mt-1 text-sm text-ink-muted">{t("delete.self")}</p>
        ) : (
          <>
            <p className="mt-1 text-sm text-ink-muted">{t("delete.text")}</p>
            <div className="mt-4">
              <ConfirmDialog
                trigger={t("delete.button")}
                triggerClassName="rounded-full border border-red-700 px-5 py-2.5 text-sm font-semibold text-red-700 hover:bg-slate-100"
                title={t("delete.confirmTitle", { name: user.fullName || user.email })}
                text={t("delete.confirmText", { email: user.email })}
                confirmLabel={t("delete.confirm")}
              >
                <input type="hidden" name="intent" value="delete" />
                <input type="hidden" name="userId" value={user.id} />
              </ConfirmDialog>
            </div>
          </>
        )}
      </div>
    </section>
  );
}

/** The toast that follows each answer of the action (the page also shows it inline). */
function useOutcomeToast(result: ActionResult | undefined) {
  const { t } = useTranslation("admin-users");
  const announced = useRef<unknown>(null);
  useEffect(() => {
    if (!result || announced.current === result) return;
    announced.current = result;
    if (!result.ok) {
      void showToast("error", t("toast.failedTitle"), t(result.error ?? "toast.checkFields"));
      return;
    }
    const key =
      result.intent === "create"
        ? result.invited
          ? "invited"
          : "created"
        : result.intent === "resetPassword"
          ? result.mode === "email"
            ? "resetLinkSent"
            : "passwordSet"
          : result.intent === "update"
            ? "updated"
            : "deleted";
    void showToast("success", t(`toast.${key}Title`), t(`toast.${key}`, { email: result.email ?? "" }));
  }, [result, t]);
}

export default function AdminUsersPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("admin-users");
  const navigation = useNavigation();
  const href = useListHref();
  const busy = navigation.state === "submitting";
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

      {creating ? <CreatePanel result={result} busy={busy} /> : null}
      {editing ? <EditPanel key={editing.id} user={editing} me={me} result={result} busy={busy} /> : null}

      <Filters search={search} role={role} />
      <UsersTable rows={list.rows} me={me} />
      <Pagination page={list.page} pageCount={list.pageCount} />
    </div>
  );
}
