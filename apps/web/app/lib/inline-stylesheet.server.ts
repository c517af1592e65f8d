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
    const rules = new Map<string, string>();
    inline = (href) => {
      if (!/^\/assets\/[\w.-]+\.css$/.test(href)) return undefined;
      // A failed read is tried again on the next page: a busy start may run out of file handles.
      const read = rules.get(href) ?? readRules(path.join(clientDirectory, href));
      if (read !== undefined) rules.set(href, read);
      return read;
    };
    byDirectory.set(clientDirectory, inline);
  }
  return inline;
}

/**
 * The file's rules, unless they cannot be written into the page as they are: a closing tag would
 * end the <style> early, and an address relative to the file would be read against the page's.
 */
function readRules(file: string): string | undefined {
  try {
    const css = readFileSync(file, "utf8");
    return css.includes("</") || /url\(\s*["']?(?![/"']|data:)/.test(css) ? undefined : css;
  } catch {
    return undefined;
  }
}
