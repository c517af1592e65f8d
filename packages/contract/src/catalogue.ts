/**
 * Every unit category, defined once. `value` is what the API and the database use (SPEC.md sends
 * apartments as `apartment`); `slug` is the word in the web path (/residential/search/{slug}).
 */
export const CATEGORIES = [
  { value: "coffee-shops", slug: "coffee-shops", type: "investment", en: "Coffee Shops", ar: "كافيهات" },
  { value: "restaurants", slug: "restaurants", type: "investment", en: "Restaurants", ar: "مطاعم" },
  { value: "shops", slug: "shops", type: "investment", en: "Shops", ar: "محلات تجارية" },
  { value: "office", slug: "offices", type: "investment", en: "Offices", ar: "مكاتب إدارية" },
  { value: "partitions", slug: "partitions", type: "investment", en: "Partitions", ar: "بارتيشن" },
  { value: "pharmacies", slug: "pharmacies", type: "investment", en: "Pharmacies", ar: "صيدليات" },
  { value: "clinics", slug: "clinics", type: "investment", en: "Clinics", ar: "عيادات" },
  { value: "hotel-units", slug: "hotel-units", type: "investment", en: "Hotel Units", ar: "وحدات فندقية" },
  { value: "apartment", slug: "apartments", type: "residential", en: "Apartments", ar: "شقق" },
  {
    value: "duplex-villas",
    slug: "duplex-villas",
    type: "residential",
    en: "Duplex Villas",
    ar: "فيلات دوبلكس",
  },
  {
    value: "detached-villas",
    slug: "detached-villas",
    type: "residential",
    en: "Detached Villas",
    ar: "فيلات مستقلة",
  },
  { value: "twin-house", slug: "twin-house", type: "residential", en: "Twin House", ar: "توين هاوس" },
  { value: "studio", slug: "studio", type: "residential", en: "Studio", ar: "استوديو" },
] as const;

export type Category = (typeof CATEGORIES)[number]["value"];
export const CATEGORY_VALUES = CATEGORIES.map((c) => c.value) as [Category, ...Category[]];

export const UNIT_TYPES = ["residential", "investment"] as const;
export type UnitType = (typeof UNIT_TYPES)[number];

/** Hotel units are sold in both searches: the search type, not the category, tells them apart. */
export const RESIDENTIAL_SEARCH_CATEGORIES = [
  "apartments",
  "duplex-villas",
  "detached-villas",
  "twin-house",
  "studio",
  "hotel-units",
] as const;
export const INVESTMENT_SEARCH_CATEGORIES = [
  "coffee-shops",
  "restaurants",
  "shops",
  "offices",
  "partitions",
  "pharmacies",
  "clinics",
  "hotel-units",
] as const;

export function categoryBySlug(slug: string) {
  return CATEGORIES.find((c) => c.slug === slug);
}

/**
 * A unit's status as buyers see it: free, held (a buyer's request is waiting for the company's call),
 * reserved (the company confirmed it) or sold. The database has one more, `off_market`, for units
 * the company withdrew: buyers never see those.
 */
export const UNIT_STATUSES = ["free", "held", "reserved", "sold"] as const;
export type UnitStatus = (typeof UNIT_STATUSES)[number];
export const STORED_UNIT_STATUSES = [...UNIT_STATUSES, "off_market"] as const;

export const FINISHINGS = ["none", "half", "full"] as const;
export type Finishing = (typeof FINISHINGS)[number];

export const PROJECT_TYPES = ["mall", "compound"] as const;
export type ProjectType = (typeof PROJECT_TYPES)[number];

/** Mall floors carry one of these tags; the word in /mall/{units}/{id} is the tag lowercased. */
export const MALL_TAGS = ["Commercial", "Medical", "Hotel", "Administrative"] as const;
export type MallTag = (typeof MALL_TAGS)[number];
export const MALL_UNIT_PATHS = ["commercial", "medical", "administrative", "hotel"] as const;

/** Compound price cards carry one of these tags; /compound/{units}/{id} takes one of the path words. */
export const COMPOUND_TAGS = [
  "Apartments",
  "Duplex Villas",
  "Detached Villas",
  "Twin Houses",
  "Studios",
  "Hotel Units",
] as const;
export type CompoundTag = (typeof COMPOUND_TAGS)[number];
export const COMPOUND_UNIT_PATHS = ["apartments", "duplex", "detached", "twin", "studio", "hotel"] as const;

/** Compound price cards: their tag, the units word of /compound/{units}/{id}, and the category priced. */
export const COMPOUND_PRICE_TAGS = [
  { tag: "Apartments", path: "apartments", category: "apartment", ar: "شقق" },
  { tag: "Duplex Villas", path: "duplex", category: "duplex-villas", ar: "فيلات دوبلكس" },
  { tag: "Detached Villas", path: "detached", category: "detached-villas", ar: "فيلات مستقلة" },
  { tag: "Twin Houses", path: "twin", category: "twin-house", ar: "توين هاوس" },
  { tag: "Studios", path: "studio", category: "studio", ar: "استوديوهات" },
  { tag: "Hotel Units", path: "hotel", category: "hotel-units", ar: "وحدات فندقية" },
] as const satisfies readonly {
  tag: CompoundTag;
  path: (typeof COMPOUND_UNIT_PATHS)[number];
  category: Category;
  ar: string;
}[];

/** Building kinds inside a compound: blocks hold floors of units, villas hold one unit per floor. */
export const BLOCK_KINDS = ["apartments", "studios", "hotel"] as const;
export type BlockKind = (typeof BLOCK_KINDS)[number];
export const VILLA_KINDS = ["duplex", "detached", "twin"] as const;
export type VillaKind = (typeof VILLA_KINDS)[number];

/** Tags shown on property cards, each with its own colour in the web app. */
export const CARD_TAGS = ["Residential", "Commercial", "Medical", "Investment", "Hotel"] as const;
export type CardTag = (typeof CARD_TAGS)[number];

export const GENDERS = ["male", "female"] as const;
export const CURRENCIES = ["egp", "usd"] as const;
export const LANGUAGES = ["ar", "en"] as const;
export type Language = (typeof LANGUAGES)[number];
