import { z } from "zod";
import { CATEGORY_VALUES, FINISHINGS, PROJECT_TYPES, STORED_UNIT_STATUSES } from "./catalogue";
import { mediaSchema } from "./media";
import { namedSchemas } from "./named-schemas";
import { requiredNumber } from "./numbers";
import { pageFields } from "./paging";
import {
  BLOCK_INPUT_KINDS,
  GENERATOR_MAX_UNITS,
  MALL_FLOOR_TAGS,
  PARTNER_UNIT_STATUSES,
} from "./partner-catalogue-constants";
import { plainText } from "./text";

/** What the partner portal's catalogue pages send and read (issue 17): projects, buildings, units, media. */

export {
  BLOCK_INPUT_KINDS,
  GENERATOR_MAX_UNITS,
  MALL_FLOOR_TAGS,
  type MallFloorTag,
  PARTNER_UNIT_STATUSES,
  type PartnerUnitStatus,
  RESERVED_UNIT_STATUSES,
} from "./partner-catalogue-constants";

/** Uploaded photos: JPEG, PNG or WebP, sniffed from the bytes. */
export const MEDIA_MAX_BYTES = 15 * 1024 * 1024;
/** CSV or XLSX inventory files. */
export const IMPORT_MAX_BYTES = 10 * 1024 * 1024;
export const IMPORT_MAX_ROWS = 10_000;
/** The widths every uploaded photo is made in, each as AVIF and WebP. */
export const MEDIA_WIDTHS = [480, 960, 1600] as const;

/** The import template's columns, in order; the file's header must hold at least the required ones. */
export const IMPORT_REQUIRED_COLUMNS = [
  "code",
  "building",
  "floor",
  "name",
  "name_ar",
  "category",
  "rooms",
  "area",
  "price",
  "finishing",
  "status",
  "deposit_percent",
  "years",
  "delivery_date",
] as const;
export const IMPORT_OPTIONAL_COLUMNS = [
  "maintenance_deposit_percent",
  "club_fee",
  "parking_fee",
  "cash_discount_percent",
] as const;
export const IMPORT_COLUMNS = [...IMPORT_REQUIRED_COLUMNS, ...IMPORT_OPTIONAL_COLUMNS] as const;
export type ImportColumn = (typeof IMPORT_COLUMNS)[number];

const id = z.number().int();
const text = (max = 200) =>
  plainText(
    z
      .string({ error: "fieldRequired" })
      .trim()
      .min(1, { error: "fieldRequired" })
      .max(max, { error: "fieldTooLong" }),
  );
const optionalText = (max = 2000) => plainText(z.string().trim().max(max, { error: "fieldTooLong" }));
const textList = z.array(text(200)).max(30, { error: "fieldTooLong" });
const whole = (min: number, max: number) =>
  requiredNumber()
    .int({ error: "invalidNumber" })
    .min(min, { error: "numberOutOfRange" })
    .max(max, { error: "numberOutOfRange" });
const percent = requiredNumber().min(0, { error: "percentRange" }).max(100, { error: "percentRange" });
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: "invalidDay" });

export const partnerIdParamsSchema = z.object({ id: z.string() });

/** A project's own fields; the input gives the optional ones defaults, a patch leaves them out. */
const projectFields = {
  locationId: whole(1, 2_147_483_647),
  name: text(),
  nameArabic: text(),
  address: text(),
  addressArabic: text(),
  distance: requiredNumber().min(0, { error: "numberOutOfRange" }).max(1000, { error: "numberOutOfRange" }),
  acres: whole(1, 100_000),
  intro: optionalText(),
  introArabic: optionalText(),
  features: textList,
  featuresArabic: textList,
  importantAreas: textList,
  importantAreasArabic: textList,
  /** Malls: how many floors the building has. */
  buildingFloors: whole(1, 200),
  deliveryDate: isoDate.nullable(),
};

