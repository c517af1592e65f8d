import { createRequire } from "node:module";
import path from "node:path";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin, type Rollup } from "vite";

// react-router's package exports only its development build, whose warnings cannot be removed
// from a bundle (remix-run/react-router#14102); its production build sits beside it.
const reactRouterDist = path.join(path.dirname(createRequire(import.meta.url).resolve("react-router")), "..");
const productionReactRouter = [
  { find: /^react-router$/, replacement: path.join(reactRouterDist, "production/index.mjs") },
  { find: /^react-router\/dom$/, replacement: path.join(reactRouterDist, "production/dom-export.mjs") },
];

const SHELL_ROOTS = [/\/app\/root\.tsx$/, /\/app\/routes\/layout\.tsx$/];
/** Small building blocks most pages use: helpers, the contract's plain values, cards, lists. */
const BUILDING_BLOCKS = [
  /\/app\/lib\/[^/]+\.tsx?$/,
  /\/packages\/contract\/src\/(api-paths|constants|catalogue)\.ts$/,
  /\/app\/components\/(empty-state|spinner|page-section|button-styles|carousel-dots|use-carousel-pages|use-embla)\.tsx?$/,
  /\/app\/components\/cards\/(project-card|tag-chip)\.tsx$/,
];
/** Helpers only the search pages or sign-in use: they travel with those pages, not every page. */
const PAGE_HELPERS = /\/app\/lib\/(search-filters|filter-chips|safe-return-path)\.ts$/;
const FRAMEWORK = /\/node_modules\/(react|react-dom|react-router|scheduler)\//;
/**
 * What the client entry imports (react-dom, its scheduler, React Router's DOM part) goes in the
 * shell too: every page hydrates, and brotli packs them with the rest of React Router 1.5 kB smaller
 * than apart. The entry is left a 0.2 kB file.
 */
const HYDRATION = /\/node_modules\/(react-dom\/|scheduler\/|react-router\/dist\/production\/dom-export)/;

/**
 * What the root and the site layout import, directly or not, and the building blocks go in one
 * "shell" chunk: every page needs nearly all of it, and one file costs less to fetch than twenty
 * small ones (each brings its own headers and compresses worse alone).
 */
function shellChunk(id: string, { getModuleInfo }: Rollup.ManualChunkMeta) {
  const known = new Map<string, boolean>();
  const inShell = (moduleId: string, seen: Set<string>): boolean => {
    if (SHELL_ROOTS.some((root) => root.test(moduleId))) return true;
    const cached = known.get(moduleId);
    if (cached !== undefined) return cached;
    if (seen.has(moduleId)) return false;
    seen.add(moduleId);
    const importers = getModuleInfo(moduleId)?.importers ?? [];
    const result = importers.some((importer) => inShell(importer, seen));
    known.set(moduleId, result);
    return result;
  };
  if (HYDRATION.test(id)) return "shell";
  if (FRAMEWORK.test(id) || PAGE_HELPERS.test(id)) return undefined;
  return BUILDING_BLOCKS.some((block) => block.test(id)) || inShell(id, new Set()) ? "shell" : undefined;
}

/**
 * zod stays on the server: the browser takes only the contract's types and plain values (decision
 * 13). One value import of a schema module adds about 25 kB to every page; this stops the build.
 */
function noZodInTheBrowser(): Plugin {
  return {
    name: "no-zod-in-the-browser",
    generateBundle(_options, bundle) {
      const isZod = (id: string) => id.includes("/node_modules/zod/");
      for (const file of Object.values(bundle)) {
        if (file.type !== "chunk" || !Object.keys(file.modules).some(isZod)) continue;
        const importers = Object.keys(file.modules).filter(
          (id) => !isZod(id) && this.getModuleInfo(id)?.importedIds.some(isZod),
        );
        this.error(`zod reached the browser bundle (${file.fileName}), imported by ${importers.join(", ")}`);
      }
    },
  };
}

export default defineConfig(({ isSsrBuild, command }) => ({
  plugins: [
    tailwindcss(),
    reactRouter(),
    ...(command === "build" && !isSsrBuild ? [noZodInTheBrowser()] : []),
  ],
  resolve: { alias: command === "build" && !isSsrBuild ? productionReactRouter : [] },
  build: {
    assetsInlineLimit: 0,
    // The server's build stays readable: its stack traces and profiles name our functions.
    minify: isSsrBuild ? false : "terser",
    terserOptions: { ecma: 2020, module: true, compress: { passes: 3 } },
    rollupOptions: isSsrBuild ? {} : { output: { manualChunks: shellChunk } },
  },
}));
