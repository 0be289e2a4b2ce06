import { LinkButton } from "~/components/ui/button";
import { LocalLink } from "~/i18n/links";

/**
 * The closing call to action of a page: a navy panel whose texts are `<keys>.title` and `<keys>.text`
 * of the caller's dictionary, a button to the contact page (`primary`: which of the site's calls to
 * action it says), and a second link to `secondaryTo`, labelled `<keys>.secondary` unless told.
 */
export function CtaBand({
  id,
  t,
  keys,
  primary = "requestQuote",
  secondaryTo,
  secondaryLabel,
}: {
  id: string;
  t: (key: string) => string;
  keys: string;
  primary?: "requestQuote" | "getStarted";
  secondaryTo: string;
  secondaryLabel?: string;
}) {
  const title = t(`${keys}.title`);
  const text = t(`${keys}.text`);
  const secondary = { to: secondaryTo, label: secondaryLabel ?? t(`${keys}.secondary`) };
  return (
    <section aria-labelledby={id} className="bg-white py-16 sm:py-20">
      <div className="mx-auto max-w-5xl px-4 sm:px-6">
        <div className="rounded-3xl bg-navy px-6 py-12 text-center shadow-lg sm:px-12">
          <h2 id={id} className="text-3xl font-bold tracking-tight text-white">
            {title}
          </h2>
          <p className="mx-auto mt-4 max-w-2xl text-lg leading-relaxed text-slate-200">{text}</p>
          <div className="mt-8 flex flex-col items-center justify-center gap-3 sm:flex-row">
            <LinkButton to="/contact" variant="light" size="lg">
              {t(`common:cta.${primary}`)}
            </LinkButton>
            <LocalLink
              to={secondary.to}
              className="inline-flex items-center justify-center gap-2 rounded-full border border-white/60 px-7 py-3.5 text-base font-semibold text-white transition-colors hover:bg-white/10"
            >
              {secondary.label}
            </LocalLink>
          </div>
        </div>
      </div>
    </section>
  );
}
