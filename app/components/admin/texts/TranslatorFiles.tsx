import { useId } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { LANGUAGES } from "~/i18n/languages";
import { TEXTS_IMPORT_PATH, TRANSLATIONS, textsExportPath } from "~/lib/admin/texts";
import { linkClass, panelClass } from "../list/styles";

/**
 * The translators' files (decision 0017): each language to download as XLIFF, whole or only what
 * needs work, and, for those who may change texts, the import that previews a translated file.
 */
export function TranslatorFiles({ canManage }: { canManage: boolean }) {
  const { t } = useTranslation("admin-texts");
  const headingId = useId();
  const download = (href: string, label: string) => (
    <li key={href}>
      <a href={href} download className={linkClass}>
        {label}
      </a>
    </li>
  );
  return (
    <section aria-labelledby={headingId} className={`${panelClass} mt-8`}>
      <h2 id={headingId} className="text-lg font-semibold text-ink">
        {t("files.heading")}
      </h2>
      <p className="mt-1 text-sm text-ink-muted">{t("files.intro")}</p>
      <ul className="mt-3 grid gap-2 text-sm sm:grid-cols-2">
        {TRANSLATIONS.map((language) =>
          download(textsExportPath(language, "pending"), t("files.pending", { language: t(`languages.${language}`) })),
        )}
        {LANGUAGES.map((language) =>
          download(textsExportPath(language, "all"), t("files.all", { language: t(`languages.${language}`) })),
        )}
      </ul>
      {canManage ? (
        <p className="mt-4 text-sm">
          <Link to={TEXTS_IMPORT_PATH} className={linkClass}>
            {t("files.import")}
          </Link>
        </p>
      ) : null}
    </section>
  );
}
