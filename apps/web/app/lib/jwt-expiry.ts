/** Seconds until a JWT's `exp`, read without verifying (the server verifies); -1 if unreadable. */
export function secondsUntilExpiry(token: string, now = Date.now()): number {
  try {
    const payload = token.split(".")[1];
    if (!payload) return -1;
    const json = JSON.parse(atob(payload.replace(/-/g, "+").replace(/_/g, "/")));
    return typeof json.exp === "number" ? json.exp - now / 1000 : -1;
  } catch {
    return -1;
  }
}
