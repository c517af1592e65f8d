import { describe, expect, it } from "vitest";
import { partnerAr } from "./ar";
import { partnerEn } from "./en";

function leaves(value: unknown, prefix = ""): [string, unknown][] {
  if (typeof value !== "object" || value === null) return [[prefix, value]];
  return Object.entries(value).flatMap(([key, child]) => leaves(child, prefix ? `${prefix}.${key}` : key));
}

describe("partner portal texts", () => {
  it("Arabic fills every English key with Arabic text, not a copy", () => {
    const arabic = new Map(leaves(partnerAr));
    for (const [key, english] of leaves(partnerEn)) {
      expect(String(arabic.get(key) ?? "").trim(), key).not.toBe("");
      expect(arabic.get(key), key).not.toBe(english);
    }
  });
});
