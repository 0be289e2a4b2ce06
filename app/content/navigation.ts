/** docs/product.md section 2, Header: the navigation exactly as listed. Titles are i18n keys under `nav.`. */
export interface NavLink {
  key: string;
  href: string;
}

export interface NavItem extends NavLink {
  dropdown?: NavLink[];
}

export const navigation: NavItem[] = [
  { key: "home", href: "/" },
  {
    key: "about",
    href: "/about",
    dropdown: [
      { key: "whoWeAre", href: "/about/who-we-are" },
      { key: "ourTeam", href: "/about/teams" },
      { key: "missionVision", href: "/about/mission" },
      { key: "ourValues", href: "/about/values" },
      { key: "whyChooseUs", href: "/why-choose-us" },
      { key: "foundation", href: "/foundation" },
    ],
  },
  {
    key: "services",
    href: "/our-approach",
    dropdown: [
      { key: "ourApproach", href: "/our-approach" },
      { key: "ourProcess", href: "/our-process" },
      { key: "markets", href: "/markets" },
      { key: "ourClients", href: "/our-clients" },
    ],
  },
  { key: "pricing", href: "/pricing" },
  { key: "contact", href: "/contact" },
];

/** Footer quick links: every navigation item except About (docs/product.md section 2, Footer). */
export const quickLinks: NavLink[] = navigation.filter((item) => item.key !== "about");
