/**
 * What a route module tells the server about its page (its `handle` export): the URL query
 * parameters it reads, in its loader or its components. The server renders a page from those
 * parameters only and keeps it under them (apps/api/src/plugins/page-url.ts), so a parameter
 * nobody reads (`?utm_source=…`) neither changes the page nor bypasses the page kept in memory.
 */
export type PageHandle = { searchParams: readonly string[] };