export const projectInputSchema = z.object({
  ...projectFields,
  type: z.enum(PROJECT_TYPES, { error: "invalidChoice" }),
  /** Operators name the company; company staff always create for their own. */
  companyId: whole(1, 2_147_483_647).optional(),
  intro: projectFields.intro.default(""),
  introArabic: projectFields.introArabic.default(""),
  features: textList.default([]),
  featuresArabic: textList.default([]),
  importantAreas: textList.default([]),
  importantAreasArabic: textList.default([]),
  buildingFloors: projectFields.buildingFloors.optional(),
  deliveryDate: projectFields.deliveryDate.optional(),
});
export type ProjectInput = z.input<typeof projectInputSchema>;
/** Only the fields sent change: no default may stand in for a field left out. */
export const projectPatchSchema = z.object(projectFields).partial();
export type ProjectPatch = z.input<typeof projectPatchSchema>;

export const projectListQuerySchema = z.object({
  ...pageFields(),
  type: z.enum(PROJECT_TYPES, { error: "invalidChoice" }).optional(),
});

export const partnerProjectSummarySchema = z
  .object({
    id,
    type: z.enum(PROJECT_TYPES),
    name: z.string(),
    nameArabic: z.string(),
    companyId: id,
    companyName: z.string(),
    companyNameArabic: z.string(),
    publishedAt: z.string().nullable(),
    unitsCount: id,
    createdAt: z.string(),
  })
  .register(namedSchemas, { id: "PartnerProjectSummary" });
export type PartnerProjectSummary = z.infer<typeof partnerProjectSummarySchema>;

const floorSchema = z.object({
  id,
  number: id,
  area: id,
  unitsCount: id,
  /** A mall floor's tag and features; null and empty on a block's floors. */
  tag: z.enum(MALL_FLOOR_TAGS).nullable(),
  features: z.array(z.string()),
  featuresArabic: z.array(z.string()),
});
export const partnerBuildingSchema = z.object({
  id,
  kind: z.enum(["apartments", "studios", "hotel", "duplex", "detached", "twin", "mall"]),
  name: z.string(),
  nameArabic: z.string(),
  buildingFloors: id,
  floors: z.array(floorSchema),
});
export type PartnerBuilding = z.infer<typeof partnerBuildingSchema>;

export const partnerProjectSchema = partnerProjectSummarySchema
  .extend({
    locationId: id,
    address: z.string(),
    addressArabic: z.string(),
    distance: z.number(),
    acres: id,
    intro: z.string(),
    introArabic: z.string(),
    features: z.array(z.string()),
    featuresArabic: z.array(z.string()),
    importantAreas: z.array(z.string()),
    importantAreasArabic: z.array(z.string()),
    buildingFloors: id.nullable(),
    deliveryDate: z.string().nullable(),
    buildings: z.array(partnerBuildingSchema),
    media: z.array(mediaSchema),
  })
  .register(namedSchemas, { id: "PartnerProject" });
export type PartnerProject = z.infer<typeof partnerProjectSchema>;

export const buildingInputSchema = z.object({
  kind: z.enum(BLOCK_INPUT_KINDS, { error: "invalidChoice" }),
  name: text(40),
  nameArabic: text(40),
  buildingFloors: whole(1, 60),
});
/** A building's two names, changed after the fact (a typo, or an Arabic name an import could not know). */
export const buildingNamesSchema = z.object({ name: text(40), nameArabic: text(40) });
const mallFloorFields = {
  tag: z.enum(MALL_FLOOR_TAGS, { error: "invalidChoice" }),
  area: whole(1, 1_000_000),
  features: textList,
  featuresArabic: textList,
};
export const mallFloorInputSchema = z.object({
  ...mallFloorFields,
  number: whole(0, 200),
  features: textList.default([]),
  featuresArabic: textList.default([]),
});
export const mallFloorPatchSchema = z.object(mallFloorFields).partial();

