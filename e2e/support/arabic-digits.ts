import type { Page } from "@playwright/test";
import { expect } from "./test";

/**
 * Lists what an Arabic page writes with Western digits: visible text and the texts assistive
 * technology reads (labels, alternatives, titles, placeholders, the document's title). Left out
 * are a person's own words, which the app isolates in `<bdi>`, an LTR span or `dir="auto"` (an
 * email address, a name, a review), or inside a text between FSI and PDI (a unit code a partner
 * typed, in a button's label), codes with Latin letters, which it isolates left to right
 * inside a text (a unit's "G-08"), and the capital's district codes (R7, MU23), written that way
 * in Arabic too. Names that tests give companies and projects use Arabic-Indic digits in Arabic.
 */
export async function expectArabicDigits(page: Page, what: string) {
  const found = await page.evaluate(() => {
    const western = /[0-9]/;
    const code = /\b[A-Z]{1,3}\d+\b|[\u2066\u2068][^\u2069]*\u2069/g;
    const ownWords = "bdi, [dir='ltr'], [dir='auto'], script, style";
    const out = new Set<string>();
    const check = (text: string, where: string) => {
      if (western.test(text.replace(code, ""))) out.add(`${where}: ${text.trim().slice(0, 80)}`);
    };
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (parent && !parent.closest(ownWords) && parent.checkVisibility())
        check(node.textContent ?? "", `<${parent.tagName.toLowerCase()}>`);
    }
    const read = ["aria-label", "alt", "title", "placeholder", "aria-valuetext"];
    for (const element of Array.from(document.querySelectorAll(read.map((name) => `[${name}]`).join(","))))
      if (!element.closest(ownWords))
        for (const name of read) {
          const value = element.getAttribute(name);
          if (value) check(value, `${name} of <${element.tagName.toLowerCase()}>`);
        }
    check(document.title, "the document's title");
    return [...out];
  });
  expect.soft(found, `${what} in Arabic-Indic digits (${page.url()})`).toEqual([]);
}
