import { matchRoutes, type RouteObject, type ServerBuild } from "react-router";

/** What a route module may say about itself (its `handle` export): the query parameters it reads. */
type PageHandle = { searchParams?: readonly string[] };

/** React Router's own parameters of a page request (targeted revalidation, index actions). */
const FRAMEWORK_PARAMS = ["_routes", "index"];
/** And those of its route manifest requests (lazy route discovery), which no route handles. */
const MANIFEST_PARAMS = ["paths", "version"];

/**
 * A page's URL as its page reads it: the path, and only the query parameters that the routes it
 * matches declare (route `handle.searchParams`), first value of each, sorted by name. Pages are
 * rendered from this URL and kept under it, so `/?utm_source=…` is the home page, from memory.
 */
export function pageUrls(build: ServerBuild) {
  const routes = routeTree(build.routes);
  const manifestPath = build.routeDiscovery?.manifestPath ?? "/__manifest";
  return (url: URL): URL => {
    const read = new Set(url.pathname === manifestPath ? MANIFEST_PARAMS : FRAMEWORK_PARAMS);
    for (const match of matchRoutes(routes, routePath(url.pathname)) ?? []) {
      const handle = build.routes[match.route.id ?? ""]?.module.handle as PageHandle | undefined;
      for (const name of handle?.searchParams ?? []) read.add(name);
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

function routeTree(manifest: ServerBuild["routes"]): RouteObject[] {
  const children = new Map<string | undefined, RouteObject[]>();
  for (const route of Object.values(manifest)) {
    if (!route) continue;
    const siblings = children.get(route.parentId) ?? [];
    siblings.push(
      route.index
        ? // An index route may have a path: the English home page is the index at the optional "en?".
          { id: route.id, index: true, path: route.path, caseSensitive: route.caseSensitive }
        : { id: route.id, path: route.path, caseSensitive: route.caseSensitive },
    );
    children.set(route.parentId, siblings);
  }
  const attach = (routes: RouteObject[]): RouteObject[] =>
    routes.map((route) => {
      const below = children.get(route.id);
      return below && !route.index ? { ...route, children: attach(below) } : route;
    });
  return attach(children.get(undefined) ?? []);
}
