/** Spec section 3, Social links. The footer shows Facebook, Instagram and LinkedIn (spec section 2). */
export interface SocialLinks {
  facebook: string;
  instagram: string;
  linkedin: string;
  youtube: string;
  twitter: string;
}

export const socialLinks: SocialLinks = {
  facebook: "https://www.facebook.com/crestwayhospitality",
  instagram: "https://www.instagram.com/crestwayhospitality",
  linkedin: "https://www.linkedin.com/company/crestway-hospitality",
  youtube: "https://www.youtube.com/@crestwayhospitality",
  twitter: "https://x.com/crestwayhosp",
};

export const footerSocialNetworks = ["facebook", "instagram", "linkedin"] as const satisfies readonly (keyof SocialLinks)[];
