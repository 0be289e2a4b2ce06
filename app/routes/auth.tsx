import { PageIntro } from "~/components/sections/PageIntro";
import type { RouteHandle } from "~/lib/route-handle";
import { seoMeta } from "~/lib/seo";
import { loadPageSeo } from "~/server/seo";
import type { Route } from "./+types/auth";

export const handle: RouteHandle = { i18n: ["pages"] };

/** /auth, /confirm-password, /reset-password and /accept-invite all show this sign-in page (spec section 2). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const seo = await loadPageSeo(request, context, "signIn");
  return { seo: { ...seo, noindex: true } };
}

export const meta: Route.MetaFunction = ({ data }) => seoMeta(data?.seo);

export default function SignInPage() {
  return <PageIntro page="signIn" />;
}
