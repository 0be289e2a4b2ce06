import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Logo } from "./Logo";

/** The centred card that the admin login and setup pages sit in, outside the public site shell. */
export function AdminAuthFrame({ title, children }: { title: string; children?: React.ReactNode }) {
  const { t } = useTranslation();
  return (
    <main id="main" className="flex min-h-screen items-center justify-center bg-slate-100 px-4 py-12">
      <div className="w-full max-w-md rounded-2xl bg-white p-8 shadow-xl ring-1 ring-slate-200">
        <Link to="/" className="inline-block rounded-md" aria-label={t("header.homeLink")}>
          <Logo className="h-10 w-auto" />
        </Link>
        <h1 className="mt-6 text-2xl font-bold text-ink">{title}</h1>
        {children}
      </div>
    </main>
  );
}
