import type { Category } from "@capital/contract/catalogue";

/**
 * Sizes and 2026 New Capital prices per category. Each unit is drawn from one of two ranges: the budget
 * range keeps area × price per metre within 8,000,000 EGP (the search's default price filter), the
 * standard range spans the whole market.
 */
export type CategoryProfile = {
  /** Percent of units drawn from the budget range. */
  budgetShare: number;
  budget: { area: [number, number]; pricePerMeter: [number, number] };
  standard: { area: [number, number]; pricePerMeter: [number, number] };
};

const VILLA_FLOOR: CategoryProfile = {
  budgetShare: 50,
  budget: { area: [120, 160], pricePerMeter: [40_000, 50_000] },
  standard: { area: [150, 300], pricePerMeter: [50_000, 90_000] },
};

export const CATEGORY_PROFILES: Record<Category, CategoryProfile> = {
  "coffee-shops": {
    budgetShare: 55,
    budget: { area: [40, 64], pricePerMeter: [110_000, 124_500] },
    standard: { area: [60, 200], pricePerMeter: [120_000, 300_000] },
  },
  // Food-court restaurants in the budget range: smaller than a full restaurant, so they fit the default filter.
  restaurants: {
    budgetShare: 55,
    budget: { area: [45, 66], pricePerMeter: [100_000, 120_000] },
    standard: { area: [100, 300], pricePerMeter: [120_000, 300_000] },
  },
  shops: {
    budgetShare: 50,
    budget: { area: [25, 40], pricePerMeter: [120_000, 199_500] },
    standard: { area: [25, 120], pricePerMeter: [120_000, 300_000] },
  },
  office: {
    budgetShare: 50,
    budget: { area: [40, 80], pricePerMeter: [70_000, 99_500] },
    standard: { area: [40, 200], pricePerMeter: [70_000, 130_000] },
  },
  partitions: {
    budgetShare: 50,
    budget: { area: [10, 25], pricePerMeter: [70_000, 130_000] },
    standard: { area: [10, 25], pricePerMeter: [70_000, 130_000] },
  },
  pharmacies: {
    budgetShare: 50,
    budget: { area: [40, 60], pricePerMeter: [80_000, 133_000] },
    standard: { area: [40, 100], pricePerMeter: [80_000, 150_000] },
  },
  clinics: {
    budgetShare: 50,
    budget: { area: [30, 55], pricePerMeter: [80_000, 145_000] },
    standard: { area: [30, 80], pricePerMeter: [80_000, 150_000] },
  },
  "hotel-units": {
    budgetShare: 50,
    budget: { area: [40, 60], pricePerMeter: [90_000, 130_000] },
    standard: { area: [40, 90], pricePerMeter: [90_000, 160_000] },
  },
  apartment: {
    budgetShare: 50,
    budget: { area: [90, 140], pricePerMeter: [40_000, 57_000] },
    standard: { area: [90, 240], pricePerMeter: [40_000, 70_000] },
  },
  studio: {
    budgetShare: 50,
    budget: { area: [45, 80], pricePerMeter: [45_000, 75_000] },
    standard: { area: [45, 80], pricePerMeter: [45_000, 75_000] },
  },
  "duplex-villas": VILLA_FLOOR,
  "detached-villas": VILLA_FLOOR,
  "twin-house": VILLA_FLOOR,
};

export const VILLA_CATEGORIES: readonly Category[] = ["duplex-villas", "detached-villas", "twin-house"];

/** Deposit percent and years. The first two are SPEC.md's samples. */
export const PAYMENT_PLANS: readonly (readonly [deposit: number, years: number])[] = [
  [50, 7],
  [25, 4],
  [10, 8],
  [20, 6],
  [5, 10],
  [30, 5],
  [15, 7],
  [35, 3],
  [40, 2],
  [45, 1],
  [10, 10],
  [20, 8],
  [5, 9],
  [15, 5],
  [25, 6],
  [30, 8],
];

/** Villas also sell on SPEC.md's large-deposit plans (70 % and 60 % over ten years). */
export const VILLA_PAYMENT_PLANS: readonly (readonly [deposit: number, years: number])[] = [
  [70, 10],
  [60, 10],
  [10, 8],
  [20, 6],
  [25, 4],
  [5, 10],
  [15, 7],
  [30, 5],
];

/** Share of units that are already reserved, in percent. */
export const RESERVED_PERCENT = 15;
