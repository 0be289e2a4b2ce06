/**
 * The route table. It reads like docs/product.md section 2: public pages inside the site shell, the shared
 * sign-in page, and the admin area, whose guarded pages check the session on the server.
 */
import { index, layout, prefix, type RouteConfig, route } from "@react-router/dev/routes";
import { DEFAULT_LANGUAGE, type Language } from "./i18n/languages";
import { PREFIXED_LANGUAGES } from "./i18n/paths";

/** One module serves every path of docs/product.md section 2 that shows the sign-in page. */
const SIGN_IN_PATHS = ["auth", "confirm-password", "reset-password", "accept-invite"] as const;

/**
 * The public pages of one language (decision 0004): English at docs/product.md's paths, Spanish and
 * French under /es/ and /fr/. Each language's routes share the modules; their ids carry the prefix.
 */
function sitePages(language: Language) {
  const english = language === DEFAULT_LANGUAGE;
  const page = (path: string, file: string, id = file.replace(/\.tsx?$/, "")) =>
    route(path, file, english ? { id } : { id: `${language}/${id}` });
  const pages = [
    english ? index("routes/home.tsx") : index("routes/home.tsx", { id: `${language}/routes/home` }),
    page("about", "routes/about.tsx"),
    page("about/who-we-are", "routes/about.who-we-are.tsx"),
    page("about/teams", "routes/about.teams.tsx"),
    page("about/mission", "routes/about.mission.tsx"),
    page("about/values", "routes/about.values.tsx"),
    page("why-choose-us", "routes/why-choose-us.tsx"),
    page("foundation", "routes/foundation.tsx"),
    page("our-approach", "routes/our-approach.tsx"),
    page("our-process", "routes/our-process.tsx"),
    page("markets", "routes/markets.tsx"),
    page("our-clients", "routes/our-clients.tsx"),
    page("pricing", "routes/pricing.tsx"),
    page("contact", "routes/contact.tsx"),
    page("partnership", "routes/partnership.tsx"),
    page("volunteer", "routes/volunteer.tsx"),
    page("donate", "routes/donate.tsx"),
    page("privacy", "routes/privacy.tsx"),
    // A person's request for a copy or the erasure of their data, and its emailed confirmation link (decision 0041).
    page("privacy/request", "routes/privacy.request.tsx"),
    page("privacy/request/confirm/:token", "routes/privacy.request.confirm.$token.tsx"),
    page("terms", "routes/terms.tsx"),
    page("sitemap", "routes/sitemap.tsx"),
    page("newsletter", "routes/newsletter.tsx"),
    page("newsletter/confirm", "routes/newsletter.confirm.tsx"),
    page("unsubscribe", "routes/unsubscribe.tsx"),
    page("services/long-term-talents", "routes/services.long-term-talents.tsx"),
    page("services/seasonal-talents", "routes/services.seasonal-talents.tsx"),
    page("framework/:pillar", "routes/framework.$pillar.tsx"),
    // Job openings (decision 0032): the open ones, filtered in the address, and one page each.
    page("careers", "routes/careers.tsx"),
    // Job alerts (decision 0036): the sign-up, its confirmation and the unsubscribe page.
    page("careers/alerts", "routes/careers.alerts.tsx"),
    page("careers/alerts/confirm", "routes/careers.alerts.confirm.tsx"),
    page("careers/alerts/unsubscribe", "routes/careers.alerts.unsubscribe.tsx"),
    page("careers/:opening", "routes/careers.$opening.tsx"),
    // Applying (decision 0035): to the talent pool, or to an open opening; one module for both.
    page("careers/apply", "routes/careers.apply.tsx"),
    page("careers/:opening/apply", "routes/careers.apply.tsx", "routes/careers.$opening.apply"),
    // A candidate's own page by their private link, its copy of their data, and a new link by email (decision 0035).
    page("candidate", "routes/candidate.tsx"),
    page("candidate/:token", "routes/candidate.$token.tsx"),
    page("candidate/:token/copy", "routes/candidate.$token.copy.ts"),
    // A client's private page, a shortlisted candidate's CV from it, and the link sent again (decision 0038).
    page("client", "routes/client.tsx"),
    page("client/:token", "routes/client.$token.tsx"),
    page("client/:token/cv/:entry", "routes/client.$token.cv.$entry.ts"),
    // A person's copy of their data, downloaded by the link a privacy request's answer carries (decision 0041).
    page("privacy/request/copy/:token", "routes/privacy.request.copy.$token.ts"),
    ...SIGN_IN_PATHS.map((path) => page(path, "routes/auth.tsx", `sign-in-${path}`)),
    // docs/product.md section 2: /services redirects to /our-approach (301: the move is permanent).
    page("services", "routes/services.redirect.tsx"),
    // An unknown path shows the home page, answered 404 and kept out of search indexes.
    page("*", "routes/not-found.tsx"),
  ];
  return english ? pages : prefix(language, pages);
}

