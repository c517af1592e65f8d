import { describe, expect, it } from "vitest";
import { langAttribute, textLanguage } from "./text-language";

describe("the language a person wrote in", () => {
  it("tells Arabic from English by the letters", () => {
    expect(textLanguage("شركة محترمة تلتزم بوعودها")).toBe("ar");
    expect(textLanguage("Site visits are well organised")).toBe("en");
    expect(textLanguage("اشتريت شقة في مشروع Capital")).toBe("ar");
    expect(textLanguage("123 !!")).toBeUndefined();
  });

  it("marks only text in the other language than the page's", () => {
    expect(langAttribute("Great developer", "ar")).toBe("en");
    expect(langAttribute("Great developer", "en")).toBeUndefined();
    expect(langAttribute("مطوّر ممتاز", "en")).toBe("ar");
    expect(langAttribute("مطوّر ممتاز", "ar")).toBeUndefined();
  });
});
