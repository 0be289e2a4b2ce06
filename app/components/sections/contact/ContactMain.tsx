import { useTranslation } from "react-i18next";
import { ContactForm } from "~/components/forms/ContactForm";
import { ChatCallout, ContactDetails } from "./ContactDetails";

/** Contact details and the chat call to action beside the message form. */
export function ContactMain() {
  const { t } = useTranslation("contact");
  return (
    <section aria-labelledby="contact-details-heading" className="bg-white py-16 sm:py-20">
      <div className="mx-auto grid max-w-7xl gap-12 px-4 sm:px-6 lg:grid-cols-5 lg:gap-16">
        <div className="lg:col-span-2">
          <ContactDetails />
          <ChatCallout />
        </div>
        <section
          aria-labelledby="contact-form-heading"
          className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8 lg:col-span-3"
        >
          <h2 id="contact-form-heading" className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">
            {t("form.heading")}
          </h2>
          <p className="mt-2 mb-6 text-ink-muted">{t("form.lead")}</p>
          <ContactForm />
        </section>
      </div>
    </section>
  );
}
