import { describe, expect, it } from "vitest";
import { readSearchPage } from "./saved-searches";

const page = (address: string) => {
  const read = readSearchPage(address);
  if (!("page" in read)) throw new Error(`not read: ${JSON.stringify(read.fields)}`);
  return read.page;
};
const fields = (address: string) => {
  const read = readSearchPage(address);
  if (!("fields" in read)) throw new Error(`read: ${read.page.page}`);
  return read.fields;
};

describe("a search page read for saving", () => {
  it("keeps every filter and the sort of a category's unit search, written one way", () => {
    const read = page(
      "/en/residential/search/apartments?sort=-price&price_lte=3000000&price_gte=00100000&roomsNumber=3&delivery=2028&installmentYears_lte=8&finishing=half",
    );
    expect(read).toMatchObject({
      kind: "units",
      type: "residential",
      category: "apartment",
      slug: "apartments",
      sort: "-price",
      filters: {
        price_gte: 100_000,
        price_lte: 3_000_000,
        roomsNumber: 3,
        delivery: "2028",
        installmentYears_lte: 8,
        finishing: "half",
      },
    });
    expect(read.page).toBe(
      "/residential/search/apartments?installmentYears_lte=8&roomsNumber=3&price_gte=100000&price_lte=3000000&finishing=half&delivery=2028&sort=-price",
    );
  });

  it("is the same search with or without the language, the default sort, paging or tracking", () => {
    const one = page("/investment/search/shops?minArea=40");
    expect(page("/en/investment/search/shops?minArea=40&sort=price&page=3&utm_source=mail").page).toBe(
      one.page,
    );
    expect(one.page).toBe("/investment/search/shops?minArea=40");
    expect(page("/investment/search/hotel-units").page).toBe("/investment/search/hotel-units");
    // Hotel units are in both searches: the path says which.
    expect(page("/residential/search/hotel-units")).toMatchObject({
      type: "residential",
      category: "hotel-units",
    });
  });

  it("reads the text search's text", () => {
    expect(page("/search?q=%20%D8%B4%D9%82%D8%A9%203%20%D8%BA%D8%B1%D9%81%20")).toEqual({
      kind: "text",
      q: "شقة 3 غرف",
      page: "/search?q=%D8%B4%D9%82%D8%A9+3+%D8%BA%D8%B1%D9%81",
    });
    expect(fields("/en/search?q=%20")).toEqual({ q: ["fieldBlank"] });
    expect(fields(`/search?q=${"a".repeat(101)}`)).toEqual({ q: ["fieldTooLong"] });
    expect(fields("/search?q=a%E2%80%AEb")).toEqual({ q: ["bidiControls"] });
  });

  it("names each filter the search would refuse, with its message", () => {
    expect(fields("/residential/search/apartments?price_gte=5000000&price_lte=1000000")).toEqual({
      price_lte: ["rangeInverted"],
    });
    expect(fields("/residential/search/apartments?roomsNumber=three&finishing=gold&delivery=1999")).toEqual({
      roomsNumber: ["invalidNumber"],
      finishing: ["invalidChoice"],
      delivery: ["invalidChoice"],
    });
    expect(fields("/residential/search/apartments?sort=cheapest")).toEqual({ sort: ["invalidChoice"] });
    expect(fields("/residential/search/apartments?deposit_lte=101")).toEqual({
      deposit_lte: ["numberOutOfRange"],
    });
  });

  it("refuses anything that is not one of the site's search pages", () => {
    for (const address of [
      "",
      "residential/search/apartments",
      "https://elsewhere.example/residential/search/apartments",
      "//elsewhere.example/residential/search/apartments",
      "/residential/search/shops",
      "/investment/search/apartments",
      "/residential/search/castles",
      "/residential/search/apartments/extra",
      "/mall/info/3",
      "/fr/residential/search/apartments",
      "/",
    ]) {
      expect(fields(address), address).toEqual({ page: ["notASearchPage"] });
    }
  });
});
