import type { LaunchOptions } from 'playwright-core';

// The browser every test and bench runs: Debian's Chromium, never a downloaded one. Nothing heavy is imported
// here: playwright.config.ts reads it.

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** The features Playwright turns off (its chromiumSwitches.ts, in the locked version): the one switch below must keep them. */
const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
];
/**
 * Chromium 156 builds every new window's address-bar popups in WebUI renderers of their own: ~1.4 s of CPU
 * per window (21 s against 7 s for ten windows), which a suite of a few hundred windows pays on two cores.
 */
export const OWN_DISABLED_FEATURES = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'];
const playwrightFeatures = `--disable-features=${PLAYWRIGHT_DISABLED_FEATURES.join(',')}`;

export const LAUNCH_OPTIONS: LaunchOptions = {
  executablePath: CHROMIUM,
  // Chromium reads one --disable-features (a second replaces the first): Playwright's is swapped for one
  // list with ours. e2e/browserSwitches.e2e.ts fails if Playwright's ever differs from the list above.
  ignoreDefaultArgs: [playwrightFeatures],
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-quic',
    '--no-first-run',
    '--disable-component-update',
    '--disable-sync',
    `${playwrightFeatures},${OWN_DISABLED_FEATURES.join(',')}`,
  ],
};
