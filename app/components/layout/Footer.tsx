import BadgeCheck from "lucide-react/icons/badge-check";
import Mail from "lucide-react/icons/mail";
import MapPin from "lucide-react/icons/map-pin";
import Phone from "lucide-react/icons/phone";
import { useTranslation } from "react-i18next";
import { quickLinks } from "~/content/navigation";
import { serviceKey, services } from "~/content/services";
import { footerSocialNetworks } from "~/content/social";
import { LocalLink } from "~/i18n/links";
import { useRootData, useSiteDetails } from "~/lib/public-config";
import { NewsletterForm } from "../forms/NewsletterForm";
import { Logo } from "./Logo";
import { SocialIcon } from "./SocialIcon";

/** docs/product.md section 2: first two services, the Specialized Projects and Services link, then services 3 and 4. */
function footerServiceLinks(t: (key: string) => string) {
  const toLink = (service: (typeof services)[number]) => ({
    label: t(`services.${serviceKey(service.id)}.title`),
    href: `/services#${service.id}`,
  });
  return [
    ...services.slice(0, 2).map(toLink),
    { label: t("footer.specializedProjects"), href: "/services" },
    ...services.slice(2, 4).map(toLink),
  ];
}

const headingClass = "mb-4 text-sm font-semibold tracking-wider text-white uppercase";
const linkClass = "text-slate-300 hover:text-white hover:underline";

/** A titled column of site links; `reloadDocument` makes each link a document request. */
function LinkColumn({
  id,
  title,
  links,
  reloadDocument,
}: {
  id: string;
  title: string;
  links: Array<{ label: string; href: string }>;
  reloadDocument?: boolean;
}) {
  return (
    <nav aria-labelledby={id}>
      <h2 id={id} className={headingClass}>
        {title}
      </h2>
      <ul className="space-y-2">
        {links.map((link) => (
          <li key={link.href}>
            <LocalLink to={link.href} reloadDocument={reloadDocument} className={linkClass}>
              {link.label}
            </LocalLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function Footer() {
  const { t } = useTranslation();
  const { contact, socialLinks } = useSiteDetails();
  const footerLinks = socialLinks.filter((link) => footerSocialNetworks.includes(link.network));
  const { siteName } = useRootData();

  return (
    <footer className="bg-navy text-slate-300" data-testid="site-footer">
      <section aria-labelledby="newsletter-heading" className="border-b border-white/10">
        <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-10 sm:px-6 lg:flex-row lg:items-center lg:justify-between">
          <div className="max-w-xl">
            <h2 id="newsletter-heading" className="text-xl font-semibold text-white">
              {t("footer.newsletter.title")}
            </h2>
            <p className="mt-2">{t("footer.newsletter.text")}</p>
          </div>
          <NewsletterForm />
        </div>
      </section>

      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-2 lg:grid-cols-4">
        <div>
          <Logo className="h-10 w-auto" inverted />
          <p className="mt-4 font-medium text-white">{t("brand.tagline")}</p>
          <p className="mt-2 text-sm leading-relaxed">{t("footer.description")}</p>
          {footerLinks.length > 0 ? (
            <ul className="mt-5 flex gap-3" aria-label={t("footer.followUs")}>
              {footerLinks.map(({ network, url }) => (
                <li key={network}>
                  <a
                    href={url}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="flex size-10 items-center justify-center rounded-full bg-white/10 text-white hover:bg-brand-600"
                  >
                    <SocialIcon network={network} className="size-5" />
                    <span className="sr-only">{t(`footer.social.${network}`)}</span>
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
        </div>

        <LinkColumn
          id="footer-quick-links"
          title={t("footer.quickLinks")}
          links={quickLinks.map((link) => ({ label: t(`nav.${link.key}`), href: link.href }))}
        />

        {/* Document requests, so the 301 from /services keeps the #id (fragments survive HTTP redirects). */}
        <LinkColumn id="footer-services" title={t("footer.services")} links={footerServiceLinks(t)} reloadDocument />

        <div>
          <h2 className={headingClass}>{t("footer.contactUs")}</h2>
          <address className="space-y-3 text-sm not-italic">
            <p className="flex gap-2">
              <Mail aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              <a href={`mailto:${contact.email}`} className={linkClass}>
                {contact.email}
              </a>
            </p>
            <p className="flex gap-2">
              <Phone aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              <a href={`tel:${contact.phone.replace(/[^\d+]/g, "")}`} className={linkClass}>
                {contact.phone}
              </a>
            </p>
            <p className="flex gap-2">
              <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              <span>{contact.address}</span>
            </p>
          </address>
        </div>
      </div>

      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-7xl flex-col gap-4 px-4 py-6 text-sm sm:px-6 md:flex-row md:items-center md:justify-between">
          <p className="flex items-center gap-2" data-testid="accreditation">
            <BadgeCheck aria-hidden="true" className="size-5 text-gold-400" />
            <span>
              <strong className="text-white">{t("footer.accredited.title")}</strong> · {t("footer.accredited.text")}
            </span>
          </p>
          <p>{t("footer.copyright", { year: new Date().getFullYear(), siteName })}</p>
          <ul className="flex flex-wrap gap-x-4 gap-y-2">
            <li>
              <LocalLink to="/privacy" className={linkClass}>
                {t("footer.privacy")}
              </LocalLink>
            </li>
            <li>
              <LocalLink to="/privacy/request" className={linkClass}>
                {t("footer.privacyRequest")}
              </LocalLink>
            </li>
            <li>
              <LocalLink to="/terms" className={linkClass}>
                {t("footer.terms")}
              </LocalLink>
            </li>
            <li>
              <LocalLink to="/sitemap" className={linkClass}>
                {t("footer.sitemap")}
              </LocalLink>
            </li>
          </ul>
        </div>
      </div>
    </footer>
  );
}
