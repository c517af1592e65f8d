import { describe, expect, it } from "vitest";
import { arabicDigits, arabicWritten, westernDigits } from "./digits";

describe("digits", () => {
  it("turn either way between Western and Arabic-Indic", () => {
    expect(arabicDigits("2-03")).toBe("٢-٠٣");
    expect(arabicDigits(1061)).toBe("١٠٦١");
    expect(westernDigits("٠١٠ 5")).toBe("010 5");
  });

  it("write a typed name as an Arabic text does: digits Arabic-Indic, a Latin code isolated as typed", () => {
    expect(arabicWritten("شقة 301")).toBe("شقة ٣٠١");
    expect(arabicWritten("محل G-08")).toBe("محل \u2066G-08\u2069");
    expect(arabicWritten("وحدة ٥")).toBe("وحدة ٥");
  });
});
