/**
 * Where `?next=` may send a person after signing in: a path on this site only (`/partner`), never
 * another origin (`//evil.example`, `https://…`, `/\evil.example`). Anything else gives `fallback`.
 */
export function safeReturnPath(next: string | null | undefined, fallback = "/"): string {
  if (!next?.startsWith("/") || next.startsWith("//") || next.startsWith("/\\")) return fallback;
  try {
    const url = new URL(next, "https://site.invalid");
    return url.origin === "https://site.invalid" ? `${url.pathname}${url.search}${url.hash}` : fallback;
  } catch {
    return fallback;
  }
}
