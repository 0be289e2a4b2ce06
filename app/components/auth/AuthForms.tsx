/**
 * The sign-in side's forms (the shared sign-in page, admin login and first-admin setup), on the
 * form layer (decision 0010): each posts to its route's action as a plain form (works without
 * JavaScript, its `intent` telling the action what to do), and is checked in the browser by the
 * same schema from app/lib/validation/auth.ts once the visitor reaches for it.
 */
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Form, useNavigation } from "react-router";
import type { SchemaLoader } from "~/components/forms/FormValidation";
import { CodeField, Field, PasswordField, StatusButton } from "~/components/forms/fields";
import { type FormLayer, useFormLayer } from "~/components/forms/use-form-layer";
import { buttonClasses } from "~/components/ui/button";
import { LocalLink } from "~/i18n/links";
import type { FormResult } from "~/lib/forms/result";
import { FULL_NAME_MAX_LENGTH } from "~/lib/validation/limits";

const schemas = () => import("~/lib/validation/auth");
const loadSignInSchema = () => schemas().then((module) => module.signInSchema);
const loadCodeSchema = () => schemas().then((module) => module.codeSchema);
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
  return <StatusButton status={submitting ? "pending" : "idle"} labels={labels} size="md" className="w-full" />;
}

type LayerField = ReturnType<FormLayer["field"]> & { label: string };

/** An email field of the sign-in side (`username` for signing in, `email` for a new account). */
export const EmailField = ({ autoComplete, ...field }: LayerField & { autoComplete: "username" | "email" }) => (
  <Field type="email" autoComplete={autoComplete} required {...field} />
);

const NameField = (field: LayerField) => <Field autoComplete="name" maxLength={FULL_NAME_MAX_LENGTH} required {...field} />;

/** Links below a form (forgot password, sign up, back to sign in), each shown when given. */
export function AuthLinks({ links }: { links: Array<{ to: string; label: string } | false> }) {
  return (
    <div className="mt-6 flex flex-col gap-2 text-sm">
      {links.map((link) =>
        link ? (
          <LocalLink key={link.to} to={link.to} className={linkClass}>
            {link.label}
          </LocalLink>
        ) : null,
      )}
    </div>
  );
}

function BackToSignIn() {
  const { t } = useTranslation("auth");
  return <AuthLinks links={[{ to: "/auth", label: t("links.toSignIn") }]} />;
}

type Result = { result: FormResult | undefined };

/**
 * A sign-in at its step (public page and admin login): email and password, then, for an account
 * with two-factor authentication, the authenticator code. The labels are the page's own.
 */
export function SignInStepForm({
  step,
  result,
  hidden = {},
  labels,
  className,
}: Result & {
  step: "password" | "code";
  hidden?: Record<string, string>;
  labels: { email: string; password: string; code: string; signIn: string; verify: string; pending: string };
  className?: string;
}) {
  if (step === "code") {
    return (
      <AuthForm
        key="code"
        schema={loadCodeSchema}
        fields={["code"]}
        result={result}
        hidden={{ ...hidden, intent: "verifyCode" }}
        labels={{ idle: labels.verify, pending: labels.pending }}
        className={className}
      >
        {(field) => <CodeField label={labels.code} {...field("code")} />}
      </AuthForm>
    );
  }
  return (
    <AuthForm
      key="password"
      schema={loadSignInSchema}
      fields={["email", "password"]}
      result={result}
      hidden={{ ...hidden, intent: "signIn" }}
      labels={{ idle: labels.signIn, pending: labels.pending }}
      className={className}
    >
      {(field) => (
        <>
          <EmailField label={labels.email} autoComplete="username" {...field("email")} />
          <PasswordField label={labels.password} kind="current" {...field("password")} />
        </>
      )}
    </AuthForm>
  );
}

/** The public page's sign-in, at its step, with the ways to a new password or a new account. */
export function SignInForm({ result, step, allowSignUp }: Result & { step: "password" | "code"; allowSignUp: boolean }) {
  const { t } = useTranslation("auth");
  const labels = {
    email: t("fields.email"),
    password: t("fields.password"),
    code: t("fields.code"),
    signIn: t("buttons.signIn"),
    verify: t("buttons.verify"),
    pending: t("buttons.signingIn"),
  };
  return (
    <>
      <SignInStepForm step={step} result={result} labels={labels} className="space-y-4" />
      {step === "password" ? (
        <AuthLinks
          links={[
            { to: "/reset-password", label: t("links.forgot") },
            allowSignUp && { to: "/auth?mode=signUp", label: t("links.toSignUp") },
          ]}
        />
      ) : null}
    </>
  );
}

/** A new account's name, address and chosen password (sign-up and first-admin setup). */
export function NewAccountForm({
  schema,
  result,
  hidden,
  labels,
  emailAutoComplete,
  className,
}: Result & {
  schema: SchemaLoader;
  hidden?: Record<string, string>;
  labels: { name: string; email: string; password: string; idle: string; pending: string };
  emailAutoComplete: "username" | "email";
  className?: string;
}) {
  return (
    <AuthForm
      schema={schema}
      fields={["name", "email", "password"]}
      result={result}
      hidden={hidden}
      labels={{ idle: labels.idle, pending: labels.pending }}
      className={className}
    >
      {(field) => (
        <>
          <NameField label={labels.name} {...field("name")} />
          <EmailField label={labels.email} autoComplete={emailAutoComplete} {...field("email")} />
          <PasswordField label={labels.password} kind="new" {...field("password")} />
        </>
      )}
    </AuthForm>
  );
}

export function SignUpForm({ result }: Result) {
  const { t } = useTranslation("auth");
  const labels = {
    name: t("fields.name"),
    email: t("fields.email"),
    password: t("fields.password"),
    idle: t("buttons.signUp"),
    pending: t("buttons.signingUp"),
  };
  return (
    <>
      <NewAccountForm
        schema={loadSignUpSchema}
        result={result}
        hidden={{ intent: "signUp" }}
        labels={labels}
        emailAutoComplete="email"
      />
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
        <LocalLink to="/admin/dashboard" className={buttonClasses("secondary", "md", "w-full")}>
          {t("links.toAdmin")}
        </LocalLink>
      ) : null}
      <Form method="post">
        <input type="hidden" name="intent" value="signOut" />
        <SubmitButton labels={{ idle: t("buttons.signOut"), pending: t("buttons.signingOut") }} />
      </Form>
    </div>
  );
}
