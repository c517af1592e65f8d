import { z } from "zod";
import {
  type Category,
  categoryBySlug,
  INVESTMENT_SEARCH_CATEGORIES,
  RESIDENTIAL_SEARCH_CATEGORIES,
  UNIT_TYPES,
  type UnitType,
} from "./catalogue";
import { isMessageCode, type MessageCode } from "./errors";
import { namedSchemas } from "./named-schemas";
import { SAVED_SEARCH_FREQUENCIES, SAVED_SEARCH_NAME_MAX } from "./saved-search-options";
import { textSearchQuerySchema, type UnitSearchQuery, unitSearchQuerySchema } from "./search";
import { SEARCH_FILTER_PARAMS, type UnitSort } from "./search-options";
import { plainText } from "./text";

/** Issue 21 point 2: a buyer's saved searches and the alerts they send. */

const PAGE_MAX = 1000;

/** What a unit search page filters by, as a saved search keeps it (the category is in its path). */
export type SavedSearchFilters = Omit<UnitSearchQuery, "status" | "sort" | "category" | "page" | "page_size">;

/** A search page, read from its path and query: a category's unit search, or the text search. */
export type SearchPage =
  | {
      kind: "units";
      type: UnitType;
      category: Category;
      /** The category's word in the path. */
      slug: string;
      filters: SavedSearchFilters;
      sort: UnitSort;
      /** The page's path and query written one way, so the same search saved twice is seen as one. */
      page: string;
    }
  | { kind: "text"; q: string; page: string };

export type SearchPageReading = { page: SearchPage } | { fields: Record<string, MessageCode[]> };

const SEARCH_PATHS: Record<UnitType, readonly string[]> = {
  residential: RESIDENTIAL_SEARCH_CATEGORIES,
  investment: INVESTMENT_SEARCH_CATEGORIES,
};
const BASE = "http://page.invalid";
const notASearchPage: SearchPageReading = { fields: { page: ["notASearchPage"] } };

/**
 * Reads a search page's address (`/residential/search/apartments?price_lte=3000000&sort=-price`,
 * `/search?q=…`, with or without the `/en` language prefix) as the page itself reads it: only the
 * parameters the page uses, each checked by the search's own query schema. Anything else in the
 * query (paging, tracking) is not part of the search and is dropped.
 */
export function readSearchPage(address: string): SearchPageReading {
  let url: URL;
  try {
    url = new URL(address, BASE);
  } catch {
    return notASearchPage;
  }
  if (url.origin !== BASE || !address.startsWith("/")) return notASearchPage;
  const path = url.pathname.replace(/^\/en(?=\/|$)/, "");
  const params = url.searchParams;

  if (/^\/search\/?$/.test(path)) {
    const read = textSearchQuerySchema.pick({ q: true }).safeParse({ q: params.get("q") ?? "" });
    if (!read.success) return { fields: fieldsOf(read.error) };
    return {
      page: { kind: "text", q: read.data.q, page: `/search?${new URLSearchParams({ q: read.data.q })}` },
    };
  }

  const match = /^\/(residential|investment)\/search\/([a-z-]+)\/?$/.exec(path);
  const type = UNIT_TYPES.find((t) => t === match?.[1]);
  const slug = match?.[2] ?? "";
  const category = categoryBySlug(slug);
  if (!type || !category || !SEARCH_PATHS[type].includes(slug)) return notASearchPage;

  const given: Record<string, string> = {};
  for (const name of [...SEARCH_FILTER_PARAMS, "sort"]) {
    const value = params.get(name);
    if (value !== null) given[name] = value;
  }
  const read = unitSearchQuerySchema.safeParse({ ...given, category: category.value });
  if (!read.success) return { fields: fieldsOf(read.error) };
  const { status: _status, sort, category: _category, page: _page, page_size: _size, ...filters } = read.data;
  const canonical = new URLSearchParams();
  for (const name of SEARCH_FILTER_PARAMS) {
    const value = filters[name];
    if (value !== undefined) canonical.set(name, String(value));
  }
  if (sort !== "price") canonical.set("sort", sort);
  const query = canonical.size > 0 ? `?${canonical}` : "";
  return {
    page: {
      kind: "units",
      type,
      category: category.value,
      slug,
      filters,
      sort,
      page: `/${type}/search/${slug}${query}`,
    },
  };
}

function fieldsOf(error: z.ZodError): Record<string, MessageCode[]> {
  const fields: Record<string, MessageCode[]> = {};
  for (const issue of error.issues) {
    const name = String(issue.path[0] ?? "page");
    const code: MessageCode = isMessageCode(issue.message) ? issue.message : "invalidChoice";
    fields[name] = [...(fields[name] ?? []), code];
  }
  return fields;
}

const savedSearchName = () =>
  plainText(
    z
      .string({ error: "fieldBlank" })
      .trim()
      .min(1, { error: "fieldBlank" })
      .max(SAVED_SEARCH_NAME_MAX, { error: "fieldTooLong" }),
  );
const frequencySchema = z.enum(SAVED_SEARCH_FREQUENCIES, { error: "invalidChoice" });

export const createSavedSearchBodySchema = z.object({
  name: savedSearchName(),
  page: z
    .string({ error: "fieldBlank" })
    .min(1, { error: "fieldBlank" })
    .max(PAGE_MAX, { error: "fieldTooLong" })
    .describe(
      "the search page's path and query, as its address has them: /residential/search/apartments?price_lte=3000000&sort=-price, or /search?q=…",
    ),
  frequency: frequencySchema.default("instant"),
});

export const updateSavedSearchBodySchema = z.object({
  name: savedSearchName().optional(),
  frequency: frequencySchema.optional(),
  paused: z.boolean({ error: "invalidChoice" }).optional().describe("paused searches send no alerts"),
});

export const savedSearchParamsSchema = z.object({ id: z.string() });

export const savedSearchSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    page: z.string().describe("the search page's path and query, without the language prefix"),
    kind: z.enum(["units", "text"]),
    frequency: frequencySchema,
    paused: z.boolean(),
    createdAt: z.string(),
    lastAlertAt: z.string().nullable().describe("when its last alert went out"),
  })
  .register(namedSchemas, { id: "SavedSearch" });
export type SavedSearch = z.infer<typeof savedSearchSchema>;

export const alertSettingsSchema = z.object({
  favouriteAlerts: z
    .boolean({ error: "invalidChoice" })
    .describe("tell me when a favourite's price drops or it is on the market again"),
});
export type AlertSettings = z.infer<typeof alertSettingsSchema>;

/** The signed token of an alert mail's unsubscribe link: it names the account and what it stops. */
export const unsubscribeQuerySchema = z.object({
  token: z.string({ error: "unsubscribeLinkInvalid" }).max(200, { error: "unsubscribeLinkInvalid" }),
});

/** RFC 8058's one-click request: mail clients post `List-Unsubscribe=One-Click` to the link. */
export const oneClickBodySchema = z
  .object({ "List-Unsubscribe": z.literal("One-Click", { error: "invalidChoice" }).optional() })
  .nullish();

export const unsubscriptionSchema = z.object({
  kind: z.enum(["search", "favourites"]).describe("a saved search's alerts, or the favourites' alerts"),
  name: z.string().nullable().describe("the saved search's name"),
  subscribed: z.boolean(),
});
export type Unsubscription = z.infer<typeof unsubscriptionSchema>;
