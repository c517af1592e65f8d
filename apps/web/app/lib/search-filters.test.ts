import { describe, expect, it } from "vitest";
import { formattersFor } from "../i18n/format";
import { ar } from "../locales/ar";
import { en } from "../locales/en";
import { filterChips } from "./filter-chips";
import {
  ANY_FILTERS,
  apiQueryFromParams,
  boundsOf,
  filterQuery,
  formFromParams,
  handles,
  parseWhole,
} from "./search-filters";

describe("the search's parameters: exactly what the buyer set", () => {
  it("are none at all while every filter is at 'any', so the search shows every unit of its category", () => {
    expect(filterQuery(ANY_FILTERS)).toEqual({});
    expect(formFromParams(new URLSearchParams())).toEqual(ANY_FILTERS);
  });

  it("send each filter once set, and each open end of a range not at all", () => {
    const query = filterQuery({
      ...ANY_FILTERS,
      years: [2, null],
      rooms: 3,
      floor: 0,
      price: [null, 5_000_000],
      finishing: "half",
      downPayment: 500_000,
      monthly: 40_000,
      delivery: "ready",
    });
    expect(query).toEqual({
      installmentYears_gte: "2",
      roomsNumber: "3",
      floor: "0",
      price_lte: "5000000",
      finishing: "half",
      downPayment_lte: "500000",
      monthlyInstalment_lte: "40000",
      delivery: "ready",
    });
  });

  it("read back from the URL what they wrote, so a shared or reloaded search is the same", () => {
    const form = {
      ...ANY_FILTERS,
      price: [500_000, 3_000_000] as [number, number],
      area: [100, null] as [number, null],
      finishing: "full" as const,
      delivery: "2028" as const,
    };
    expect(formFromParams(new URLSearchParams(filterQuery(form)))).toEqual(form);
  });
});

describe("the API query of a search page's URL", () => {
  it("passes the filters as written, and an order no longer offered as the default one", () => {
    const params = new URLSearchParams("price_gte=abc&roomsNumber=2&utm_source=x&sort=price_desc");
    expect(apiQueryFromParams(params)).toEqual({ price_gte: "abc", roomsNumber: "2", sort: "price" });
    expect(apiQueryFromParams(new URLSearchParams("sort=-area"))).toEqual({ sort: "-area" });
    expect(apiQueryFromParams(new URLSearchParams(""))).toEqual({});
  });
});

describe("sliders", () => {
  it("rest at SPEC.md's defaults while 'any', and an end at or past its resting place is open", () => {
    expect(handles("area", [null, null])).toEqual([10, 500]);
    expect(handles("years", [3, null])).toEqual([3, 10]);
    expect(boundsOf("area", 10, 500)).toEqual([null, null]);
    expect(boundsOf("area", 0, 300)).toEqual([null, 300]);
    expect(boundsOf("deposit", 10, 50)).toEqual([10, null]);
    expect(boundsOf("years", 1, 10)).toEqual([null, null]);
  });
});

describe("chips", () => {
  it("say exactly the query, in the reader's words and digits", () => {
    const form = formFromParams(
      new URLSearchParams("roomsNumber=3&price_lte=7000000&installmentYears_lte=8&delivery=ready"),
    );
    expect(filterChips(form, en, formattersFor(en.locale)).map((chip) => chip.text)).toEqual([
      "Installment years: up to 8 years",
      "Rooms: 3",
      "Price (EGP): up to 7,000,000",
      "Delivery: Ready to move in",
    ]);
    expect(filterChips(form, ar, formattersFor(ar.locale)).map((chip) => chip.text)).toEqual([
      "سنوات التقسيط: حتى ٨ سنوات",
      "عدد الغرف: ٣",
      "السعر (جنيه): حتى ٧٬٠٠٠٬٠٠٠",
      "الاستلام: استلام فوري",
    ]);
    expect(filterChips(ANY_FILTERS, en, formattersFor(en.locale))).toEqual([]);
  });
});

describe("number inputs (SPEC.md section 2)", () => {
  it("in a URL parse as integers, and a value that is not a number is 0", () => {
    expect(parseWhole("3")).toBe(3);
    expect(parseWhole("3.7")).toBe(3);
    expect(parseWhole("three")).toBe(0);
  });
});
