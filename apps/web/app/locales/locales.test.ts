import { describe, expect, it } from "vitest";
import { ar } from "./ar";
import { en } from "./en";

function leaves(value: unknown, prefix = ""): [string, unknown][] {
  if (typeof value !== "object" || value === null) return [[prefix, value]];
  return Object.entries(value).flatMap(([key, child]) => leaves(child, prefix ? `${prefix}.${key}` : key));
}

describe("locale files", () => {
  it("Arabic fills every English key with non-empty text", () => {
    const arabic = new Map(leaves(ar));
    for (const [key] of leaves(en)) {
      expect(arabic.get(key), key).toEqual(expect.any(String));
      expect(String(arabic.get(key)).trim(), key).not.toBe("");
    }
  });

  it("Arabic texts are written in Arabic, not copied from English", () => {
    const english = new Map(leaves(en));
    const copied = leaves(ar).filter(
      ([key, text]) =>
        // A pattern of placeholders only ({h}:{m}:{s}) has no words to translate.
        ![
          "dir",
          "locale",
          "language.toggle",
          "account.languages.ar",
          "account.languages.en",
          "reservation.countdown",
        ].includes(key) && text === english.get(key),
    );
    expect(copied).toEqual([]);
  });
});
