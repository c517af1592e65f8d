import type { SearchPage } from "@capital/contract/saved-searches";
import type { savedSearches } from "../db/schema";
import { likePattern, prefixQuery, textReading } from "../search/text-match";

type Columns = Omit<typeof savedSearches.$inferInsert, "id" | "userId" | "name" | "frequency">;

/**
 * What a saved search filters by, as the columns alert matching reads (alerts/matching.ts): a unit
 * search's filters one per column, a text search read once as text search reads it (kinds, rooms,
 * and the words as a LIKE pattern and a prefix query).
 */
export function savedSearchColumns(search: SearchPage): Columns {
  if (search.kind === "text") {
    const reading = textReading(search.q);
    return {
      page: search.page,
      kind: "text",
      roomsNumber: reading.roomsNumber,
      textCategories: reading.categories,
      textWords: reading.words,
      textPattern: likePattern(reading.words),
      textQuery: prefixQuery(reading.words),
    };
  }
  const f = search.filters;
  return {
    page: search.page,
    kind: "units",
    unitType: search.type,
    category: search.category,
    roomsNumber: f.roomsNumber ?? null,
    floor: f.floor ?? null,
    priceGte: f.price_gte ?? null,
    priceLte: f.price_lte ?? null,
    minArea: f.minArea ?? null,
    maxArea: f.maxArea ?? null,
    finishing: f.finishing ?? null,
    downPaymentLte: f.downPayment_lte ?? null,
    monthlyInstalmentLte: f.monthlyInstalment_lte ?? null,
    deliveryReady: f.delivery === "ready",
    deliveryYear: f.delivery !== undefined && f.delivery !== "ready" ? Number(f.delivery) : null,
    yearsGte: f.installmentYears_gte ?? null,
    yearsLte: f.installmentYears_lte ?? null,
    depositGte: f.deposit_gte ?? null,
    depositLte: f.deposit_lte ?? null,
  };
}
