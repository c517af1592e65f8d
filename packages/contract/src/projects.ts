import { z } from "zod";
import {
  categorySchema,
  finishingSchema,
  projectTypeSchema,
  unitStatusSchema,
  unitTypeSchema,
} from "./catalogue-schemas";
import { namedSchemas } from "./named-schemas";

/** SPEC.md section 3. Arabic twins of text fields carry the suffix `Arabic`. */

export const paymentPlanSchema = z
  .object({
    id: z.number().int(),
    deposit: z.number().int().describe("deposit, percent of the total price"),
    years: z.number().int(),
    depositAmount: z.number().int(),
    yearInstallment: z.number().int(),
    quarterYearInstallment: z.number().int(),
    halfMonthInstallment: z.number().int().describe("the half-year (semi-annual) instalment"),
    monthInstallment: z.number().int(),
  })
  .register(namedSchemas, { id: "PaymentPlan" });
export type PaymentPlan = z.infer<typeof paymentPlanSchema>;

export const floorPlanSchema = z.object({ floor: z.number().int(), CAD: z.string() });

export const unitSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    nameArabic: z.string(),
    propertyCAD: z.array(floorPlanSchema),
    unitImage: z.string(),
    tags: z.array(z.string()),
    area: z.number(),
    pricePerMeter: z.number(),
    totalPrice: z.number(),
    roomsNumber: z.number().int(),
    implementingCompanyLogo: z.string(),
    type: unitTypeSchema,
    category: categorySchema,
    status: unitStatusSchema,
    finishing: finishingSchema,
    plans: z.array(paymentPlanSchema),
  })
  .register(namedSchemas, { id: "Unit" });
export type Unit = z.infer<typeof unitSchema>;

/** A unit in lists, bookings and search results, with where it is. */
export const enrichedUnitSchema = unitSchema
  .extend({
    propertyFloor: z.number().int(),
    projectName: z.string(),
    projectNameArabic: z.string(),
    projectType: projectTypeSchema,
    projectId: z.number().int(),
    projectImage: z.string(),
    blockNumber: z.string().nullable(),
    blockNumberArabic: z.string().nullable(),
    buildingFloors: z.number().int(),
    address: z.string(),
    addressArabic: z.string(),
    distance: z.number().describe("kilometres from the capital's centre"),
    deliveryDate: z.iso.date().nullable().describe("when the unit is handed over; null while unknown"),
  })
  .register(namedSchemas, { id: "EnrichedUnit" });
export type EnrichedUnit = z.infer<typeof enrichedUnitSchema>;

export const implementingCompanySchema = z.object({
  companyId: z.number().int(),
  name: z.string(),
  nameArabic: z.string(),
  logo: z.string(),
});

export const mallCardSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    nameArabic: z.string(),
    projectImage: z.string(),
    buildingFloors: z.number().int(),
    tags: z.array(z.string()),
    address: z.string(),
    addressArabic: z.string(),
    distance: z.number().describe("kilometres from the capital's centre"),
  })
  .register(namedSchemas, { id: "MallCard" });
export type MallCard = z.infer<typeof mallCardSchema>;

export const compoundCardSchema = mallCardSchema
  .omit({ buildingFloors: true })
  .extend({ propertiesNumber: z.number().int() })
  .register(namedSchemas, { id: "CompoundCard" });
export type CompoundCard = z.infer<typeof compoundCardSchema>;

export const companyCardSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    nameArabic: z.string(),
    logo: z.string(),
    projectNumbers: z.number().int(),
  })
  .register(namedSchemas, { id: "CompanyCard" });
export type CompanyCard = z.infer<typeof companyCardSchema>;

export const locationCardSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    nameArabic: z.string(),
    locationCardImage: z.string(),
    acres: z.number(),
    propertiesNumber: z.number().int(),
  })
  .register(namedSchemas, { id: "LocationCard" });
export type LocationCard = z.infer<typeof locationCardSchema>;

/** Price summary of one unit type of a project: min and max in thousands (`type` K). */
export const unitsPriceSchema = z.object({
  tag: z.string(),
  min: z.number(),
  max: z.number(),
  type: z.string(),
  typeArabic: z.string(),
  image: z.string(),
});
export type UnitsPrice = z.infer<typeof unitsPriceSchema>;
