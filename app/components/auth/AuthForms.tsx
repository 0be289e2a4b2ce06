/**
 * The forms of the shared sign-in page, one per mode. Each is a plain POST form (works without
 * JavaScript) whose `intent` tells the route's action what to do.
 */
import { useTranslation } from "react-i18next";
import { Form, Link, useNavigation } from "react-router";
import { Field } from "~/components/forms/fields";
import { buttonClasses } from "~/components/ui/button";

export type AuthErrors = Partial<Record<"name" | "email" | "password" | "confirm" | "code", string>>;

const linkClass = "font-medium text-brand-700 underline-offset-4 hover:underline";

function SubmitButton({ label, busyLabel }: { label: string; busyLabel: string }) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  return (
    <button type="submit" className={buttonClasses("primary", "md", "w-full")} disabled={busy}>
      {busy ? busyLabel : label}
    </button>
  );
}

export function SignInForm({ errors, allowSignUp }: { errors: AuthErrors; allowSignUp: boolean }) {
  const { t } = useTranslation("auth");
  return (
    <>
      <Form method="post" className="space-y-4" noValidate>
        <input type="hidden" name="intent" value="signIn" />
        <Field label={t("fields.email")} name="email" type="email" autoComplete="username" required error={errors.email} />
        <Field
          label={t("fields.password")}
          name="password"
          type="password"
          autoComplete="current-password"
          required
          error={errors.password}
        />
        <SubmitButton label={t("buttons.signIn")} busyLabel={t("buttons.signingIn")} />
      </Form>
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

export function CodeForm({ errors }: { errors: AuthErrors }) {
  const { t } = useTranslation("auth");
  return (
    <Form method="post" className="space-y-4" noValidate>
      <input type="hidden" name="intent" value="verifyCode" />
      <Field
        label={t("fields.code")}
        name="code"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        required
        autoFocus
        error={errors.code}
      />
      <SubmitButton label={t("buttons.verify")} busyLabel={t("buttons.signingIn")} />
    </Form>
  );
}

export function SignUpForm({ errors }: { errors: AuthErrors }) {
  const { t } = useTranslation("auth");
  return (
    <>
      <Form method="post" className="space-y-4" noValidate>
        <input type="hidden" name="intent" value="signUp" />
        <Field label={t("fields.name")} name="name" autoComplete="name" maxLength={100} required error={errors.name} />
        <Field label={t("fields.email")} name="email" type="email" autoComplete="email" required error={errors.email} />
        <Field
          label={t("fields.password")}
          name="password"
          type="password"
          autoComplete="new-password"
          required
          hint={t("admin:password.rule")}
          error={errors.password}
        />
        <SubmitButton label={t("buttons.signUp")} busyLabel={t("buttons.signingUp")} />
      </Form>
      <p className="mt-6 text-sm">
        <Link to="/auth" className={linkClass}>
          {t("links.toSignIn")}
        </Link>
      </p>
    </>
  );
}

export function ForgotForm({ errors }: { errors: AuthErrors }) {
  const { t } = useTranslation("auth");
  return (
    <>
      <Form method="post" className="space-y-4" noValidate>
        <input type="hidden" name="intent" value="forgot" />
        <Field label={t("fields.email")} name="email" type="email" autoComplete="email" required error={errors.email} />
        <SubmitButton label={t("buttons.sendLink")} busyLabel={t("buttons.sending")} />
      </Form>
      <p className="mt-6 text-sm">
        <Link to="/auth" className={linkClass}>
          {t("links.toSignIn")}
        </Link>
      </p>
    </>
  );
}

export function SetPasswordForm({ errors, token }: { errors: AuthErrors; token: string }) {
  const { t } = useTranslation("auth");
  return (
    <Form method="post" className="space-y-4" noValidate>
      <input type="hidden" name="intent" value="setPassword" />
      <input type="hidden" name="token" value={token} />
      <Field
        label={t("fields.newPassword")}
        name="password"
        type="password"
        autoComplete="new-password"
        required
        hint={t("admin:password.rule")}
        error={errors.password}
      />
      <Field
        label={t("fields.confirm")}
        name="confirm"
        type="password"
        autoComplete="new-password"
        required
        error={errors.confirm}
      />
      <SubmitButton label={t("buttons.setPassword")} busyLabel={t("buttons.settingPassword")} />
    </Form>
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
        <SubmitButton label={t("buttons.signOut")} busyLabel={t("buttons.signingOut")} />
      </Form>
    </div>
  );
}
