/**
 * The route table. It reads like spec section 2: public pages inside the site shell, the shared
 * sign-in page, and the admin area, whose guarded pages check the session on the server.
 */
import { index, layout, prefix, type RouteConfig, route } from "@react-router/dev/routes";

/** One module serves every path of spec section 2 that shows the sign-in page. */
const SIGN_IN_PATHS = ["auth", "confirm-password", "reset-password", "accept-invite"] as const;

export default [
  layout("routes/site-shell.tsx", [
    index("routes/home.tsx"),
    route("about", "routes/about.tsx"),
    route("about/who-we-are", "routes/about.who-we-are.tsx"),
    route("about/teams", "routes/about.teams.tsx"),
    route("about/mission", "routes/about.mission.tsx"),
    route("about/values", "routes/about.values.tsx"),
    route("why-choose-us", "routes/why-choose-us.tsx"),
    route("foundation", "routes/foundation.tsx"),
    route("our-approach", "routes/our-approach.tsx"),
    route("our-process", "routes/our-process.tsx"),
    route("markets", "routes/markets.tsx"),
    route("our-clients", "routes/our-clients.tsx"),
    route("pricing", "routes/pricing.tsx"),
    route("contact", "routes/contact.tsx"),
    route("partnership", "routes/partnership.tsx"),
    route("volunteer", "routes/volunteer.tsx"),
    route("donate", "routes/donate.tsx"),
    route("privacy", "routes/privacy.tsx"),
    route("terms", "routes/terms.tsx"),
    route("sitemap", "routes/sitemap.tsx"),
    route("newsletter", "routes/newsletter.tsx"),
    route("newsletter/confirm", "routes/newsletter.confirm.tsx"),
    route("unsubscribe", "routes/unsubscribe.tsx"),
    route("services/long-term-talents", "routes/services.long-term-talents.tsx"),
    route("services/seasonal-talents", "routes/services.seasonal-talents.tsx"),
    route("framework/:pillar", "routes/framework.$pillar.tsx"),
    ...SIGN_IN_PATHS.map((path) => route(path, "routes/auth.tsx", { id: `sign-in-${path}` })),
    // An unknown path shows the home page, answered 404 and kept out of search indexes.
    route("*", "routes/not-found.tsx"),
  ]),
  // Search engines: every public URL with its language alternates, and the crawl rules.
  route("sitemap.xml", "routes/seo/sitemap.xml.ts"),
  route("robots.txt", "routes/seo/robots.txt.ts"),
  // Spec section 2: /services redirects to /our-approach (301: the move is permanent).
  route("services", "routes/services.redirect.tsx"),

  ...prefix("admin", [
    route("login", "routes/admin/login.tsx"),
    route("logout", "routes/admin/logout.ts"),
    route("setup", "routes/admin/setup.tsx"),
    // CSV downloads: resource routes, guarded like the pages they belong to.
    route("partnership-requests/export", "routes/admin/partnership-requests.export.ts"),
    route("newsletter-subscribers/export", "routes/admin/newsletter-subscribers.export.ts"),
    layout("routes/admin/guarded-layout.tsx", [
      route("dashboard", "routes/admin/dashboard.tsx"),
      route("messages", "routes/admin/messages.tsx"),
      route("users", "routes/admin/users.tsx"),
      route("settings", "routes/admin/settings.tsx"),
      route("partnership-requests", "routes/admin/partnership-requests.tsx"),
      route("newsletter-subscribers", "routes/admin/newsletter-subscribers.tsx"),
      route("account", "routes/admin/account.tsx"),
    ]),
    // The empty admin path and any unknown one go to the login.
    index("routes/admin/to-login.tsx", { id: "admin-index" }),
    route("*", "routes/admin/to-login.tsx", { id: "admin-unknown" }),
  ]),
] satisfies RouteConfig;
