/**
 * Which way imports may point (docs/architecture.md, "Boundaries"); `npm run check` fails on any
 * import against them. Paths are relative to the repository; type-only imports count too.
 */
export default {
  forbidden: [
    {
      name: "contract-imports-no-app",
      comment:
        "packages/contract is what the API and the web app agree on: both import it, it imports neither (nor the demo).",
      severity: "error",
      from: { path: "^packages/contract/" },
      to: { path: "^(apps|packages/demo|e2e|bench)/" },
    },
    {
      name: "web-and-api-meet-in-the-contract",
      comment: "The web app and the API share schemas and types through packages/contract only.",
      severity: "error",
      from: { path: "^apps/web/" },
      to: { path: "^apps/api/" },
    },
    {
      name: "api-imports-no-web",
      comment:
        "The API serves the web app's build at run time (plugins/web.ts); it imports none of its code.",
      severity: "error",
      from: { path: "^apps/api/" },
      to: { path: "^apps/web/" },
    },
    {
      name: "product-never-imports-demo",
      comment:
        "Nothing in apps imports packages/demo: the seeding entry point (apps/api/src/seeding/demo-seeder.ts) " +
        "loads it at run time, only when SEED_DEMO is on, so production runs without it.",
      severity: "error",
      from: { path: "^(apps|packages/contract)/" },
      to: { path: "^packages/demo/" },
    },
    {
      name: "demo-uses-the-api-data-layer",
      comment:
        "packages/demo writes through the API's database, SVG writer and seeding types, " +
        "never through its routes, plugins or app, nor the web app.",
      severity: "error",
      from: { path: "^packages/demo/" },
      to: { path: "^(apps/api/src/(routes/|plugins/|app\\.ts$|server\\.ts$)|apps/web/)" },
    },
    {
      name: "web-shared-code-not-upward",
      comment:
        "The web app's shared code (components, lib, i18n, locales, session, saved-units, compare-tray, recently-viewed, partner) never imports " +
        "a route or the root module: what pages share from the root is in lib/root-data.ts.",
      severity: "error",
      from: {
        path: "^apps/web/app/(components|lib|i18n|locales|session|saved-units|compare-tray|recently-viewed|partner)/",
      },
      to: { path: "^apps/web/app/(routes/|root\\.tsx$|routes\\.ts$)" },
    },
    {
      name: "web-root-is-imported-by-none",
      comment:
        "root.tsx is the page shell React Router loads; what pages share from it is in lib/root-data.ts.",
      severity: "error",
      from: {},
      to: { path: "^apps/web/app/root\\.tsx$" },
    },
    {
      name: "web-features-stand-alone",
      comment:
        "A route feature (a file or a folder under app/routes) does not import another feature: " +
        "what two features share goes to components/ or lib/.",
      severity: "error",
      from: { path: "^apps/web/app/routes/([^/.]+)" },
      to: { path: "^apps/web/app/routes/", pathNot: "^apps/web/app/routes/$1([/.]|$)" },
    },
    {
      name: "api-domains-stand-alone",
      comment:
        "An API domain (src/routes/<domain>) imports the shared plugins, db and modules of src/, " +
        "not another domain's files: what two domains share goes to a module of its own in src/.",
      severity: "error",
      from: { path: "^apps/api/src/routes/([^/]+)/" },
      to: { path: "^apps/api/src/routes/", pathNot: "^apps/api/src/routes/$1/" },
    },
    {
      name: "api-shared-code-not-upward",
      comment:
        "The API's shared code (plugins, db, src/*.ts modules) never imports a domain; app.ts registers them.",
      severity: "error",
      from: { path: "^apps/api/src/", pathNot: "^apps/api/src/(routes/|app\\.ts$)" },
      to: { path: "^apps/api/src/routes/" },
    },
    {
      name: "no-circular",
      comment: "Modules do not import each other in a circle.",
      severity: "error",
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    includeOnly: "^(apps|packages|e2e|bench)/",
    exclude: { path: "(^|/)(node_modules|build|dist|\\.react-router)/" },
    doNotFollow: { path: "node_modules" },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "node", "default"],
      extensions: [".ts", ".tsx", ".js", ".mjs", ".json"],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
