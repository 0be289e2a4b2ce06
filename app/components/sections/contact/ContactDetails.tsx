import { Clock, Mail, MapPin, MessageCircle, Phone } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { whatsappLink } from "~/components/layout/ChatWidget";
import { IconBadge } from "~/components/ui/badge";
import { buttonClasses } from "~/components/ui/button";
import { usePublicConfig, useSiteDetails } from "~/lib/public-config";

function DetailItem({ icon: Icon, title, children }: { icon: typeof Phone; title: string; children: ReactNode }) {
  return (
    <li className="flex gap-4">
      <IconBadge icon={Icon} size={11} />
      <div className="min-w-0">
        <h3 className="font-semibold text-ink">{title}</h3>
        <div className="mt-1 text-ink-muted">{children}</div>
      </div>
    </li>
  );
}

const linkClass = "font-medium break-words text-brand-700 underline-offset-4 hover:underline";

/** Phone, email and the Bellevue, WA headquarters from the configuration, with the office hours. */
export function ContactDetails() {
  const { t } = useTranslation("contact");
  const { contact } = useSiteDetails();
  const hours = [
    { day: t("details.weekdays"), time: t("details.weekdaysHours") },
    { day: t("details.saturday"), time: t("details.saturdayHours") },
    { day: t("details.sunday"), time: t("details.closed") },
  ];
  return (
    <div>
      <h2 id="contact-details-heading" className="text-3xl font-bold tracking-tight text-ink">
        {t("details.heading")}
      </h2>
      <p className="mt-3 text-lg leading-relaxed text-ink-muted">{t("details.lead")}</p>
      <ul className="mt-8 space-y-6">
        <DetailItem icon={Phone} title={t("details.phone")}>
          <a href={`tel:${contact.phone.replace(/[^\d+]/g, "")}`} className={linkClass}>
            {contact.phone}
          </a>
          <p className="mt-1 text-sm">{t("details.phoneText")}</p>
        </DetailItem>
        <DetailItem icon={Mail} title={t("details.email")}>
          <a href={`mailto:${contact.email}`} className={linkClass}>
            {contact.email}
          </a>
          <p className="mt-1 text-sm">{t("details.emailText")}</p>
        </DetailItem>
        <DetailItem icon={MapPin} title={t("details.address")}>
          <address className="text-ink not-italic">{contact.address}</address>
          <p className="mt-1 text-sm">{t("details.addressText")}</p>
        </DetailItem>
        <DetailItem icon={Clock} title={t("details.hoursTitle")}>
          <dl className="max-w-sm space-y-1 text-sm">
            {hours.map((row) => (
              <div key={row.day} className="flex flex-wrap justify-between gap-x-4">
                <dt className="text-ink">{row.day}</dt>
                <dd className="whitespace-nowrap">{row.time}</dd>
              </div>
            ))}
          </dl>
          <p className="mt-2 text-sm">{t("details.hoursZone")}</p>
          <p className="mt-1 text-sm">{t("details.urgent")}</p>
        </DetailItem>
      </ul>
    </div>
  );
}

/** The chat call to action: a WhatsApp conversation with the configured number, in a new tab. */
export function ChatCallout() {
  const { t } = useTranslation("contact");
  const { t: tCommon } = useTranslation();
  const { whatsappNumber } = usePublicConfig();
  return (
    <div className="mt-10 rounded-2xl bg-navy p-6 text-white shadow-lg">
      <div className="flex items-center gap-3">
        <MessageCircle aria-hidden="true" className="size-6 text-gold-400" />
        <h3 id="contact-chat-heading" className="text-lg font-semibold">
          {t("chat.heading")}
        </h3>
      </div>
      <p className="mt-2 text-slate-200">{t("chat.text")}</p>
      <a
        href={whatsappLink(whatsappNumber, t("chat.greeting"))}
        target="_blank"
        rel="noopener noreferrer"
        className={buttonClasses("light", "md", "mt-5")}
        data-testid="contact-whatsapp"
      >
        {t("chat.link")}
        <span className="sr-only"> {tCommon("common.opensInNewTab")}</span>
      </a>
    </div>
  );
}
