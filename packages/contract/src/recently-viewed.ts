import { z } from "zod";
import { projectTypeSchema } from "./catalogue-schemas";
import { MAX_RECORD_ID, RECENTLY_VIEWED_LIMIT } from "./constants";
import { namedSchemas } from "./named-schemas";

const recordId = () =>
  z
    .number({ error: "invalidNumber" })
    .int({ error: "invalidNumber" })
    .positive({ error: "invalidNumber" })
    .max(MAX_RECORD_ID, { error: "invalidNumber" });

/** One view: a unit or a project, and when (a browser's own record merged at sign-in); now when left out. */
export const recentViewSchema = z.object({
  kind: z.enum(["unit", "project"], { error: "invalidChoice" }),
  id: recordId(),
  viewedAt: z.iso.datetime({ offset: true, error: "invalidDate" }).optional(),
});
export type RecentView = z.infer<typeof recentViewSchema>;

/** The most a browser can hand over at sign-in: its units and its projects. */
export const RECENT_VIEWS_PER_REQUEST = RECENTLY_VIEWED_LIMIT * 2;

export const recordViewsBodySchema = z.object({
  items: z
    .array(recentViewSchema, { error: "fieldBlank" })
    .min(1, { error: "fieldBlank" })
    .max(RECENT_VIEWS_PER_REQUEST, { error: "tooManyRecentItems" }),
});

const idList = z
  .string()
  .max(200, { error: "tooManyRecentItems" })
  .transform((value) => (value === "" ? [] : value.split(",").map((part) => part.trim())))
  .pipe(
    z
      .array(z.string())
      .max(RECENTLY_VIEWED_LIMIT, { error: "tooManyRecentItems" })
      .refine((parts) => parts.every((part) => /^\d{1,10}$/.test(part)), { error: "invalidNumber" }),
  )
  .transform((parts) => parts.map(Number))
  .refine((ids) => ids.every((id) => id > 0 && id <= MAX_RECORD_ID), { error: "invalidNumber" })
  .optional();

/** A signed-out visitor's list, kept in the browser, looked up by id: `?units=3,1&projects=2`. */
export const recentLookupQuerySchema = z.object({
  units: idList.describe(`up to ${RECENTLY_VIEWED_LIMIT} unit ids, newest first`),
  projects: idList.describe(`up to ${RECENTLY_VIEWED_LIMIT} project ids, newest first`),
});

export const recentUnitSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    nameArabic: z.string(),
    unitImage: z.string(),
    totalPrice: z.number(),
    area: z.number(),
    projectName: z.string(),
    projectNameArabic: z.string(),
    page: z.string().describe("the site path of the unit's own page"),
  })
  .register(namedSchemas, { id: "RecentUnit" });
export type RecentUnit = z.infer<typeof recentUnitSchema>;

export const recentProjectSchema = z
  .object({
    id: z.number().int(),
    type: projectTypeSchema,
    name: z.string(),
    nameArabic: z.string(),
    projectImage: z.string(),
    address: z.string(),
    addressArabic: z.string(),
  })
  .register(namedSchemas, { id: "RecentProject" });
export type RecentProject = z.infer<typeof recentProjectSchema>;

export const recentlyViewedSchema = z.object({
  units: z.array(recentUnitSchema),
  projects: z.array(recentProjectSchema),
});
export type RecentlyViewed = z.infer<typeof recentlyViewedSchema>;
