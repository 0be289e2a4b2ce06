/**
 * The layer map of app/ (decision 0029), written once, here, and checked by `npm run lint`.
 * Arrows point down; nothing imports upwards:
 *
 *   app/routes ─────────────► app/components ─────────► app/lib, app/i18n, app/content, app/hooks
 *       │                                                  (shared: the browser's and the server's)
 *       ▼
 *   .server entry points: .server/admin, .server/http, .server/jobs, .server/auth, seo, page-content…
 *       │
 *       ▼
 *   .server/services ──► .server/mail (services enqueue email; mail never calls a service back)
 *       │                    │
 *       ▼                    ▼
 *   .server/runtime (background run loop), .server/db (Kysely, schema, list helpers)
 *
 * http and jobs call services, never the reverse. Type-only imports are erased by the compiler,
 * so the cycle rule ignores them; the layer rules below say where they are allowed anyway.
 */

/** The .server modules a request or a timer enters by: services and mail are called by them, never the reverse. */
const ENTRY_POINTS =
  "^app/\\.server/(admin|http|jobs|cli|metrics|html)/|^app/\\.server/(start|page-content|not-found|seo|careers-pages)\\.ts$";

module.exports = {
  forbidden: [
    {
      name: "no-circular",
      severity: "error",
      comment:
        "A runtime import circle makes a module's exports depend on load order (undefined at import time), " +
        "and means two modules are one. Type-only imports are erased at build time and do not count.",
      from: {},
      to: { circular: true, viaOnly: { dependencyTypesNot: ["type-only"] } },
    },
    {
      name: "not-to-unresolvable",
      severity: "error",
      comment:
        "An import that resolves to nothing fails at build or run time. Vite's virtual modules and React Router's " +
        "generated ./+types (resolved through tsconfig rootDirs, which the cruiser does not read) are known to exist.",
      from: {},
      to: { couldNotResolve: true, pathNot: ["^virtual:", "^\\./\\+types/"] },
    },
    {
      name: "shared-not-to-ui",
      severity: "error",
      comment:
        "app/lib, app/i18n, app/content and app/hooks are the bottom layer every other layer may use; " +
        "importing a route or a component from them turns the layering upside down.",
      from: { path: "^app/(lib|i18n|content|hooks)/" },
      to: { path: "^app/(routes|components)/" },
    },
    {
      name: "shared-not-to-server",
      severity: "error",
      comment:
        "The shared layer runs in the browser too: it imports nothing from app/.server, not even a type " +
        "(a type the browser and the server share lives in app/lib).",
      from: { path: "^app/(lib|i18n|content|hooks)/" },
      to: { path: "^app/\\.server/" },
    },
    {
      name: "components-not-to-routes",
      severity: "error",
      comment: "Routes compose components; a component that imports a route inverts that.",
      from: { path: "^app/components/" },
      to: { path: "^app/routes/" },
    },
    {
      name: "components-only-types-from-server",
      severity: "error",
      comment:
        "Components run in the browser: they may name a server result's type (erased at build time), " +
        "never import server code. Vite refuses the value import too, but only at build time.",
      from: { path: "^app/components/" },
      to: { path: "^app/\\.server/", dependencyTypesNot: ["type-only"] },
    },
    {
      name: "server-not-to-ui",
      severity: "error",
      comment:
        "app/.server is below the routes and the components: a type both sides need (an action's result) lives in app/lib.",
      from: { path: "^app/\\.server/" },
      to: { path: "^app/(routes|components)/" },
    },
    {
      name: "db-is-the-bottom",
      severity: "error",
      comment:
        "app/.server/db (connection, schema, migrations, list-query helpers) is the lowest server layer: " +
        "it imports only itself and the shared layer, so any service can use it.",
      from: { path: "^app/\\.server/db/" },
      to: { path: "^app/\\.server/", pathNot: "^app/\\.server/db/" },
    },
    {
      name: "runtime-below-services",
      severity: "error",
      comment:
        "app/.server/runtime holds the background run loop that the outbox, the campaign sender and the jobs " +
        "extend; it sits below them and knows none of them.",
      from: { path: "^app/\\.server/runtime/" },
      to: { path: "^app/\\.server/(services|mail|jobs|http|admin)/" },
    },
    {
      name: "services-not-to-entry-points",
      severity: "error",
      comment:
        "Services are called by the routes and the .server entry points (admin pages' server code, HTTP handlers, " +
        "jobs); a service that imports one of them makes the layers a knot.",
      from: { path: "^app/\\.server/services/" },
      to: { path: ENTRY_POINTS },
    },
    {
      name: "mail-not-to-services",
      severity: "error",
      comment:
        "Services enqueue email, so mail never imports a service's code (nor a job, nor an entry point): what the " +
        "outbox must tell the suppression list or the system page it tells through hooks that those services " +
        "register. A template may still name the shape of what a service hands it (a type-only import, erased).",
      from: { path: "^app/\\.server/mail/" },
      to: { path: ["^app/\\.server/services/", ENTRY_POINTS], dependencyTypesNot: ["type-only"] },
    },
    {
      name: "jobs-only-from-start",
      severity: "error",
      comment:
        "Jobs are started by app/.server/start.ts and call services; nothing else imports a job, " +
        "so a job is never half of a circle with the services it runs.",
      from: { path: "^app/", pathNot: "^app/\\.server/(jobs/|start\\.ts$)" },
      to: { path: "^app/\\.server/jobs/" },
    },
    {
      name: "admin-server-code-beside-its-page",
      severity: "error",
      comment:
        "An admin page's server code beyond its loader and action lives in app/.server/admin/<page>.ts, or in " +
        "app/.server/admin/<page>/ when it is more than one module; <page> is the first name of its route modules " +
        "(routes/admin/campaigns.$id.tsx and campaigns.new.tsx are the page campaigns). A route imports only its own " +
        "page's server code; what several pages share is a service or an http helper (decision 0029).",
      from: { path: "^app/routes/admin/([^./]+)[.]" },
      to: { path: "^app/\\.server/admin/", pathNot: "^app/\\.server/admin/$1([.]ts$|/)" },
    },
    {
      name: "admin-server-code-not-across-pages",
      severity: "error",
      comment: "One admin page's server code does not import another page's: what they share is a service.",
      from: { path: "^app/\\.server/admin/([^./]+)" },
      to: { path: "^app/\\.server/admin/", pathNot: "^app/\\.server/admin/$1([.]ts$|/)" },
    },
    {
      name: "admin-server-code-only-for-admin-routes",
      severity: "error",
      comment:
        "Nothing but its page's routes imports an admin page's server code (its view may name a result's type, " +
        "erased at build time).",
      from: { pathNot: "^app/(routes|\\.server)/admin/" },
      to: { path: "^app/\\.server/admin/", dependencyTypesNot: ["type-only"] },
    },
    {
      name: "services-through-domain-index",
      severity: "error",
      comment:
        "app/.server/services is one folder per domain (accounts, analytics, campaigns, careers, content, mail, operations, privacy, requests, " +
        "records); each index.ts says what the rest of the app may call. Code outside the services imports a domain's " +
        "index only. Inside the services a domain may import another's module directly: through the indexes, domains " +
        "that call each other (records and operations) would make import circles. settings.ts and auth/ are the " +
        "services' neighbours (a service kept outside the folder; better-auth's instance, which accounts calls and " +
        "which calls accounts) and import modules directly for the same reason (decision 0029).",
      from: { path: "^app/", pathNot: "^app/\\.server/(services/|auth/|settings[.]ts$)" },
      to: { path: "^app/\\.server/services/[^/]+/", pathNot: "^app/\\.server/services/[^/]+/index[.]ts$" },
    },
    {
      name: "services-in-domains",
      severity: "error",
      comment: "A service belongs to a domain folder, not loose at the top of app/.server/services.",
      from: {},
      to: { path: "^app/\\.server/services/[^/]+[.]tsx?$" },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "^\\.react-router/" },
    // Type-only imports are in the graph (the layer rules see them; the cycle rule skips them).
    tsPreCompilationDeps: true,
    // The "~/" alias of tsconfig.json ("~/*" → "./app/*").
    tsConfig: { fileName: "tsconfig.json" },
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "require", "node", "default", "types"],
      extensions: [".ts", ".tsx", ".d.ts", ".js", ".mjs", ".json"],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
