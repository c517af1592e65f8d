/** The API's base path; route paths (routes/*-routes.ts) are relative to it and keep SPEC.md's trailing slashes. */
export const API_PREFIX = "/api/v1";

/** Fills a path's `:name` parameters: `pathTo("/users/:id/update/", { id: 3 })` is `/users/3/update/`. */
export function pathTo(template: string, params: Record<string, string | number>) {
  return template.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String(params[name])));
}
