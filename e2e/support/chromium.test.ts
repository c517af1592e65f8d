import { type Browser, chromium } from "@playwright/test";
import { afterEach, describe, expect, it } from "vitest";
import {
  chromiumLaunch,
  OMNIBOX_POPUP_FEATURES,
  PLAYWRIGHT_DISABLED_FEATURES,
  SPARE_RENDERER_FEATURES,
} from "./chromium";

let browser: Browser | undefined;
afterEach(async () => {
  await browser?.close();
  browser = undefined;
});

async function launch(args: string[]) {
  browser = await chromium.launch({ ...chromiumLaunch, args: [...args, "--enable-automation"] });
  return browser;
}

/** The switches Chromium was started with (the CDP call answers only under --enable-automation). */
async function launchedWith(args: string[]) {
  const session = await (await launch(args)).newBrowserCDPSession();
  return (await session.send("Browser.getBrowserCommandLine")).arguments;
}

const disabledFeatures = (commandLine: string[]) =>
  commandLine
    .filter((argument) => argument.startsWith("--disable-features="))
    .at(-1)
    ?.slice("--disable-features=".length)
    .split(",") ?? [];

describe("the browser tests' Chromium", () => {
  it("keeps every feature Playwright turns off, beside its own", { timeout: 30_000 }, async () => {
    const playwrights = disabledFeatures(await launchedWith(["--no-sandbox"]));
    expect(PLAYWRIGHT_DISABLED_FEATURES).toEqual(playwrights);
    await browser?.close();
    const ours = disabledFeatures(await launchedWith(chromiumLaunch.args));
    expect(ours).toEqual(
      expect.arrayContaining([...playwrights, ...OMNIBOX_POPUP_FEATURES, ...SPARE_RENDERER_FEATURES]),
    );
  });

  it("opens no address-bar popup beside a test's page", { timeout: 30_000 }, async () => {
    const launched = await launch(chromiumLaunch.args);
    const context = await launched.newContext();
    await (await context.newPage()).goto("about:blank");
    const session = await launched.newBrowserCDPSession();
    const { targetInfos } = await session.send("Target.getTargets");
    expect(targetInfos.map((target) => target.url)).not.toContainEqual(expect.stringContaining("omnibox"));
  });

  it("starts one renderer for a test's page, no spare beside it", { timeout: 30_000 }, async () => {
    const launched = await launch(chromiumLaunch.args);
    const page = await (await launched.newContext()).newPage();
    await page.goto("data:text/html,<p>a test's page</p>");
    const session = await launched.newBrowserCDPSession();
    const renderers = async () =>
      (await session.send("SystemInfo.getProcessInfo")).processInfo.filter(({ type }) => type === "renderer")
        .length;
    // A spare is started once the page has loaded; give it the time it takes.
    await page.waitForTimeout(1000);
    expect(await renderers()).toBe(1);
  });
});
