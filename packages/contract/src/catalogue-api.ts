import { z } from "zod";
import { categorySchema, projectTypeSchema } from "./catalogue-schemas";
import { CONTACT_MESSAGE_MAX, CONTACT_NAME_MAX } from "./constants";
import { feedbackSchema } from "./feedback";
import { mediaSchema } from "./media";
import { namedSchemas } from "./named-schemas";
import {
  companyCardSchema,
  compoundCardSchema,
  implementingCompanySchema,
  mallCardSchema,
  unitsPriceSchema,
} from "./projects";
import { plainText } from "./text";

/** Responses of the catalogue endpoints (SPEC.md sections 3 and 7). */

export const idParamsSchema = z.object({ id: z.string() });

export const categoryTileSchema = z.object({
  id: z.number().int(),
  category: categorySchema,
  results: z.number().int().describe("free units of this category"),
  source: z.string().describe("the tile's icon"),
});
export type CategoryTile = z.infer<typeof categoryTileSchema>;

export const latestProjectSchema = z.object({
  id: z.number().int(),
  type: projectTypeSchema,
  name: z.string(),
  nameArabic: z.string(),
  address: z.string(),
  addressArabic: z.string(),
  latestProjectImage: z.string(),
});
export type LatestProject = z.infer<typeof latestProjectSchema>;

export const clientReviewSchema = z.object({
  id: z.number().int(),
  source: z.string(),
  review: z.string(),
  reviewArabic: z.string(),
  name: z.string(),
  nameArabic: z.string(),
  profession: z.string(),
  professionArabic: z.string(),
});
export type ClientReview = z.infer<typeof clientReviewSchema>;

export const homeSchema = z
  .object({
    residentialPropertiesList: z.array(categoryTileSchema),
    investmentPropertiesList: z.array(categoryTileSchema),
    mallsList: z.array(mallCardSchema).describe("the first page of malls; GET /malls/?page=2 continues"),
    mallsCount: z.number().int(),
    latestProjects: z.array(latestProjectSchema),
    best_client_reviews: z.array(clientReviewSchema),
  })
  .register(namedSchemas, { id: "Home" });
export type Home = z.infer<typeof homeSchema>;

const projectLocationSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  nameArabic: z.string(),
  map: z.string(),
  aboutLocation: z.string(),
  aboutLocationArabic: z.string(),
});

const projectCommonSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  nameArabic: z.string(),
  address: z.string(),
  addressArabic: z.string(),
  backgroundImage: z.string(),
  projectImage: z.string(),
  latestProjectImage: z.string(),
  tags: z.array(z.string()),
  distance: z.number(),
  implementingCompany: implementingCompanySchema,
  acres: z.number(),
  intro: z.string(),
  introArabic: z.string(),
  importantAreas: z.array(z.string()),
  importantAreasArabic: z.array(z.string()),
  features: z.array(z.string()),
  featuresArabic: z.array(z.string()),
  location: projectLocationSchema,
  /** When the project is handed over (YYYY-MM-DD), when known. */
  deliveryDate: z.string().nullable(),
  /** Uploaded photos in order, the cover first; empty for a project without uploads. */
  gallery: z.array(mediaSchema),
});

export const floorFeaturesSchema = z.object({
  id: z.number().int(),
  number: z.number().int(),
  tag: z.string(),
  area: z.number(),
  layout: z.string(),
  features: z.array(z.string()),
  featuresArabic: z.array(z.string()),
  unitsCount: z.number().int(),
  freeUnitsCount: z.number().int(),
});
export type FloorFeatures = z.infer<typeof floorFeaturesSchema>;

export const mallSchema = projectCommonSchema
  .extend({
    type: z.literal("mall"),
    buildingFloors: z.number().int(),
    popularBrandsImage: z.string(),
    mallUnitsPrices: z.array(unitsPriceSchema),
    floorsFeatures: z.array(floorFeaturesSchema),
  })
  .register(namedSchemas, { id: "Mall" });
export type Mall = z.infer<typeof mallSchema>;

export const blockSummarySchema = z.object({
  id: z.number().int(),
  blockNumber: z.string(),
  blockNumberArabic: z.string(),
  buildingFloors: z.number().int(),
});
export const villaSummarySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  nameArabic: z.string(),
  buildingFloors: z.number().int(),
  allFloorsAvailable: z.boolean(),
});

export const compoundSchema = projectCommonSchema
  .extend({
    type: z.literal("compound"),
    propertiesNumber: z.number().int(),
    layout: z.string(),
    compoundUnitsPrices: z.array(unitsPriceSchema),
    blocks: z.array(blockSummarySchema),
    duplexVillas: z.array(villaSummarySchema),
    detachedVillas: z.array(villaSummarySchema),
    twinHouses: z.array(villaSummarySchema),
    studios: z.array(blockSummarySchema),
    hotelUnits: z.array(blockSummarySchema),
  })
  .register(namedSchemas, { id: "Compound" });
export type Compound = z.infer<typeof compoundSchema>;

export const companyProjectSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  nameArabic: z.string(),
  projectImage: z.string(),
  buildingFloors: z.number().int().nullable(),
  propertiesNumber: z.number().int(),
  tags: z.array(z.string()),
  address: z.string(),
  addressArabic: z.string(),
  distance: z.number(),
  implementingCompany: z.string(),
  type: projectTypeSchema,
});
export type CompanyProject = z.infer<typeof companyProjectSchema>;

export const companySchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    nameArabic: z.string(),
    logo: z.string(),
    image: z.string(),
    rating: z.number(),
    aboutFirstParagraph: z.string(),
    aboutFirstParagraphArabic: z.string(),
    aboutSecondParagraph: z.string(),
    aboutSecondParagraphArabic: z.string(),
    projectNumbers: z.number().int(),
    companyProjects: z.array(companyProjectSchema),
    feedbacks: z.array(feedbackSchema),
    facebookLink: z.string().nullable(),
    instagramLink: z.string().nullable(),
    linkedinLink: z.string().nullable(),
  })
  .register(namedSchemas, { id: "Company" });
export type Company = z.infer<typeof companySchema>;

export const locationSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    nameArabic: z.string(),
    logo: z.string(),
    locationCardImage: z.string(),
    acres: z.number(),
    propertiesNumber: z.number().int(),
    map: z.string(),
    aboutLocation: z.string(),
    aboutLocationArabic: z.string(),
    futureVision: z.string(),
    futureVisionArabic: z.string(),
    intro: z.string(),
    introArabic: z.string(),
    mainFeatures: z.array(z.string()),
    mainFeaturesArabic: z.array(z.string()),
    availableCompanies: z.array(companyCardSchema),
    availableCompounds: z.array(compoundCardSchema),
  })
  .register(namedSchemas, { id: "Location" });
export type Location = z.infer<typeof locationSchema>;

export const contactBodySchema = z.object({
  fullName: plainText(
    z
      .string({ error: "fieldBlank" })
      .trim()
      .min(1, { error: "fieldBlank", abort: true })
      .max(CONTACT_NAME_MAX, { error: "fieldTooLong" }),
  ),
  email: z
    .string({ error: "fieldBlank" })
    .trim()
    .min(1, { error: "fieldBlank", abort: true })
    .pipe(z.email({ error: "invalidEmail" })),
  message: plainText(
    z
      .string({ error: "fieldBlank" })
      .trim()
      .min(1, { error: "fieldBlank", abort: true })
      .max(CONTACT_MESSAGE_MAX, { error: "fieldTooLong" }),
  ),
});
export type ContactBody = z.infer<typeof contactBodySchema>;
