/** The mobile app's store pages the app under test is configured with (APP_STORE_URL, GOOGLE_PLAY_URL). */
export const E2E_STORES = {
  appStore: "https://apps.apple.com/eg/app/new-capital-marketplace/id6450000000",
  googlePlay: "https://play.google.com/store/apps/details?id=eg.newcapital.marketplace",
} as const;
