import { describe, expect, it } from "vitest";
import { languageFromCookieHeader, languageFromFlag } from "./language";

describe("the language flag (DECISIONS.md: English only when stored exactly as 'true')", () => {
  it.each([
    ["true", "en"],
    ["false", "ar"],
    ["TRUE", "ar"],
    ["1", "ar"],
    [null, "ar"],
    [undefined, "ar"],
  ])("flag %s reads as %s", (flag, language) => {
    expect(languageFromFlag(flag)).toBe(language);
  });

  it("reads the flag from the cookie header", () => {
    expect(languageFromCookieHeader("a=1; english=true; b=2")).toBe("en");
    expect(languageFromCookieHeader("notenglish=true")).toBe("ar");
    expect(languageFromCookieHeader(null)).toBe("ar");
  });
});
