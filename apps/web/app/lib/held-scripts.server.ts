import { Transform } from "node:stream";

/**
 * A page's scripts start loading once the page has loaded and painted (decision 13), so on a slow
 * phone they do not share the network and the processor with what the visitor sees first: the
 * stylesheet, the font, the largest image. As the HTML streams out, React Router's module script
 * and the preloads (its modules', the texts') are written as inert markup the browser neither
 * fetches nor runs, and a boot script in the head starts them.
 */

const HELD_LINK = "x-held";
const HELD_MODULE_TYPE = "text/x-held-module";

/**
 * Once the page has loaded and shown its first content, or three seconds after its head at the
 * latest (at once if a form is sent): turns the held links back into the preloads they are and
 * runs the held module script, which hydrates the page (root.tsx then marks <html data-hydrated>).
 */
const BOOT_SCRIPT = `(() => {
  const start = () => {
    const held = document.querySelector('script[type="${HELD_MODULE_TYPE}"]');
    if (!held || held.hasAttribute("data-started")) return;
    held.setAttribute("data-started", "");
    for (const link of document.querySelectorAll('link[rel="${HELD_LINK}"]')) link.rel = link.dataset.rel;
    const script = document.createElement("script");
    script.type = "module";
    script.nonce = held.nonce;
    script.textContent = held.textContent;
    document.head.append(script);
  };
  // A form without an action is the page's script's to send. Sent before the page is hydrated,
  // the browser would send it itself, as a GET to this address: a password would land in the URL.
  // Such a submission waits for hydration instead, which it hurries, and is then sent again.
  let heldSubmit;
  document.addEventListener("submit", (event) => {
    const form = event.target;
    if (document.documentElement.hasAttribute("data-hydrated") || form.hasAttribute("action")) return;
    event.preventDefault();
    heldSubmit = { form, submitter: event.submitter };
    start();
  }, true);
  new MutationObserver((_, observer) => {
    if (!document.documentElement.hasAttribute("data-hydrated")) return;
    observer.disconnect();
    if (heldSubmit?.form.isConnected) heldSubmit.form.requestSubmit(heldSubmit.submitter ?? undefined);
  }).observe(document.documentElement, { attributes: true, attributeFilter: ["data-hydrated"] });
  let waiting = 2;
  const one = () => --waiting === 0 && setTimeout(start);
  addEventListener("load", one, { once: true });
  const painted = new PerformanceObserver((list) => {
    if (list.getEntriesByName("first-contentful-paint").length === 0) return;
    painted.disconnect();
    one();
  });
  painted.observe({ type: "paint", buffered: true });
  setTimeout(start, 3000);
})();`;

const OPEN_TAG = 0x3c;
const PRELOAD = /<link rel="(modulepreload|preload)"( as="fetch")?/g;
const MODULE_SCRIPT = /<script([^>]*) type="module" async="">/;
const STYLESHEET = /<link([^>]*) rel="stylesheet" href="([^"]+)"\/>/g;

/**
 * A stylesheet's rules by its address, when they are to be written into the page instead of
 * fetched (inline-stylesheet.server.ts), or undefined to leave its link alone.
 */
export type InlineStylesheet = (href: string) => string | undefined;

/**
 * The page's HTML with its scripts held (above) and, where `inline` has its rules, its stylesheet
 * in a <style>: the first paint then waits for no second request. The <link> stays for React to
 * hydrate (it matches a link by rel and href, and does not correct attributes), disabled, which
 * the browser does not fetch. A tag cut between two chunks waits for its end.
 */
export function holdModuleScripts(
  nonce: string | undefined,
  inline: InlineStylesheet = () => undefined,
): Transform {
  const nonceAttribute = nonce ? ` nonce="${nonce}"` : "";
  const boot = `<script${nonceAttribute}>${BOOT_SCRIPT}</script></head>`;
  let booted = false;
  const rewrite = (html: string) => {
    let out = html
      .replace(PRELOAD, (link, rel: string, fetch?: string) =>
        rel === "preload" && !fetch ? link : `<link rel="${HELD_LINK}" data-rel="${rel}"${fetch ?? ""}`,
      )
      .replace(MODULE_SCRIPT, `<script$1 type="${HELD_MODULE_TYPE}">`)
      .replace(STYLESHEET, (link, attributes: string, href: string) => {
        const rules = inline(href);
        return rules === undefined
          ? link
          : `<style${nonceAttribute}>${rules}</style><link${attributes} rel="stylesheet" href="${href}" disabled=""/>`;
      });
    if (!booted && out.includes("</head>")) {
      booted = true;
      out = out.replace("</head>", boot);
    }
    return out;
  };
  // Only pieces holding a link, the module script or (until it is found) the head's end are decoded
  // and rewritten; the rest of the body passes on as the bytes React wrote.
  let pending = Buffer.alloc(0);
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      const bytes = pending.length > 0 ? Buffer.concat([pending, chunk]) : chunk;
      // Cut before the last "<": every tag before it is whole, and the cut falls between characters.
      const cut = Math.max(0, bytes.lastIndexOf(OPEN_TAG));
      pending = Buffer.from(bytes.subarray(cut));
      const ready = bytes.subarray(0, cut);
      if (ready.length === 0) done();
      else done(null, needsRewrite(ready) ? rewrite(ready.toString("utf8")) : ready);
    },
    flush(done) {
      done(null, rewrite(pending.toString("utf8")));
    },
  });
  function needsRewrite(html: Buffer) {
    return !booted || html.includes("<link") || html.includes(' type="module"');
  }
}
