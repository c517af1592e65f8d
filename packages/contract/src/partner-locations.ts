import { z } from "zod";
import { namedSchemas } from "./named-schemas";
import { requiredNumber } from "./numbers";
import { pagedSchema, pageFields } from "./paging";
import { plainText } from "./text";

const required = (max = 200) =>
  plainText(
    z
      .string({ error: "fieldRequired" })
      .trim()
      .min(1, { error: "fieldRequired", abort: true })
      .max(max, { error: "fieldTooLong" }),
  );
const paragraph = () => required(4000);
/** Features arrive as one text, a feature a line (a form's textarea), and are kept as a list. */
const featureLines = () =>
  required(4000).transform((value) =>
    value
      .split("\n")
      .map((line) => line.trim())
      .filter((line) => line !== ""),
  );
/** Multipart sends numbers as text; an empty field is a blank one, not the number 0. */
const acres = () =>
  z.preprocess(
    (value) => (typeof value === "string" ? (value.trim() === "" ? undefined : Number(value)) : value),
    requiredNumber()
      .int({ error: "invalidNumber" })
      .min(1, { error: "numberOutOfRange" })
      .max(1_000_000, { error: "numberOutOfRange" }),
  );
const imageFile = () =>
  z
    .custom<Uint8Array>((value) => value instanceof Uint8Array, { error: "invalidImage" })
    .meta({ type: "string", format: "binary" });

export const locationFields = {
  name: required(),
  nameArabic: required(),
  acres: acres(),
  map: required(2000),
  intro: paragraph(),
  introArabic: paragraph(),
  aboutLocation: paragraph(),
  aboutLocationArabic: paragraph(),
  futureVision: paragraph(),
  futureVisionArabic: paragraph(),
  mainFeatures: featureLines(),
  mainFeaturesArabic: featureLines(),
};

/** An operator adds a location: every text in both languages, a logo and a card image. */
export const locationCreateBodySchema = z.object({
  ...locationFields,
  logo: imageFile(),
  locationCardImage: imageFile(),
});
/** An operator changes any of a location's fields; the rest stay. */
export const locationUpdateBodySchema = z
  .object(locationFields)
  .partial()
  .extend({ logo: imageFile().optional(), locationCardImage: imageFile().optional() });

export const partnerLocationSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    nameArabic: z.string(),
    logo: z.string(),
    locationCardImage: z.string(),
    acres: z.number().int(),
    map: z.string(),
    intro: z.string(),
    introArabic: z.string(),
    aboutLocation: z.string(),
    aboutLocationArabic: z.string(),
    futureVision: z.string(),
    futureVisionArabic: z.string(),
    mainFeatures: z.array(z.string()),
    mainFeaturesArabic: z.array(z.string()),
  })
  .register(namedSchemas, { id: "PartnerLocation" });
export type PartnerLocation = z.infer<typeof partnerLocationSchema>;

export const locationListQuerySchema = z.object({
  ...pageFields(),
  search: plainText(z.string().trim().max(100, { error: "fieldTooLong" })).optional(),
});
export const partnerLocationPageSchema = pagedSchema(partnerLocationSchema);
