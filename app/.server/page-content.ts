import type { AppLoadContext } from "react-router";
import { languageOfRequest } from "~/i18n/request-language.server";
import type { HomePageContent, SiteContent } from "~/lib/site-content";
import { loadPageSeo } from "./seo";
import { siteContent } from "./services/content";

/**
 * The loader of a page that shows some of the editable content beside its SEO tags:
 * `export const loader = contentPageLoader("team", ({ team }) => ({ team }))`. Each page takes only
 * what it shows, so its data stays small.
 */
export const contentPageLoader =
  <Picked extends object>(seoKey: string, pick: (content: SiteContent) => Picked) =>
  async ({ request, context }: { request: Request; context: AppLoadContext }) => {
    const [seo, content] = await Promise.all([
      loadPageSeo(request, context, seoKey),
      siteContent(context.database, languageOfRequest(request)),
    ]);
    return { seo, ...pick(content) };
  };

/** The home page's share: statistics, testimonials and the clients shown on the home page. */
export const homePageContent = ({ statistics, testimonials, clients }: SiteContent): HomePageContent => ({
  statistics,
  testimonials,
  clients: clients.filter((client) => client.onHome),
});
