import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect } from "./test";

/**
 * Waits for opening animations (dialogs, menus, toasts) to end, so axe sees colours as a person
 * does; a spinner that turns forever or a toast's countdown bar is not waited for.
 */
async function settled(page: Page) {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => Number(a.effect?.getComputedTiming().endTime) <= 2000)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
}

/**
 * The current axe-core (4.14, where label-content-name-mismatch is a rule of its own), not the one
 * @axe-core/playwright brings (4.13, where it is experimental and off); its newer releases need
 * Node 22. Every rule of WCAG 2.2 A and AA and of best practice is on, the experimental ones too;
 * the AAA-only rules (7:1 contrast and the like) are beyond the audit's AA bar.
 */
const require = createRequire(import.meta.url);
const axeSource = readFileSync(require.resolve("axe-core/axe.min.js"), "utf8");
const everyRule = Object.fromEntries(
  (require("axe-core") as typeof import("axe-core")).getRules().map((rule) => [
    rule.ruleId,
    {
      enabled: !(rule.tags.includes("wcag2aaa") && !rule.tags.some((tag) => /^wcag2\d?a{1,2}$/.test(tag))),
    },
  ]),
);

/**
 * Colour contrast is checked on the English page. The Arabic page has the same colours, and axe
 * takes some Arabic words for icon-font ligatures and skips them (axe-core#3867), so there the rule
 * proved less and cost a third to half of each check.
 */
const rulesInArabic = { ...everyRule, "color-contrast": { enabled: false } };

/**
 * Runs axe on the page as it is now; the soft assertion lists each violation and where it is.
 * Legacy mode runs axe in the page itself, two to three times faster than opening a blank page per
 * check; it leaves out only cross-origin frames, here the OpenStreetMap embed, a third-party page
 * (its iframe element, with its title, is still checked).
 */
export async function expectAccessible(page: Page, what: string) {
  await settled(page);
  const arabic = (await page.locator("html").getAttribute("lang")) === "ar";
  const { violations } = await new AxeBuilder({ page, axeSource })
    .setLegacyMode(true)
    // Only the violations are read: passes and incomplete results, worked out node by node, were a
    // third of each check's time on the search pages.
    .options({ rules: arabic ? rulesInArabic : everyRule, resultTypes: ["violations"] })
    // Radix's focus guards (span tabindex=0 around a modal) are its own, not a control of ours.
    .exclude("[data-radix-focus-guard]")
    .analyze();
  const found = violations.map((v) => ({
    rule: v.id,
    impact: v.impact,
    help: v.help,
    nodes: v.nodes.map((n) => `${n.target.join(" ")}: ${n.failureSummary?.split("\n")[1]?.trim() ?? ""}`),
  }));
  expect.soft(found, `${what} (${page.url()})`).toEqual([]);
}
