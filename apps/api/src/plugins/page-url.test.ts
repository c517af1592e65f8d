import type { ServerBuild } from "react-router";
import { describe, expect, it } from "vitest";
import { pageUrls } from "./page-url";

const route = (id: string, parentId: string | undefined, options: object, searchParams?: string[]) => ({
  id,
  parentId,
  ...options,
  module: searchParams ? { handle: { searchParams } } : {},
});

/**
 * The shape of the web app's routes: a root reading `lang`, a layout, and pages reading their own,
 * each at the root (Arabic) and under the optional /en (decision 22).
 */
const build = {
  routes: {
    root: route("root", undefined, { path: "" }, ["lang"]),
    layout: route("layout", "root", {}),
    home: route("home", "layout", { index: true, path: "en?" }),
    search: route("search", "layout", { path: "en?/search" }, ["q", "page"]),
    mallUnits: route("mallUnits", "layout", { path: "en?/mall/:units/:id" }, ["floor", "unit"]),
    mallInfo: route("mallInfo", "layout", { path: "en?/mall/info/:id" }),
    notFound: route("notFound", "layout", { path: "en?/*" }),
    signin: route("signin", "root", { path: "en?/signin" }),
  },
} as unknown as ServerBuild;
const pageUrl = pageUrls(build);
const normalised = (url: string) => {
  const page = pageUrl(new URL(`http://localhost${url}`));
  return page.pathname + page.search;
};

describe("a page's URL as the page reads it", () => {
  it("drops every parameter no matched route reads, whatever it is", () => {
    expect(normalised("/?utm_source=x")).toBe("/");
    expect(normalised("/?fbclid=1&gclid=2&x=%00")).toBe("/");
    expect(normalised("/signin?next=/me")).toBe("/signin");
  });

  it("keeps the parameters of the page and of the routes above it, sorted, first value each", () => {
    expect(normalised("/search?utm=1&q=garden&lang=en&page=2")).toBe("/search?lang=en&page=2&q=garden");
    expect(normalised("/search?q=a&q=b")).toBe("/search?q=a");
    expect(normalised("/mall/medical/3?unit=9&floor=1&q=x")).toBe("/mall/medical/3?floor=1&unit=9");
    expect(normalised("/?lang=ar&utm_source=x")).toBe("/?lang=ar");
  });

  it("reads an English page under /en as its Arabic twin reads it", () => {
    expect(normalised("/en?utm_source=x")).toBe("/en");
    expect(normalised("/en/search?utm=1&q=garden")).toBe("/en/search?q=garden");
    expect(normalised("/en/mall/medical/3?unit=9&x=1")).toBe("/en/mall/medical/3?unit=9");
    expect(normalised("/en/search.data?q=x&_routes=search&fbclid=1")).toBe(
      "/en/search.data?_routes=search&q=x",
    );
  });

  it("reads a data request as its page and keeps React Router's own parameters", () => {
    expect(normalised("/search.data?q=x&_routes=search&fbclid=1")).toBe("/search.data?_routes=search&q=x");
    expect(normalised("/_root.data?lang=en&x=1")).toBe("/_root.data?lang=en");
  });

  it("keeps what a route manifest request asks for (a version dropped would reload the page)", () => {
    expect(normalised("/__manifest?version=abc123&paths=%2Fsignin%2C%2Fsearch&utm=1")).toBe(
      "/__manifest?paths=%2Fsignin%2C%2Fsearch&version=abc123",
    );
  });

  it("keeps a path that starts with // as a path, not as another host", () => {
    expect(normalised("//?x=1")).toBe("//");
    expect(normalised("//evil.example/search?q=1")).toBe("//evil.example/search");
  });

  it("keeps the parameters of every route answering a path, though only the best one renders it", () => {
    // React Router renders /mall/info/3 with mallInfo (a fixed segment outranks :units); mallUnits's
    // parameters in its key cost only a separate copy in memory, never a different page.
    expect(normalised("/mall/info/3?floor=1&x=2")).toBe("/mall/info/3?floor=1");
    expect(normalised("/en/mall/info/3?unit=2")).toBe("/en/mall/info/3?unit=2");
  });

  it("keeps only the root's parameters on a path no page names", () => {
    expect(normalised("/no/such/page?q=1&lang=en")).toBe("/no/such/page?lang=en");
  });
});
