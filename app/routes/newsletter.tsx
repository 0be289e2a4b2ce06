import { data } from "react-router";
import { signUp } from "~/.server/http/newsletter-route";
import { countHoneypot, gateVisitorForm, requestVisitor } from "~/.server/http/visitor-form";
import { pageSeoLoader } from "~/.server/seo";
import { NewsletterForm } from "~/components/forms/NewsletterForm";
import { PageIntro } from "~/components/sections/PageIntro";
import { languageOfRequest } from "~/i18n/request-language.server";
import { formSuccess } from "~/lib/forms/result";
import type { RouteHandle } from "~/lib/route-handle";
import type { Route } from "./+types/newsletter";

export { headers, meta } from "~/lib/public-page";

export const handle: RouteHandle = { i18n: ["pages", "subscription"] };

export const loader = pageSeoLoader("newsletter");

/** Without JavaScript the newsletter forms post here and get this page back (with it: /api/newsletter). */
export async function action({ request, context }: Route.ActionArgs) {
  const gate = await gateVisitorForm(context);
  if (gate.kind === "rejected") return gate.response;
  if (gate.kind === "bot") {
    await countHoneypot(context);
    return data(formSuccess());
  }
  const { status, body } = await signUp(context, gate.form, languageOfRequest(request), requestVisitor(request, context));
  return data(body, { status });
}

export default function NewsletterPage() {
  return (
    <>
      <PageIntro page="newsletter" />
      <div className="mx-auto max-w-xl px-4 pb-20 sm:px-6">
        <NewsletterForm tone="light" />
      </div>
    </>
  );
}
