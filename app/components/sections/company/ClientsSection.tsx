import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { ContentImage } from "~/components/ui/content-image";
import { TitledSection } from "~/components/ui/section";
import type { ClientView } from "~/lib/site-content";

/**
 * The client brands (staff edit them). `detailed` adds what we do for each (the /our-clients page);
 * otherwise a compact logo wall (home). Logos are images named by the brand.
 */
export function ClientsSection({
  clients,
  tone = "white",
  detailed = false,
  children,
}: {
  clients: ClientView[];
  tone?: "white" | "tint";
  detailed?: boolean;
  children?: ReactNode;
}) {
  const { t } = useTranslation("company");
  return (
    <TitledSection headingId="clients-heading" keys="clients" t={t} tone={tone}>
      <ul
        aria-label={t("clients.listLabel")}
        className={
          detailed
            ? "grid gap-6 sm:grid-cols-2 lg:grid-cols-3"
            : "mx-auto grid max-w-5xl grid-cols-2 gap-4 sm:gap-6 md:grid-cols-3"
        }
      >
        {clients.map((client) => (
          <li
            key={client.id}
            className={`flex rounded-2xl border border-slate-200 bg-white shadow-sm ${
              detailed ? "h-full flex-col gap-4 p-6" : "items-center justify-center p-4"
            }`}
          >
            {client.logo ? (
              <ContentImage
                image={client.logo}
                width={240}
                height={80}
                sizes="240px"
                className={detailed ? "h-16 w-auto self-start object-contain" : "h-auto max-h-20 w-full max-w-60 object-contain"}
              />
            ) : (
              <span className="font-semibold text-ink">{client.name}</span>
            )}
            {detailed ? <p className="text-ink-muted">{client.description}</p> : null}
          </li>
        ))}
      </ul>
      {children ? <div className="mt-12 text-center">{children}</div> : null}
    </TitledSection>
  );
}
