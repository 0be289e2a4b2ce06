import { useTranslation } from "react-i18next";
import { WhatsAppLink } from "~/components/layout/ChatWidget";

/** The other way to apply to an opening (decision 0032): a WhatsApp message carrying its reference and title. */
export function ApplyOnWhatsApp({ reference, title, className }: { reference: string; title: string; className: string }) {
  const { t } = useTranslation("careers");
  return (
    <WhatsAppLink text={t("opening.whatsappMessage", { reference, title })} testId="apply-whatsapp" className={className}>
      {t("opening.applyWhatsapp")}
    </WhatsAppLink>
  );
}