const planSchema = z.object({ deposit: whole(0, 100), years: whole(1, 10) });
const unitFields = {
  code: text(40),
  name: text(),
  nameArabic: text(),
  category: z.enum(CATEGORY_VALUES, { error: "invalidChoice" }),
  finishing: z.enum(FINISHINGS, { error: "invalidChoice" }),
  status: z.enum(PARTNER_UNIT_STATUSES, { error: "invalidChoice" }),
  roomsNumber: whole(0, 50),
  area: whole(1, 1_000_000),
  totalPrice: whole(1, 2_000_000_000),
  /** The unit's own delivery date, when it differs from its project's; null follows the project. */
  deliveryDate: isoDate.nullable(),
  maintenanceDepositPercent: percent.nullable(),
  clubFee: whole(0, 100_000_000).nullable(),
  parkingFee: whole(0, 100_000_000).nullable(),
  cashDiscountPercent: percent.nullable(),
  plans: z.array(planSchema).max(10, { error: "fieldTooLong" }),
  /** A compound's building (block or villa) by name, as the import file names it; empty in a mall. */
  building: plainText(z.string().trim().max(40, { error: "fieldTooLong" })),
  floor: whole(0, 200),
};
export const unitInputSchema = z.object({
  ...unitFields,
  status: unitFields.status.default("free"),
  deliveryDate: unitFields.deliveryDate.optional(),
  maintenanceDepositPercent: unitFields.maintenanceDepositPercent.optional(),
  clubFee: unitFields.clubFee.optional(),
  parkingFee: unitFields.parkingFee.optional(),
  cashDiscountPercent: unitFields.cashDiscountPercent.optional(),
  plans: unitFields.plans.default([]),
  building: unitFields.building.default(""),
});
export type UnitInput = z.input<typeof unitInputSchema>;
/** Only the fields sent change (a new building or floor moves the unit); nothing is defaulted. */
export const unitPatchSchema = z.object(unitFields).partial();
export type UnitPatch = z.input<typeof unitPatchSchema>;

export const unitListQuerySchema = z.object({
  ...pageFields(),
  /** A code or a name, in either language. */
  q: plainText(z.string().trim().max(100)).optional(),
  /** A building's name ("" is a mall's floors). */
  building: plainText(z.string().trim().max(40)).optional(),
  status: z.enum(STORED_UNIT_STATUSES, { error: "invalidChoice" }).optional(),
});

/**
 * Many units at once: every building × every floor from `floorFrom` to `floorTo` × `unitsPerFloor`,
 * named by patterns of `{building}`, `{floor}` and `{unit}` (`{unit:2}` pads to two digits), priced
 * from `totalPrice` plus `floorPremium` for each floor above `floorFrom`.
 */
export const unitGeneratorSchema = z
  .object({
    buildings: z
      .array(plainText(z.string().trim().max(40, { error: "fieldTooLong" })))
      .min(1, { error: "fieldRequired" })
      .max(50, { error: "fieldTooLong" }),
    floorFrom: whole(0, 200),
    floorTo: whole(0, 200),
    unitsPerFloor: whole(1, 100),
    codePattern: text(40),
    namePattern: text(200),
    namePatternArabic: text(200),
    category: unitFields.category,
    finishing: unitFields.finishing,
    status: unitFields.status.default("free"),
    roomsNumber: unitFields.roomsNumber,
    area: unitFields.area,
    totalPrice: unitFields.totalPrice,
    floorPremium: whole(0, 100_000_000).default(0),
    deliveryDate: unitFields.deliveryDate.optional(),
    maintenanceDepositPercent: unitFields.maintenanceDepositPercent.optional(),
    clubFee: unitFields.clubFee.optional(),
    parkingFee: unitFields.parkingFee.optional(),
    cashDiscountPercent: unitFields.cashDiscountPercent.optional(),
    plans: unitFields.plans.default([]),
  })
  .superRefine((value, context) => {
    if (value.floorTo < value.floorFrom)
      context.addIssue({ code: "custom", path: ["floorTo"], message: "generatorFloorsReversed" });
    const count = value.buildings.length * (value.floorTo - value.floorFrom + 1) * value.unitsPerFloor;
    if (count > GENERATOR_MAX_UNITS)
      context.addIssue({ code: "custom", path: ["unitsPerFloor"], message: "generatorTooMany" });
    if (!/\{unit(:\d)?\}/.test(value.codePattern))
      context.addIssue({ code: "custom", path: ["codePattern"], message: "generatorPatternUnit" });
  });
