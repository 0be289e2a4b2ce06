import { useTranslation } from "react-i18next";
import { AdminAuthFrame } from "~/components/layout/AdminAuthFrame";

export const meta = () => [{ name: "robots", content: "noindex" }];

export default function AdminLoginPage() {
  const { t } = useTranslation();
  return (
    <AdminAuthFrame title={t("admin:login.title")}>
      <p className="mt-3 text-ink-muted">{t("admin:login.text")}</p>
    </AdminAuthFrame>
  );
}
