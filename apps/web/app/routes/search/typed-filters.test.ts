import { describe, expect, it } from "vitest";
import { formattersFor } from "../../i18n/format";
import { ANY_FILTERS } from "../../lib/search-filters";
import { tidyTyped, typedProblems, typedTexts, withTyped } from "./typed-filters";

const ar = formattersFor("ar-EG");
const en = formattersFor("en-US");
const texts = (changes: Partial<ReturnType<typeof typedTexts>>) => ({
  ...typedTexts(ANY_FILTERS, en.integer),
  ...changes,
});

describe("figures typed in the search filters", () => {
  it("are read in either language's digits, grouped or not", () => {
    const form = withTyped(ANY_FILTERS, texts({ priceMin: "١٬٥٠٠٬٠٠٠", priceMax: "2,000,000", rooms: "٣" }));
    expect(form.price).toEqual([1_500_000, 2_000_000]);
    expect(form.rooms).toBe(3);
    expect(form.floor).toBeNull();
  });

  it("name what is wrong instead of guessing: a point, a sign, letters, too much, a maximum under the minimum", () => {
    expect(
      typedProblems(texts({ priceMax: "1.5", downPayment: "-5", monthly: "1e9", floor: "٢٫٥" })),
    ).toEqual({
      priceMax: "whole",
      downPayment: "whole",
      monthly: "whole",
      floor: "whole",
    });
    expect(typedProblems(texts({ priceMin: "99999999999999999999", rooms: "21", floor: "200" }))).toEqual({
      priceMin: "max",
      rooms: "max",
    });
    expect(typedProblems(texts({ priceMin: "3000000", priceMax: "2000000" }))).toEqual({
      priceMax: "belowMin",
    });
    expect(typedProblems(texts({ priceMin: "2000000", priceMax: "2000000", rooms: "" }))).toEqual({});
  });

  it("are shown grouped in the page's digits once whole and within range, and as typed otherwise", () => {
    expect(tidyTyped("priceMin", "1500000", ar.integer)).toBe("١٬٥٠٠٬٠٠٠");
    expect(tidyTyped("priceMin", "1500000", en.integer)).toBe("1,500,000");
    expect(tidyTyped("priceMin", "1.5", en.integer)).toBe("1.5");
    expect(tidyTyped("rooms", "99", en.integer)).toBe("99");
    expect(typedTexts({ ...ANY_FILTERS, floor: 3 }, ar.integer).floor).toBe("٣");
  });
});
