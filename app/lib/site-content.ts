/**
 * What the public pages show of the editable content (decision 0011), in one language: types only, so
 * components can take it as props while the service that reads it stays on the server.
 */
import type { SOCIAL_NETWORKS } from "./validation/content";

export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

/**
 * A picture to show: its address and its alternative text ("" when it is decorative). An uploaded
 * one (decision 0012) also has WebP widths and its own size, so the page reserves its space.
 */
export interface ShownImage {
  src: string;
  alt: string;
  srcSet?: string;
  width?: number;
  height?: number;
}

export interface TeamMemberView {
  id: string;
  name: string;
  position: string;
  bio: string;
  photo: ShownImage | null;
  linkedinUrl: string | null;
}

export interface TestimonialView {
  id: string;
  quote: string;
  author: string;
  position: string;
  location: string;
  image: ShownImage | null;
}

export interface ClientView {
  id: string;
  name: string;
  description: string;
  logo: ShownImage | null;
  websiteUrl: string | null;
  onHome: boolean;
}

export interface StatisticView {
  id: string;
  value: string;
  label: string;
  description: string;
}

export interface FaqEntryView {
  id: string;
  question: string;
  answer: string;
}

export interface ContactDetails {
  phone: string;
  email: string;
  address: string;
}

/** The social profiles that are set, in the order of SOCIAL_NETWORKS; an empty one is left out. */
export type SocialLinkView = { network: SocialNetwork; url: string };

export interface SiteDetails {
  socialLinks: SocialLinkView[];
  contact: ContactDetails;
}

export interface SiteContent extends SiteDetails {
  team: TeamMemberView[];
  testimonials: TestimonialView[];
  clients: ClientView[];
  statistics: StatisticView[];
  faq: FaqEntryView[];
}

/** What the home page shows of the editable content (the not-found page shows the same). */
export interface HomePageContent {
  statistics: StatisticView[];
  testimonials: TestimonialView[];
  clients: ClientView[];
}
