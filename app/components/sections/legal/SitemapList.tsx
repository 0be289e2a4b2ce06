import { Building2, ChevronRight, Compass, HandHeart, Layers, Scale } from "lucide-react";
import { useTranslation } from "react-i18next";
import { IconBadge } from "~/components/ui/badge";
import { type PublicPage, publicPages } from "~/content/pages";
import { LocalLink } from "~/i18n/links";

const GROUPS: Array<{ id: PublicPage["group"]; icon: typeof Building2 }> = [
  { id: "company", icon: Building2 },
  { id: "services", icon: Layers },
  { id: "framework", icon: Compass },
  { id: "engage", icon: HandHeart },
  { id: "legal", icon: Scale },
];

/** Every public page, grouped, each linked by its title (docs/product.md section 2, Sitemap). */
export function SitemapList() {
  const { t } = useTranslation("legal");
  return (
    <div className="mx-auto max-w-6xl px-4 pt-4 pb-20 sm:px-6">
      <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {GROUPS.map(({ id, icon: Icon }) => (
          <section
            key={id}
            aria-labelledby={`sitemap-${id}`}
            className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
            data-testid={`sitemap-group-${id}`}
          >
            <h2 id={`sitemap-${id}`} className="flex items-center gap-3 text-lg font-semibold text-ink">
              <IconBadge icon={Icon} size={10} />
              {t(`sitemap.groups.${id}`)}
            </h2>
            <ul className="mt-4 space-y-1">
              {publicPages
                .filter((page) => page.group === id)
                .map((page) => (
                  <li key={page.path}>
                    <LocalLink
                      to={page.path}
                      className="group flex items-center gap-1.5 rounded-lg px-2 py-1.5 text-brand-700 hover:bg-brand-50"
                    >
                      <ChevronRight aria-hidden="true" className="size-4 shrink-0 text-ink-muted group-hover:text-brand-700" />
                      {t(`seo:${page.key}.title`)}
                    </LocalLink>
                  </li>
                ))}
            </ul>
          </section>
        ))}
      </div>
      <p className="mt-10 text-center text-sm text-ink-muted">
        <a href="/sitemap.xml" className="font-medium text-brand-700 hover:underline">
          {t("sitemap.xml")}
        </a>
      </p>
    </div>
  );
}
