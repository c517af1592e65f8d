import { readFileSync } from "node:fs";
import path from "node:path";
import type { InlineStylesheet } from "./held-scripts.server";

const byDirectory = new Map<string, InlineStylesheet>();
const none: InlineStylesheet = () => undefined;

/**
 * The built stylesheets' rules, read once from the client build, so a page carries them in its
 * HTML (decision 23): on a slow phone the separate request cost a connection and a round trip
 * before the first paint. Without a build (Vite's dev server) stylesheets stay links.
 */
export function builtStylesheets(clientDirectory: string | undefined): InlineStylesheet {
  if (!clientDirectory) return none;
  let inline = byDirectory.get(clientDirectory);
  if (!inline) {
    const rules = new Map<string, string | undefined>();
    inline = (href) => {
      if (!/^\/assets\/[\w.-]+\.css$/.test(href)) return undefined;
      if (!rules.has(href)) rules.set(href, read(path.join(clientDirectory, href)));
      return rules.get(href);
    };
    byDirectory.set(clientDirectory, inline);
  }
  return inline;
}

function read(file: string): string | undefined {
  try {
    const css = readFileSync(file, "utf8");
    // Written into a <style>, a closing tag in the rules would end it early.
    return css.includes("</") ? undefined : css;
  } catch {
    return undefined;
  }
}
