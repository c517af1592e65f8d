import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import { describe, expect, it } from "vitest";
import { holdModuleScripts, type InlineStylesheet } from "./held-scripts.server";

const PAGE = [
  '<!DOCTYPE html><html lang="ar" dir="rtl"><head><meta charSet="utf-8"/>',
  '<link rel="preload" as="image" href="/media/hero.svg" fetchPriority="high"/>',
  '<link rel="preload" href="/assets/cairo.woff2" as="font" type="font/woff2" crossorigin="anonymous"/>',
  '<link rel="preload" as="fetch" crossorigin="anonymous" href="/i18n/ar.1.json" data-messages=""/>',
  '<link rel="modulepreload" href="/assets/entry.client-A.js" nonce="n0nce"/>',
  '<link rel="modulepreload" href="/assets/shell-B.js" nonce="n0nce"/>',
  '<link nonce="n0nce" rel="stylesheet" href="/assets/app.css"/></head>',
  "<body><h1>العاصمة الإدارية الجديدة</h1>",
  '<script nonce="n0nce">window.__reactRouterContext = {};</script>',
  '<script nonce="n0nce" type="module" async="">import * as route0 from "/assets/root-C.js";\nimport("/assets/entry.client-A.js");</script>',
  "</body></html>",
].join("");

/** The page through the rewrite, cut into pieces of `size` bytes. */
async function rewritten(page: string, size: number, inline: InlineStylesheet = () => undefined) {
  const bytes = Buffer.from(page);
  const pieces = Array.from({ length: Math.ceil(bytes.length / size) }, (_, i) =>
    bytes.subarray(i * size, (i + 1) * size),
  );
  return text(Readable.from(pieces).pipe(holdModuleScripts("n0nce", inline)));
}

const RULES = "h1{color:#0b2e3b}";
const builtRules: InlineStylesheet = (href) => (href === "/assets/app.css" ? RULES : undefined);

describe("a page's held scripts", () => {
  it("keep the module script and its preloads from the browser until the boot script starts them", async () => {
    const html = await rewritten(PAGE, PAGE.length);
    expect(html).not.toContain('<link rel="modulepreload"');
    expect(html).toContain('<link rel="x-held" data-rel="modulepreload" href="/assets/entry.client-A.js"');
    expect(html).toContain('<link rel="x-held" data-rel="modulepreload" href="/assets/shell-B.js"');
    expect(html).toContain('<link rel="x-held" data-rel="preload" as="fetch" crossorigin="anonymous"');
    expect(html).toContain('<script nonce="n0nce" type="text/x-held-module">import * as route0');
    expect(html).not.toContain('type="module"');
  });

  it("leave what the page shows first alone: the image, the font, the stylesheet, the text", async () => {
    const html = await rewritten(PAGE, PAGE.length);
    expect(html).toContain('<link rel="preload" as="image" href="/media/hero.svg" fetchPriority="high"/>');
    expect(html).toContain('<link rel="preload" href="/assets/cairo.woff2" as="font"');
    expect(html).toContain('<link nonce="n0nce" rel="stylesheet" href="/assets/app.css"/>');
    expect(html).toContain("<h1>العاصمة الإدارية الجديدة</h1>");
  });

  it("write the boot script once, with the answer's nonce, at the end of the head", async () => {
    const html = await rewritten(PAGE, PAGE.length);
    expect(html.match(/<script nonce="n0nce">\(\(\) => \{/g)).toHaveLength(1);
    expect(html.indexOf('x-held-module"]')).toBeLessThan(html.indexOf("</head>"));
    expect(html.indexOf("</head>")).toBeLessThan(html.indexOf("<body>"));
  });

  it("write a built stylesheet's rules into the page, and keep its link for React, disabled so it is not fetched", async () => {
    const html = await rewritten(PAGE, PAGE.length, builtRules);
    expect(html).toContain(
      `<style nonce="n0nce">${RULES}</style><link nonce="n0nce" rel="stylesheet" href="/assets/app.css" disabled=""/>`,
    );
    expect(html.match(/rel="stylesheet"/g)).toHaveLength(1);
  });

  it("leave a stylesheet whose rules are not at hand a plain link", async () => {
    const html = await rewritten(PAGE, PAGE.length, () => undefined);
    expect(html).toContain('<link nonce="n0nce" rel="stylesheet" href="/assets/app.css"/>');
    expect(html).not.toContain("<style");
  });

  it("come out the same however the HTML is cut, inside tags and inside Arabic letters", async () => {
    const whole = await rewritten(PAGE, PAGE.length, builtRules);
    for (const size of [1, 2, 3, 7, 64, 333]) expect(await rewritten(PAGE, size, builtRules)).toBe(whole);
  });
});
