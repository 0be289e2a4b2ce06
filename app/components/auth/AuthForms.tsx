/**
 * The sign-in side's forms (the shared sign-in page, admin login and first-admin setup), on the
 * form layer (decision 0010): each posts to its route's action as a plain form (works without
 * JavaScript, its `intent` telling the action what to do), and is checked in the browser by the
 * same schema from app/lib/validation/auth.ts once the visitor reaches for it.
 */
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Form, Link, useNavigation } from "react-router";
import type { SchemaLoader } from "~/components/forms/FormValidation";
import { Field, StatusButton } from "~/components/forms/fields";
import { type FormLayer, useFormLayer } from "~/components/forms/use-form-layer";
import { buttonClasses } from "~/components/ui/button";
import type { FormResult } from "~/lib/forms/result";
import { FULL_NAME_MAX_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "~/lib/validation/limits";

const schemas = () => import("~/lib/validation/auth");
export const loadSignInSchema = () => schemas().then((module) => module.signInSchema);
export const loadCodeSchema = () => schemas().then((module) => module.codeSchema);
const loadSignUpSchema = () => schemas().then((module) => module.signUpSchema);
const loadForgotSchema = () => schemas().then((module) => module.forgotPasswordSchema);
const loadSetPasswordSchema = () => schemas().then((module) => module.setPasswordSchema);
export const loadFirstAdminSchema = () => schemas().then((module) => module.firstAdminSchema);

const linkClass = "font-medium text-brand-700 underline-offset-4 hover:underline";

/**
 * One form of the sign-in side: its hidden values, its fields (given the layer's `field`), the
 * browser's checks and a submit button that reads e.g. "Sign In", then "Signing in..." in flight.
 */
export function AuthForm({
  schema,
  fields,
  result,
  hidden = {},
  labels,
  className = "space-y-4",
  children,
}: {
  schema: SchemaLoader;
  fields: readonly string[];
  result: FormResult | null | undefined;
  hidden?: Record<string, string>;
  labels: { idle: string; pending: string };
  className?: string;
  children: (field: FormLayer["field"]) => ReactNode;
}) {
  const form = useFormLayer({ schema, fields, lastResult: result });
  return (
    <Form method="post" className={className} {...form.props}>
      {Object.entries(hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {children(form.field)}
      {form.validation}
      <SubmitButton labels={labels} />
    </Form>
  );
}

/** The page's submit button: its label, then the pending one while the post is in flight. */
function SubmitButton({ labels }: { labels: { idle: string; pending: string } }) {
  const submitting = useNavigation().state === "submitting";
  return (
    <StatusButton status={submitting ? "pending" : "idle"} labels={labels} className={buttonClasses("primary", "md", "w-full")} />
  );
}

type LayerField = ReturnType<FormLayer["field"]> & { label: string };

/** An email field of the sign-in side (`username` for signing in, `email` for a new account). */
export const EmailField = ({ autoComplete, ...field }: LayerField & { autoComplete: "username" | "email" }) => (
  <Field type="email" autoComplete={autoComplete} required {...field} />
);

/** A password field: the current one, a new one (with the strength rule as its hint), or its confirmation. */
export function PasswordField({ kind, ...field }: LayerField & { kind: "current" | "new" | "confirm" }) {
  const { t } = useTranslation("admin");
  const isNew = kind === "new";
  return (
    <Field
      type="password"
      autoComplete={kind === "current" ? "current-password" : "new-password"}
      minLength={isNew ? PASSWORD_MIN_LENGTH : undefined}
      maxLength={isNew ? PASSWORD_MAX_LENGTH : undefined}
      required
      hint={isNew ? t("password.rule") : undefined}
      {...field}
    />
  );
}

/** The authenticator code of a sign-in's second step (public page and admin login). */
export const CodeField = (field: LayerField) => (
  <Field inputMode="numeric" autoComplete="one-time-code" pattern="[0-9]{6}" maxLength={6} required autoFocus {...field} />
);

export const NameField = (field: LayerField) => (
  <Field autoComplete="name" maxLength={FULL_NAME_MAX_LENGTH} required {...field} />
);

function BackToSignIn() {
  const { t } = useTranslation("auth");
  return (
    <p className="mt-6 text-sm">
      <Link to="/auth" className={linkClass}>
        {t("links.toSignIn")}
      </Link>
    </p>
  );
}

type Result = { result: FormResult | undefined };

export function SignInForm({ result, allowSignUp }: Result & { allowSignUp: boolean }) {
  const { t } = useTranslation("auth");
  return (
    <>
      <AuthForm
        schema={loadSignInSchema}
        fields={["email", "password"]}
        result={result}
        hidden={{ intent: "signIn" }}
        labels={{ idle: t("buttons.signIn"), pending: t("buttons.signingIn") }}
      >
        {(field) => (
          <>
            <EmailField label={t("fields.email")} autoComplete="username" {...field("email")} />
            <PasswordField label={t("fields.password")} kind="current" {...field("password")} />
          </>
        )}
      </AuthForm>
      <div className="mt-6 flex flex-col gap-2 text-sm">
        <Link to="/reset-password" className={linkClass}>
          {t("links.forgot")}
        </Link>
        {allowSignUp ? (
          <Link to="/auth?mode=signUp" className={linkClass}>
            {t("links.toSignUp")}
          </Link>
        ) : null}
      </div>
    </>
  );
}

export function CodeForm({ result }: Result) {
  const { t } = useTranslation("auth");
  return (
    <AuthForm
      schema={loadCodeSchema}
      fields={["code"]}
      result={result}
      hidden={{ intent: "verifyCode" }}
      labels={{ idle: t("buttons.verify"), pending: t("buttons.signingIn") }}
    >
      {(field) => <CodeField label={t("fields.code")} {...field("code")} />}
    </AuthForm>
  );
}

export function SignUpForm({ result }: Result) {
  const { t } = useTranslation("auth");
  return (
    <>
      <AuthForm
        schema={loadSignUpSchema}
        fields={["name", "email", "password"]}
        result={result}
        hidden={{ intent: "signUp" }}
        labels={{ idle: t("buttons.signUp"), pending: t("buttons.signingUp") }}
      >
        {(field) => (
          <>
            <NameField label={t("fields.name")} {...field("name")} />
            <EmailField label={t("fields.email")} autoComplete="email" {...field("email")} />
            <PasswordField label={t("fields.password")} kind="new" {...field("password")} />
          </>
        )}
      </AuthForm>
      <BackToSignIn />
    </>
  );
}

export function ForgotForm({ result }: Result) {
  const { t } = useTranslation("auth");
  return (
    <>
      <AuthForm
        schema={loadForgotSchema}
        fields={["email"]}
        result={result}
        hidden={{ intent: "forgot" }}
        labels={{ idle: t("buttons.sendLink"), pending: t("buttons.sending") }}
      >
        {(field) => <EmailField label={t("fields.email")} autoComplete="email" {...field("email")} />}
      </AuthForm>
      <BackToSignIn />
    </>
  );
}

export function SetPasswordForm({ result, token }: Result & { token: string }) {
  const { t } = useTranslation("auth");
  return (
    <AuthForm
      schema={loadSetPasswordSchema}
      fields={["password", "confirm"]}
      result={result}
      hidden={{ intent: "setPassword", token }}
      labels={{ idle: t("buttons.setPassword"), pending: t("buttons.settingPassword") }}
    >
      {(field) => (
        <>
          <PasswordField label={t("fields.newPassword")} kind="new" {...field("password")} />
          <PasswordField label={t("fields.confirm")} kind="confirm" {...field("confirm")} />
        </>
      )}
    </AuthForm>
  );
}

export function SignedInPanel({ email, isStaff }: { email: string; isStaff: boolean }) {
  const { t } = useTranslation("auth");
  return (
    <div className="space-y-4">
      <p className="text-ink">{t("intro.signedIn", { email })}</p>
      {isStaff ? (
        <Link to="/admin/dashboard" className={buttonClasses("secondary", "md", "w-full")}>
          {t("links.toAdmin")}
        </Link>
      ) : null}
      <Form method="post">
        <input type="hidden" name="intent" value="signOut" />
        <SubmitButton labels={{ idle: t("buttons.signOut"), pending: t("buttons.signingOut") }} />
      </Form>
    </div>
  );
}
