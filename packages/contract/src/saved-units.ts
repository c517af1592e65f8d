import { z } from "zod";
import { MAX_RECORD_ID } from "./constants";
import { enrichedUnitSchema } from "./projects";

const unitId = () =>
  z.coerce
    .number({ error: "invalidNumber" })
    .int({ error: "invalidNumber" })
    .positive({ error: "invalidNumber" })
    .max(MAX_RECORD_ID, { error: "invalidNumber" });

/** Favourites and bookings: each item says which unit, enriched as lists show units. */
export const savedUnitSchema = z.object({
  id: z.number().int().describe("the favourite's or the booking's own id"),
  createdAt: z.string(),
  unit: enrichedUnitSchema,
});
export type SavedUnit = z.infer<typeof savedUnitSchema>;

export const addFavouriteBodySchema = z.object({ unit: unitId() });

export const savedIdParamsSchema = z.object({ id: z.string() });
