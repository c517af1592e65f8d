import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import type { AppLoadContext, EntryContext } from "react-router";
import { ServerRouter } from "react-router";
import { holdModuleScripts } from "./lib/held-scripts.server";
import { builtStylesheets } from "./lib/inline-stylesheet.server";

declare module "react-router" {
  interface AppLoadContext {
    /** This answer's Content-Security-Policy nonce (apps/api/src/plugins/security-headers.ts). */
    cspNonce?: string;
    /** The client build's directory, whose stylesheets pages carry inline; none under Vite's dev server. */
    clientDirectory?: string;
  }
}

export const streamTimeout = 5_000;

/**
 * React Router's own server entry, with two changes: every inline script it and React write (the
 * hydration data, the module loader, scroll restoration, streamed boundaries) carries the answer's
 * CSP nonce, so the policy allows them and nothing else inline; and the module loader and its
 * preloads are held until the page has loaded (lib/held-scripts.ts), and the built stylesheet is
 * written into the page (lib/inline-stylesheet.server.ts).
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const nonce = loadContext.cspNonce;
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");
    // Crawlers get the whole page at once; people get the shell first.
    const readyOption =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? "onAllReady" : "onShellReady";
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(
      () => abort(),
      streamTimeout + 1000,
    );

    const { pipe, abort } = renderToPipeableStream(
      <ServerRouter context={routerContext} url={request.url} nonce={nonce} />,
      {
        nonce,
        [readyOption]() {
          shellRendered = true;
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          responseHeaders.set("Content-Type", "text/html");
          pipe(holdModuleScripts(nonce, builtStylesheets(loadContext.clientDirectory))).pipe(body);
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) console.error(error);
        },
      },
    );
  });
}
