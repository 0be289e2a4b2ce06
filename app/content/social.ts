/**
 * docs/product.md section 2: the footer shows Facebook, Instagram and LinkedIn, in that order. The addresses
 * are site details staff edit (services/content); a network left empty is not shown.
 */
import type { SocialNetwork } from "~/lib/site-content";

export const footerSocialNetworks: readonly SocialNetwork[] = ["facebook", "instagram", "linkedin"];
