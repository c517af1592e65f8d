import { z } from "zod";
import { CATEGORY_VALUES, FINISHINGS, UNIT_STATUSES } from "./catalogue";
import { categorySchema, projectTypeSchema } from "./catalogue-schemas";
import { TEXT_SEARCH_MAX } from "./constants";
import { pagedSchema, pageFields } from "./paging";
import { enrichedUnitSchema } from "./projects";
import { DELIVERY_PATTERN, SEARCH_FILTER_MAX, UNIT_SORTS } from "./search-options";
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
    roomsNumber: whole(0, SEARCH_FILTER_MAX.rooms),
    floor: whole(0, SEARCH_FILTER_MAX.floor),
    price_gte: whole(0, SEARCH_FILTER_MAX.money),
    price_lte: whole(0, SEARCH_FILTER_MAX.money),
    minArea: whole(0, 100_000),
    maxArea: whole(0, 100_000),
    deposit_gte: whole(0, 100),
    deposit_lte: whole(0, 100),
    finishing: z.enum(FINISHINGS, { error: "invalidChoice" }).optional(),
    downPayment_lte: whole(0, SEARCH_FILTER_MAX.money).describe(
      "the most down payment, EGP: a plan asks no more",
    ),
    monthlyInstalment_lte: whole(0, SEARCH_FILTER_MAX.money).describe(
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

/** A project (mall or compound) whose name or address matches, with what it has for sale of the query's kind. */
export const textSearchProjectSchema = z.object({
  kind: projectTypeSchema,
  id: z.number().int(),
  name: z.string(),
  nameArabic: z.string(),
  address: z.string(),
  addressArabic: z.string(),
  image: z.string(),
  path: z.string(),
  freeUnits: z.number().int().describe("free units matching the query's kind and rooms"),
  priceFrom: z.number().int().nullable(),
});
export const textSearchPlaceSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  nameArabic: z.string(),
  image: z.string(),
  path: z.string(),
});
/** Free units of one project, one category and one number of rooms: one line, however many units. */
export const textSearchUnitGroupSchema = z.object({
  projectId: z.number().int(),
  projectType: projectTypeSchema,
  projectName: z.string(),
  projectNameArabic: z.string(),
  category: categorySchema,
  roomsNumber: z.number().int(),
  units: z.number().int(),
  priceFrom: z.number().int(),
  priceTo: z.number().int(),
  areaFrom: z.number().int(),
  areaTo: z.number().int(),
  image: z.string(),
  path: z.string(),
});
/** What the text was read as: property kinds, a number of rooms, and the words left for names. */
export const textSearchReadingSchema = z.object({
  categories: z.array(categorySchema),
  roomsNumber: z.number().int().nullable(),
  words: z.string(),
});
export const textSearchAnswerSchema = z.object({
  reading: textSearchReadingSchema,
  projects: z.array(textSearchProjectSchema),
  companies: z.array(textSearchPlaceSchema),
  locations: z.array(textSearchPlaceSchema),
  units: pagedSchema(textSearchUnitGroupSchema),
});
export type TextSearchAnswer = z.infer<typeof textSearchAnswerSchema>;
export type TextSearchUnitGroup = z.infer<typeof textSearchUnitGroupSchema>;
export type TextSearchProject = z.infer<typeof textSearchProjectSchema>;
export type TextSearchPlace = z.infer<typeof textSearchPlaceSchema>;
export type TextSearchReading = z.infer<typeof textSearchReadingSchema>;

/** A page of search results; `countCapped` says the count stopped at SEARCH_COUNT_CAP. */
export const unitSearchPageSchema = pagedSchema(enrichedUnitSchema).extend({ countCapped: z.boolean() });
export type UnitSearchPage = z.infer<typeof unitSearchPageSchema>;
