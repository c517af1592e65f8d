import { describe, expect, it } from "vitest";
import { z } from "zod";
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from "./constants";
import { pageFields, pageOf, pageQuerySchema, pageWindow } from "./paging";

const errorsOf = (schema: z.ZodType, input: unknown) => {
  const result = schema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => [issue.path.join("."), issue.message]);
};

describe("page fields", () => {
  it("start at page 1 of the default size, from strings as a query gives them", () => {
    expect(pageQuerySchema.parse({})).toEqual({ page: 1, page_size: DEFAULT_PAGE_SIZE });
    expect(pageQuerySchema.parse({ page: "3", page_size: String(MAX_PAGE_SIZE) })).toEqual({
      page: 3,
      page_size: 100,
    });
  });

  it("cap the page size at the list's maximum", () => {
    expect(errorsOf(pageQuerySchema, { page_size: String(MAX_PAGE_SIZE + 1) })).toEqual([
      ["page_size", "numberOutOfRange"],
    ]);
    const search = z.object(pageFields({ size: 20, maxSize: 50 }));
    expect(search.parse({})).toEqual({ page: 1, page_size: 20 });
    expect(search.parse({ page_size: "50" }).page_size).toBe(50);
    expect(errorsOf(search, { page_size: "51" })).toEqual([["page_size", "numberOutOfRange"]]);
  });

  it("refuse a page or size below 1, a fraction and a word", () => {
    expect(errorsOf(pageQuerySchema, { page: "0" })).toEqual([["page", "numberOutOfRange"]]);
    expect(errorsOf(pageQuerySchema, { page_size: "0" })).toEqual([["page_size", "numberOutOfRange"]]);
    expect(errorsOf(pageQuerySchema, { page: "1.5" })).toEqual([["page", "invalidNumber"]]);
    expect(errorsOf(pageQuerySchema, { page: "two" })).toEqual([["page", "invalidNumber"]]);
  });
});

describe("a page", () => {
  it("covers its rows", () => {
    expect(pageWindow({ page: 1, page_size: 20 })).toEqual({ limit: 20, offset: 0 });
    expect(pageWindow({ page: 3, page_size: 12 })).toEqual({ limit: 12, offset: 24 });
  });

  it("names the pages beside it, and none past the ends", () => {
    expect(pageOf(45, { page: 1, page_size: 20 }, ["a"])).toEqual({
      count: 45,
      next: 2,
      previous: null,
      results: ["a"],
    });
    expect(pageOf(45, { page: 2, page_size: 20 }, [])).toMatchObject({ next: 3, previous: 1 });
    expect(pageOf(45, { page: 3, page_size: 20 }, [])).toMatchObject({ next: null, previous: 2 });
    expect(pageOf(40, { page: 2, page_size: 20 }, [])).toMatchObject({ next: null, previous: 1 });
    expect(pageOf(0, { page: 1, page_size: 20 }, [])).toMatchObject({ next: null, previous: null });
  });
});
