import { describe, expect, it } from "vitest";
import { z } from "zod";
import { plainText } from "./text";

const schema = plainText(z.string().trim().min(1, { error: "fieldBlank" }));
const codes = (input: string) => {
  const result = schema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe("plainText", () => {
  it("keeps ordinary text in any script, with tabs and line breaks", () => {
    expect(codes("Mona Adel")).toEqual([]);
    expect(codes("حدائق الأصالة\nR7\tنعم")).toEqual([]);
    expect(codes("emoji 😀 and marks \u200f\u200e")).toEqual([]);
  });

  it.each([0x202a, 0x202b, 0x202c, 0x202d, 0x202e, 0x2066, 0x2067, 0x2068, 0x2069])(
    "refuses the direction control U+%s",
    (control) => {
      expect(codes(`abc${String.fromCodePoint(control)}fdp.exe`)).toEqual(["bidiControls"]);
    },
  );

  it.each([0x00, 0x01, 0x0b, 0x1b, 0x7f, 0x85, 0x9f])("refuses the control character %d", (control) => {
    expect(codes(`a${String.fromCodePoint(control)}b`)).toEqual(["controlCharacters"]);
  });
});
