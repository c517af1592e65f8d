import type { LaunchOptions } from "@playwright/test";

/**
 * The features Playwright 1.65.1 turns off in Chromium (`chromiumSwitches`). Chromium honours only
 * the last `--disable-features` it is given, so a list of our own must carry these too;
 * chromium.test.ts fails when Playwright's list has changed.
 */
export const PLAYWRIGHT_DISABLED_FEATURES = [
  "AvoidUnnecessaryBeforeUnloadCheckSync",
  "DestroyProfileOnBrowserClose",
  "HttpsUpgrades",
  "HttpsFirstBalancedModeAutoEnable",
  "LensOverlay",
  "MediaRouter",
  "PaintHolding",
  "ThirdPartyStoragePartitioning",
  "AvoidCorsURLLoaderRestartOnRedirect",
  "TcpPortRandomizationWin",
  "OptimizationHints",
  "NetworkTimeServiceQuerying",
  "AimEnabled",
  "PreconnectToSearch",
  "msForceBrowserSignIn",
  "msEdgeUpdateLaunchServicesPreferredVersion",
];

/**
 * Chromium renders the address bar's suggestion popup, and its AI-mode page, in a renderer of its
 * own for every window, and Playwright opens a window for every test's browser context. Nobody
 * sees them here: they were about a third of Chromium's processor time over a run of page loads.
 */
export const OMNIBOX_POPUP_FEATURES = ["WebUIOmniboxPopup", "WebUIOmniboxAimPopup", "WebUIOmniboxFullPopup"];

/**
 * Chromium starts a spare renderer for a context's next page before it is asked for one. A test's
 * context rarely has a next page, so the spare was started and thrown away with it: about a quarter
 * of the processor time of opening a context and its first page.
 */
export const SPARE_RENDERER_FEATURES = ["SpareRendererForSitePerProcess"];

/** Debian's Chromium, never a downloaded browser; flags keep it off this machine's closed network. */
export const chromiumLaunch = {
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--no-first-run",
    `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, ...OMNIBOX_POPUP_FEATURES, ...SPARE_RENDERER_FEATURES].join(",")}`,
  ],
} satisfies LaunchOptions;
