import { matchPath, type PathPattern, type ServerBuild } from "react-router";

/** What a route module may say about itself (its `handle` export): the query parameters it reads. */
type PageHandle = { searchParams?: readonly string[] };

/** React Router's own parameters of a page request (targeted revalidation, index actions). */
const FRAMEWORK_PARAMS = ["_routes", "index"];
/** And those of its route manifest requests (lazy route discovery), which no route handles. */
const MANIFEST_PARAMS = ["paths", "version"];

/** A route that reads query parameters, and the paths (optional segments spelled out) it answers. */
type Reader = { patterns: PathPattern[]; params: readonly string[] };

/**
 * A page's URL as its page reads it: the path, and only the query parameters that the routes
 * answering the path declare (route `handle.searchParams`), first value of each, sorted by name.
 * Pages are rendered from this URL and kept under it, so `/?utm_source=…` is the home page, from
 * memory.
 *
 * Only the few routes that read parameters are tried, each against its own paths: React Router's
 * `matchRoutes` flattens and ranks the whole route tree on every call (about 1.7 ms here). Where
 * two routes answer a path (`mall/info/3` and `mall/:units/:id`), both routes' parameters are kept:
 * one the page does not read changes only the key its answer is kept under, never the page.
 */
export function pageUrls(build: ServerBuild) {
  const readers = parameterReaders(build.routes);
  const manifestPath = build.routeDiscovery?.manifestPath ?? "/__manifest";
  return (url: URL): URL => {
    const read = new Set(url.pathname === manifestPath ? MANIFEST_PARAMS : FRAMEWORK_PARAMS);
    const path = routePath(url.pathname);
    for (const { patterns, params } of readers) {
      if (!patterns.some((pattern) => matchPath(pattern, path))) continue;
      for (const name of params) read.add(name);
    }
    const kept = new URLSearchParams();
    for (const name of [...read].sort()) {
      const value = url.searchParams.get(name);
      if (value !== null) kept.set(name, value);
    }
    // A copy with the kept query: the path itself stays as it came, `//` and all.
    const page = new URL(url.href);
    page.search = kept.toString();
    page.hash = "";
    return page;
  };
}

/** The route path behind a data request: `/search.data` is `/search`, `/_root.data` the home page. */
function routePath(pathname: string) {
  if (!pathname.endsWith(".data")) return pathname;
  const path = pathname.slice(0, -".data".length);
  return path === "/_root" ? "/" : path;
}

function parameterReaders(manifest: ServerBuild["routes"]): Reader[] {
  const routes = Object.values(manifest).filter((route) => route !== undefined);
  const parents = new Set(routes.map((route) => route.parentId));
  const fullPath = (id: string | undefined): string => {
    const route = id === undefined ? undefined : manifest[id];
    if (!route) return "";
    return [fullPath(route.parentId), route.path ?? ""].filter(Boolean).join("/");
  };
  return routes.flatMap((route) => {
    const params = (route.module.handle as PageHandle | undefined)?.searchParams ?? [];
    if (params.length === 0) return [];
    // A route with routes below it answers their paths too; a page answers only its own.
    const end = !parents.has(route.id);
    const patterns = spelledOut(fullPath(route.id)).map((path) => ({
      path: `/${path}`,
      caseSensitive: route.caseSensitive === true,
      end,
    }));
    return [{ patterns, params }];
  });
}

/** `en?/search/:category` is `search/:category` and `en/search/:category`, as React Router reads it. */
function spelledOut(path: string): string[] {
  return path.split("/").reduce<string[]>(
    (paths, segment) => {
      const joined = (base: string, next: string) => (base ? `${base}/${next}` : next);
      if (!segment.endsWith("?")) return paths.map((base) => joined(base, segment));
      const required = segment.slice(0, -1);
      return paths.flatMap((base) => [base, joined(base, required)]);
    },
    [""],
  );
}
