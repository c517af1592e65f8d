/** Business constants of SPEC.md section 9, in one place for the API and the web app. */

export const REQUEST_TIMEOUT_MS = 600_000;
export const TOKEN_REFRESH_WINDOW_SECONDS = 60;
export const ACCESS_TOKEN_LIFETIME_SECONDS = 5 * 60;
export const REFRESH_TOKEN_LIFETIME_SECONDS = 30 * 24 * 60 * 60;

export const HERO_SLIDES = 4;
export const HERO_INTERVAL_MS = 5000;
export const LATEST_PROJECTS_PER_VIEW = 3;
export const LATEST_PROJECTS_OFFSETS = [0, 3, 6] as const;
export const COMPANIES_PER_PAGE = 4;
export const COMPANIES_MAX_PAGES = 3;
export const DETAIL_LIST_LIMIT = 4;

export const CHAT_AUTO_OPEN_HOME_MS = 3000;
export const CHAT_AUTO_OPEN_DETAIL_MS = 5000;
export const CHAT_TYPING_MS = 3000;
export const CHAT_ICON_SIZE = 60;

export const CONTACT_NAME_MAX = 25;
export const CONTACT_MESSAGE_MAX = 100;
export const FEEDBACK_TEXT_MAX = 200;

export const TOAST_AUTO_CLOSE_MS = 5000;
export const PROPERTY_COUNT_PLUS_AT = 1000;

export const FILTER_DEFAULTS = {
  installmentYears: { min: 1, max: 10 },
  rooms: 0,
  price: { min: 100_000, max: 8_000_000 },
  area: { min: 10, max: 500 },
  deposit: { min: 0, max: 50 },
  finishing: "full",
} as const;
export const AREA_SLIDER = { min: 0, max: 500, step: 50 } as const;
export const DEPOSIT_SLIDER = { min: 0, max: 50, step: 10 } as const;

export const HOME_MALLS_PAGE_SIZE = 6;
export const LATEST_PROJECTS_COUNT = 9;

/** The longest text the top-bar search takes; its box stops there. */
export const TEXT_SEARCH_MAX = 100;

/** Search results are counted up to this many; beyond it the page says "+10,000". */
export const SEARCH_COUNT_CAP = 10_000;

/** The largest id a record can have (PostgreSQL's integer). */
export const MAX_RECORD_ID = 2_147_483_647;

export const DEFAULT_PAGE_SIZE = 12;
export const MAX_PAGE_SIZE = 100;

export const STORAGE_KEYS = {
  english: "english",
  refreshToken: "capitalRefreshToken",
  accessToken: "capitalAccessToken",
  compareTray: "capitalCompareTray",
  recentlyViewed: "capitalRecentlyViewed",
} as const;

/**
 * A comparison shows 2 to 4 units side by side (issue 21). Its link may hold one: what is left when
 * the buyer takes the others out, shown with a call to add another rather than emptied.
 */
export const COMPARE_MIN_UNITS = 2;
export const COMPARE_MAX_UNITS = 4;
/** How many recently viewed units, and projects, are kept for each visitor. */
export const RECENTLY_VIEWED_LIMIT = 12;
/** The server reads the language from this cookie, mirrored from the `english` storage flag. */
export const LANGUAGE_COOKIE = "english";
