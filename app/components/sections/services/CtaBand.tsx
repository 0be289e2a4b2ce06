import { Link } from "react-router";
import { LinkButton } from "~/components/ui/button";

/** The closing call to action of a page: a navy panel with one or two buttons. */
export function CtaBand({
  id,
  title,
  text,
  primary,
  secondary,
}: {
  id: string;
  title: string;
  text: string;
  primary: { to: string; label: string };
  secondary?: { to: string; label: string };
}) {
  return (
    <section aria-labelledby={id} className="bg-white py-16 sm:py-20">
      <div className="mx-auto max-w-5xl px-4 sm:px-6">
        <div className="rounded-3xl bg-navy px-6 py-12 text-center shadow-lg sm:px-12">
          <h2 id={id} className="text-3xl font-bold tracking-tight text-white">
            {title}
          </h2>
          <p className="mx-auto mt-4 max-w-2xl text-lg leading-relaxed text-slate-200">{text}</p>
          <div className="mt-8 flex flex-col items-center justify-center gap-3 sm:flex-row">
            <LinkButton to={primary.to} variant="light" size="lg">
              {primary.label}
            </LinkButton>
            {secondary ? (
              <Link
                to={secondary.to}
                className="inline-flex items-center justify-center gap-2 rounded-full border border-white/60 px-7 py-3.5 text-base font-semibold text-white transition-colors hover:bg-white/10"
              >
                {secondary.label}
              </Link>
            ) : null}
          </div>
        </div>
      </div>
    </section>
  );
}
