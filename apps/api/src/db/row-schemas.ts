import { z } from "zod";

/** A `json` column: node-postgres hands it over parsed, PGlite as text. */
export function jsonColumn<T extends z.ZodType>(schema: T) {
  return z.preprocess((value) => (typeof value === "string" ? JSON.parse(value) : value), schema);
}

/** The row of `select count(*)::int as n …`. */
export const countRow = z.object({ n: z.number().int() });