export default [
  layout("routes/site-shell.tsx", [sitePages(DEFAULT_LANGUAGE), ...PREFIXED_LANGUAGES.map(sitePages)].flat()),
  // Search engines: every public URL with its language alternates, and the crawl rules.
  route("sitemap.xml", "routes/seo/sitemap.xml.ts"),
  route("robots.txt", "routes/seo/robots.txt.ts"),
  // The open job openings as an RSS feed, one per language (decision 0032).
  route("careers/feed.xml", "routes/seo/careers-feed.xml.ts"),
  ...PREFIXED_LANGUAGES.map((language) =>
    route(`${language}/careers/feed.xml`, "routes/seo/careers-feed.xml.ts", { id: `${language}/careers-feed` }),
  ),
  // Staff's changes to one namespace's texts, for the browser's later pages (decision 0017).
  route("api/texts/:language/:namespace", "routes/api/texts.ts"),

  ...prefix("admin", [
    route("login", "routes/admin/login.tsx"),
    route("logout", "routes/admin/logout.ts"),
    route("setup", "routes/admin/setup.tsx"),
    // CSV downloads: resource routes, guarded like the pages they belong to.
    route("partnership-requests/export", "routes/admin/partnership-requests.export.ts"),
    route("newsletter-subscribers/export", "routes/admin/newsletter-subscribers.export.ts"),
    route("suppressions/export", "routes/admin/suppressions.export.ts"),
    // A campaign's rendered email for the composer's preview frames.
    route("campaigns/:id/preview", "routes/admin/campaigns.$id.preview.ts"),
    route("audit/export", "routes/admin/audit.export.ts"),
    // A candidate's CV, as an attachment (decision 0034).
    route("cv/:id", "routes/admin/cv.$id.ts"),
    // The applications as CSV, with the list's filters (decision 0035).
    route("applications/export", "routes/admin/applications.export.ts"),
    route("traffic/export", "routes/admin/traffic.export.ts"),
    route("texts/export", "routes/admin/texts.export.ts"),
    // One entry as the public site's in-page text editor reads it (decision 0017).
    route("texts/in-page", "routes/admin/in-page-text.ts"),
    layout("routes/admin/guarded-layout.tsx", [
      route("dashboard", "routes/admin/dashboard.tsx"),
      route("traffic", "routes/admin/traffic.tsx"),
      route("messages", "routes/admin/messages.tsx"),
      route("users", "routes/admin/users.tsx"),
      route("settings", "routes/admin/settings.tsx"),
      route("content", "routes/admin/content.tsx"),
      route("texts", "routes/admin/texts.tsx"),
      route("texts/import", "routes/admin/texts.import.tsx"),
      route("texts/entry", "routes/admin/texts.entry.tsx"),
      route("partnership-requests", "routes/admin/partnership-requests.tsx"),
      route("partnership-requests/:id/staffing", "routes/admin/partnership-requests.$id.staffing.tsx"),
      route("partnership-requests/:id", "routes/admin/partnership-requests.$id.tsx"),
      route("newsletter-subscribers", "routes/admin/newsletter-subscribers.tsx"),
      route("campaigns", "routes/admin/campaigns.tsx"),
      route("campaigns/new", "routes/admin/campaigns.new.tsx"),
      route("campaigns/:id", "routes/admin/campaigns.$id.tsx"),
      route("openings", "routes/admin/openings.tsx"),
      route("openings/new", "routes/admin/openings.new.tsx"),
      route("openings/:id", "routes/admin/openings.$id.tsx"),
      route("job-alerts", "routes/admin/job-alerts.tsx"),
      route("applications", "routes/admin/applications.tsx"),
      route("candidates/:id", "routes/admin/candidates.$id.tsx"),
      route("suppressions", "routes/admin/suppressions.tsx"),
      route("privacy-requests", "routes/admin/privacy-requests.tsx"),
      route("privacy-requests/:id", "routes/admin/privacy-requests.$id.tsx"),
      route("account", "routes/admin/account.tsx"),
      route("audit", "routes/admin/audit.tsx"),
      route("system", "routes/admin/system.tsx"),
    ]),
    // The empty admin path and any unknown one go to the login.
    index("routes/admin/to-login.tsx", { id: "admin-index" }),
    route("*", "routes/admin/to-login.tsx", { id: "admin-unknown" }),
  ]),
] satisfies RouteConfig;
