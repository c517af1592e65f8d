import { z } from "zod";
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from "./constants";

/** Every list the API pages works this way: `?page=&page_size=` in, Django REST framework's page out. */

const pageNumber = z.coerce
  .number({ error: "invalidNumber" })
  .int({ error: "invalidNumber" })
  .min(1, { error: "numberOutOfRange" });

/** The page fields of a list's query, to spread into a query schema: pages count from 1. */
export function pageFields({ size = DEFAULT_PAGE_SIZE, maxSize = MAX_PAGE_SIZE } = {}) {
  return {
    page: pageNumber.default(1),
    page_size: pageNumber.max(maxSize, { error: "numberOutOfRange" }).default(size),
  };
}

export const pageQuerySchema = z.object(pageFields());
export type PageQuery = { page: number; page_size: number };

/** A page of `item`s: `next` and `previous` are page numbers, or null at the ends. */
export function pagedSchema<T extends z.ZodType>(item: T) {
  return z.object({
    count: z.number().int(),
    next: z.number().int().nullable(),
    previous: z.number().int().nullable(),
    results: z.array(item),
  });
}
export type Paged<T> = { count: number; next: number | null; previous: number | null; results: T[] };

/** The rows a page covers, for the query that reads them. */
export function pageWindow({ page, page_size }: PageQuery) {
  return { limit: page_size, offset: (page - 1) * page_size };
}
export type PageWindow = ReturnType<typeof pageWindow>;

/** The page answer for `results`, out of `count` in all. */
export function pageOf<T>(count: number, { page, page_size }: PageQuery, results: T[]): Paged<T> {
  return {
    count,
    next: page * page_size < count ? page + 1 : null,
    previous: page > 1 ? page - 1 : null,
    results,
  };
}
