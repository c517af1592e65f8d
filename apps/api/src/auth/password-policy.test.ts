import { describe, expect, it } from "vitest";
import { passwordProblems, quickRatio } from "./password-policy";

const user = { email: "mona.adel@example.com", name: "Mona Adel" };

describe("passwordProblems (Django's default validators)", () => {
  it("accepts a long, uncommon password", () => {
    expect(passwordProblems("Nile-sunset-R7-balcony", user)).toEqual([]);
  });

  it("reports too short, too common and entirely numeric together, as Django does", () => {
    expect(passwordProblems("1234567", user)).toEqual([
      "passwordTooShort",
      "passwordCommon",
      "passwordNumeric",
    ]);
  });

  it("compares common passwords case-insensitively", () => {
    expect(passwordProblems("PassWord123", user)).toContain("passwordCommon");
  });

  it("refuses a password too similar to the email or the name", () => {
    expect(passwordProblems("mona.adel@example", user)).toContain("passwordSimilarEmail");
    expect(passwordProblems("monaadel1", { email: "x@y.eg", name: "Mona Adel" })).toContain(
      "passwordSimilarName",
    );
  });

  it("computes difflib's quick_ratio", () => {
    expect(quickRatio("abcd", "bcde")).toBeCloseTo(0.75);
    expect(quickRatio("", "")).toBe(1);
  });
});
