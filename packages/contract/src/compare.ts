import { z } from "zod";
import { COMPARE_MAX_UNITS, MAX_RECORD_ID } from "./constants";
import { namedSchemas } from "./named-schemas";
import { enrichedUnitSchema } from "./projects";

/** `?units=1,2,3`: up to four distinct unit ids, in the order the buyer put them (one is a comparison left half done). */
export const compareQuerySchema = z.object({
  units: z
    .string({ error: "compareUnitsCount" })
    .min(1, { error: "compareUnitsCount" })
    .max(64, { error: "compareUnitsCount" })
    .transform((value) => value.split(",").map((part) => part.trim()))
    .pipe(
      z
        .array(z.string())
        .max(COMPARE_MAX_UNITS, { error: "compareUnitsCount" })
        .refine((parts) => parts.every((part) => /^\d{1,10}$/.test(part)), { error: "invalidNumber" }),
    )
    .transform((parts) => parts.map(Number))
    .refine((ids) => ids.every((id) => id > 0 && id <= MAX_RECORD_ID), { error: "invalidNumber" })
    .refine((ids) => new Set(ids).size === ids.length, { error: "compareUnitsDistinct" })
    .describe("1 to 4 distinct unit ids, comma-separated: 12,40,7"),
});

/** The developer's fees on top of the price, whole EGP; null while the developer has not stated one. */
export const unitFeesSchema = z.object({
  maintenanceDeposit: z.number().int().nullable(),
  clubFee: z.number().int().nullable(),
  parkingFee: z.number().int().nullable(),
});

/**
 * A unit as the comparison shows it: the enriched unit, its developer with their rating, the page
 * that shows it, and the buying terms (delivery, cash discount, fees). The catalogue does not record
 * those terms yet; they are null until the partner portal fills them, and every reader treats null
 * as "not stated by the developer".
 */
export const compareUnitSchema = enrichedUnitSchema
  .extend({
    developer: z.object({
      id: z.number().int(),
      name: z.string(),
      nameArabic: z.string(),
      rating: z.number().describe("0 to 5"),
    }),
    page: z.string().describe("the site path of the unit's own page"),
    delivery: z.string().nullable().describe("promised delivery, an ISO date (YYYY-MM-DD)"),
    cashDiscountPercent: z.number().nullable().describe("percent off for paying cash"),
    fees: unitFeesSchema,
  })
  .register(namedSchemas, { id: "CompareUnit" });
export type CompareUnit = z.infer<typeof compareUnitSchema>;

export const compareResponseSchema = z.object({ units: z.array(compareUnitSchema) });
export type CompareResponse = z.infer<typeof compareResponseSchema>;
