import { describe, expect, it } from "vitest";
import { localizePath, pathLanguage, stripLanguage } from "./language-path";

describe("the language in the path (decision 22)", () => {
  it("reads English from /en and Arabic everywhere else", () => {
    expect(pathLanguage("/en")).toBe("en");
    expect(pathLanguage("/en/mall/info/3")).toBe("en");
    expect(pathLanguage("/")).toBe("ar");
    expect(pathLanguage("/mall/info/3")).toBe("ar");
    expect(pathLanguage("/english-homes")).toBe("ar");
  });

  it("puts a path in either language and takes it out again", () => {
    expect(localizePath("/mall/info/3", "en")).toBe("/en/mall/info/3");
    expect(localizePath("/", "en")).toBe("/en");
    expect(localizePath("/en/mall/info/3", "ar")).toBe("/mall/info/3");
    expect(localizePath("/en", "ar")).toBe("/");
    expect(localizePath("/en/search?q=1", "en")).toBe("/en/search?q=1");
    expect(stripLanguage("/en/booking")).toBe("/booking");
  });
});
