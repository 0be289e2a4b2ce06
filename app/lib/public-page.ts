/**
 * What every public page's route module exports alike, re-exported in one line
 * (`export { headers, meta } from "~/lib/public-page"`): the shared cache headers (decision 0008)
 * and the meta tags of the SEO its loader answers. React Router drops `headers` from the browser
 * bundle as it does a module's own.
 */
import type { MetaDescriptor } from "react-router";
import { sharedPageHeaders } from "./cache-headers";
import { type PageSeo, seoMeta } from "./seo";

export const headers = sharedPageHeaders;

export const meta = ({ data }: { data?: { seo?: PageSeo } | undefined }): MetaDescriptor[] => seoMeta(data?.seo);
