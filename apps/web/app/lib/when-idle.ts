/**
 * Runs `work` once the browser is idle after the page became interactive: for code that
 * improves a page but is not needed to show it or to use it. Returns a way to call it off.
 */
export function whenIdle(work: () => void): () => void {
  if (typeof window.requestIdleCallback === "function") {
    const handle = window.requestIdleCallback(work, { timeout: 2000 });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(work, 200);
  return () => window.clearTimeout(handle);
}