export type UnitGeneratorInput = z.input<typeof unitGeneratorSchema>;
export const generatorQuerySchema = z.object({
  dryRun: z.enum(["true", "false"], { error: "invalidChoice" }).default("true"),
});
export const generatedUnitSchema = z.object({
  code: z.string(),
  building: z.string(),
  floor: id,
  name: z.string(),
  nameArabic: z.string(),
  totalPrice: id,
});
export const generatorResultSchema = z
  .object({
    /** How many units the run makes (a dry run: would make). */
    count: id,
    created: id,
    units: z.array(generatedUnitSchema),
  })
  .register(namedSchemas, { id: "GeneratedUnits" });
export type GeneratorResult = z.infer<typeof generatorResultSchema>;

export const mediaPatchSchema = z.object({
  altEn: optionalText(200),
  altAr: optionalText(200),
});

export const partnerUnitSchema = z
  .object({
    id,
    projectId: id,
    code: z.string(),
    building: z.string(),
    floor: id,
    name: z.string(),
    nameArabic: z.string(),
    category: z.enum(CATEGORY_VALUES),
    finishing: z.enum(FINISHINGS),
    status: z.enum(STORED_UNIT_STATUSES),
    roomsNumber: id,
    area: id,
    totalPrice: id,
    pricePerMeter: id,
    deliveryDate: z.string().nullable(),
    maintenanceDepositPercent: z.number().nullable(),
    clubFee: id.nullable(),
    parkingFee: id.nullable(),
    cashDiscountPercent: z.number().nullable(),
    plans: z.array(z.object({ deposit: id, years: id })),
  })
  .register(namedSchemas, { id: "PartnerUnit" });
export type PartnerUnit = z.infer<typeof partnerUnitSchema>;

export const priceChangeSchema = z.object({
  id,
  oldPrice: id,
  newPrice: id,
  changedBy: z.string().nullable(),
  at: z.string(),
});
export type PriceChange = z.infer<typeof priceChangeSchema>;

export const importQuerySchema = z.object({
  dryRun: z.enum(["true", "false"], { error: "invalidChoice" }).default("true"),
});
export const importFileSchema = z.object({ file: z.instanceof(Buffer, { error: "fileMissing" }) });
export const importErrorSchema = z.object({
  row: id.describe("the spreadsheet's row: the header is row 1"),
  column: z.string().nullable(),
  message: z.string(),
});
export const importResultSchema = z
  .object({
    created: id,
    updated: id,
    newBuildings: z
      .array(z.string())
      .describe("buildings the file names and the project lacked: made by the import, listed by the check"),
    priceChanges: z
      .array(z.object({ code: z.string(), from: id, to: id }))
      .describe("units whose price the file changes, the price before and after (EGP)"),
    errors: z.array(importErrorSchema),
  })
  .register(namedSchemas, { id: "ImportResult" });
export type ImportResult = z.infer<typeof importResultSchema>;
export type ImportError = z.infer<typeof importErrorSchema>;

export const exportQuerySchema = z.object({
  format: z.enum(["csv", "xlsx"], { error: "invalidChoice" }).default("csv"),
});

export const mediaUploadSchema = z.object({
  file: z.instanceof(Buffer, { error: "fileMissing" }),
  altEn: optionalText(200).optional(),
  altAr: optionalText(200).optional(),
});
export const mediaOrderSchema = z.object({
  ids: z
    .array(whole(1, 2_147_483_647))
    .min(1, { error: "fieldRequired" })
    .max(200, { error: "fieldTooLong" }),
});
