import { z } from "zod";
import { CATEGORY_VALUES, FINISHINGS, UNIT_STATUSES } from "./catalogue";
import { TEXT_SEARCH_MAX } from "./constants";
import { pagedSchema, pageFields } from "./paging";
import { enrichedUnitSchema } from "./projects";
import { DELIVERY_PATTERN, UNIT_SORTS } from "./search-options";
import { plainText } from "./text";

/** SPEC.md section 7's search and filter query. Every field is optional: an omitted one does not filter. */

const whole = (min: number, max: number) =>
  z.coerce
    .number({ error: "invalidNumber" })
    .int({ error: "invalidNumber" })
    .min(min, { error: "numberOutOfRange" })
    .max(max, { error: "numberOutOfRange" })
    .optional();

const RANGES = [
  ["installmentYears_gte", "installmentYears_lte"],
  ["price_gte", "price_lte"],
  ["minArea", "maxArea"],
  ["deposit_gte", "deposit_lte"],
] as const;

export const unitSearchQuerySchema = z
  .object({
    category: z.enum(CATEGORY_VALUES, { error: "invalidChoice" }).optional(),
    status: z.enum(UNIT_STATUSES, { error: "invalidChoice" }).default("free"),
    installmentYears_gte: whole(0, 30),
    installmentYears_lte: whole(0, 30),
    roomsNumber: whole(0, 20),
    floor: whole(0, 200),
    price_gte: whole(0, 2_000_000_000),
    price_lte: whole(0, 2_000_000_000),
    minArea: whole(0, 100_000),
    maxArea: whole(0, 100_000),
    deposit_gte: whole(0, 100),
    deposit_lte: whole(0, 100),
    finishing: z.enum(FINISHINGS, { error: "invalidChoice" }).optional(),
    downPayment_lte: whole(0, 2_000_000_000).describe("the most down payment, EGP: a plan asks no more"),
    monthlyInstalment_lte: whole(0, 2_000_000_000).describe(
      "the most monthly instalment, EGP: a plan asks no more (with downPayment_lte, the same plan)",
    ),
    delivery: z
      .string()
      .regex(DELIVERY_PATTERN, { error: "invalidChoice" })
      .optional()
      .describe("'ready': handed over by today; a year (2027): handed over by the end of it"),
    sort: z.enum(UNIT_SORTS, { error: "invalidChoice" }).default("price"),
    ...pageFields(),
  })
  .superRefine((query, context) => {
    for (const [low, high] of RANGES) {
      const from = query[low];
      const to = query[high];
      if (from !== undefined && to !== undefined && to < from) {
        context.addIssue({ code: "custom", path: [high], message: "rangeInverted" });
      }
    }
  });
export type UnitSearchQuery = z.infer<typeof unitSearchQuerySchema>;

export const textSearchQuerySchema = z.object({
  q: plainText(
    z
      .string({ error: "fieldBlank" })
      .trim()
      .min(1, { error: "fieldBlank" })
      .max(TEXT_SEARCH_MAX, { error: "fieldTooLong" }),
  ),
  ...pageFields({ size: 20, maxSize: 50 }),
});

export const TEXT_SEARCH_KINDS = ["mall", "compound", "company", "location", "unit"] as const;
export const textSearchHitSchema = z.object({
  kind: z.enum(TEXT_SEARCH_KINDS),
  id: z.number().int(),
  name: z.string(),
  nameArabic: z.string(),
  detail: z.string().describe("an address, or the project a unit is in"),
  detailArabic: z.string(),
  image: z.string(),
  /** Where the hit's page is: /mall/info/3, /company/profile/2, … */
  path: z.string(),
});
export type TextSearchHit = z.infer<typeof textSearchHitSchema>;

/** A page of search results; `countCapped` says the count stopped at SEARCH_COUNT_CAP. */
export const unitSearchPageSchema = pagedSchema(enrichedUnitSchema).extend({ countCapped: z.boolean() });
export type UnitSearchPage = z.infer<typeof unitSearchPageSchema>;
