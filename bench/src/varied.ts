import { API_PREFIX } from "@capital/contract/api-paths";
import { RESIDENTIAL_SEARCH_CATEGORIES } from "@capital/contract/catalogue";
import { LANGUAGE_COOKIE } from "@capital/contract/constants";
import { createRandom, type Random } from "@capital/demo/catalogue/random";

/**
 * The traffic a response cache cannot answer: every request its own URL, as real visitors bring
 * (their own filters, sorts, pages, ids and tracking parameters). Each generator answers the path
 * of the next request; a fixed seed makes every run ask the same sequence.
 */
export type PathGenerator = () => string;

const SORTS = ["price", "-price", "area", "newest", "price_per_meter"] as const;
const RESIDENTIAL_SLUGS = RESIDENTIAL_SEARCH_CATEGORIES;

/**
 * Filters a buyer might set. The lower price bound is any whole pound in a wide range, so no two
 * requests of a run ask the same search; sort, page and the other filters vary too.
 */
function randomFilters(rng: Random): URLSearchParams {
  const query = new URLSearchParams();
  const low = rng.int(0, 6_000_000);
  query.set("price_gte", String(low));
  query.set("price_lte", String(low + rng.pick([2_000_000, 4_000_000, 8_000_000, 20_000_000])));
  if (rng.chance(0.5)) {
    query.set("minArea", String(rng.pick([10, 50, 100])));
    query.set("maxArea", String(rng.pick([150, 300, 500])));
  }
  if (rng.chance(0.4)) query.set("finishing", rng.pick(["none", "half", "full"]));
  if (rng.chance(0.4)) query.set("roomsNumber", String(rng.int(1, 4)));
  if (rng.chance(0.2)) {
    query.set("installmentYears_gte", String(rng.pick([1, 3, 5])));
    query.set("installmentYears_lte", String(rng.pick([6, 8, 10])));
  }
  query.set("sort", rng.pick(SORTS));
  return query;
}

/** The residential search API, every request with filters, sort and page of its own. */
export function variedSearchApi(seed = 1): PathGenerator {
  const rng = createRandom(seed);
  return () => {
    const query = randomFilters(rng);
    query.set("category", rng.pick(["apartment", "studio", "duplex-villas", "twin-house"]));
    query.set("page", String(rng.pick([1, 1, 1, 2, 3])));
    return `${API_PREFIX}/search-residential-unit/?${query}`;
  };
}

type Language = "ar" | "en";

/** A page's address in a language: English under /en, Arabic at the root (decision 22). */
export function inLanguage(path: string, language: Language): string {
  return language === "en" ? `/en${path === "/" ? "" : path}` : path;
}

/**
 * The server-rendered search page, every request with filters of its own, in either language or
 * in `only` one.
 */
export function variedSearchPage(seed = 2, only?: Language): PathGenerator {
  const rng = createRandom(seed);
  return () => {
    const query = randomFilters(rng);
    const language = only ?? rng.pick(["ar", "en"] as const);
    return inLanguage(`/residential/search/${rng.pick(RESIDENTIAL_SLUGS)}?${query}`, language);
  };
}

export type DetailIds = { malls: number[]; compounds: number[]; companies: number[] };

/** A mall, compound or developer page, any of the catalogue's, in either language. */
export function variedDetailPage(ids: DetailIds, seed = 3): PathGenerator {
  const rng = createRandom(seed);
  const paths = [
    ...ids.malls.map((id) => `/mall/info/${id}`),
    ...ids.compounds.map((id) => `/compound/info/${id}`),
    ...ids.companies.map((id) => `/company/profile/${id}`),
  ];
  return () => inLanguage(rng.pick(paths), rng.pick(["ar", "en"] as const));
}

/** The home page with a tracking parameter of its own on every request, as from a campaign link. */
export function trackedHome(seed = 4): PathGenerator {
  const rng = createRandom(seed);
  return () => `/?utm_source=campaign&utm_content=${rng.int(0, 2 ** 31)}`;
}

/**
 * What a signed-in Arabic reader's browser sends with every page: the language and session-hint
 * cookies the site sets, and an analytics cookie of its own (as third-party tags set).
 */
export function signedInCookies(seed = 5): () => string {
  const rng = createRandom(seed);
  return () =>
    `${LANGUAGE_COOKIE}=false; capitalSession=1; _ga=GA1.1.${rng.int(0, 2 ** 31)}.${rng.int(0, 2 ** 31)}`;
}
