import { describe, expect, it } from "vitest";
import {
  CATEGORIES,
  categoryBySlug,
  INVESTMENT_SEARCH_CATEGORIES,
  RESIDENTIAL_SEARCH_CATEGORIES,
} from "./catalogue";

describe("categories", () => {
  it("have unique values and slugs", () => {
    expect(new Set(CATEGORIES.map((c) => c.value)).size).toBe(CATEGORIES.length);
    expect(new Set(CATEGORIES.map((c) => c.slug)).size).toBe(CATEGORIES.length);
  });

  it("send apartments to the API as 'apartment', as SPEC.md says", () => {
    expect(categoryBySlug("apartments")?.value).toBe("apartment");
  });

  it("cover every search page's category", () => {
    for (const slug of [...RESIDENTIAL_SEARCH_CATEGORIES, ...INVESTMENT_SEARCH_CATEGORIES]) {
      expect(categoryBySlug(slug), slug).toBeDefined();
    }
  });
});
