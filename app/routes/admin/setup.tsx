import { useTranslation } from "react-i18next";
import { AdminAuthFrame } from "~/components/layout/AdminAuthFrame";

export const meta = () => [{ name: "robots", content: "noindex" }];

export default function AdminSetupPage() {
  const { t } = useTranslation();
  return (
    <AdminAuthFrame title={t("admin:setup.title")}>
      <p className="mt-3 text-ink-muted">{t("admin:setup.text")}</p>
    </AdminAuthFrame>
  );
}
