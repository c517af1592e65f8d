import { describe, expect, it } from "vitest";
import { partnerAr } from "../../../locales/partner/ar";
import { partnerEn } from "../../../locales/partner/en";
import { importSummary } from "./import-panel";

describe("a clean import file's summary", () => {
  for (const [language, partner] of [
    ["ar", partnerAr],
    ["en", partnerEn],
  ] as const) {
    const texts = partner.catalogue.importSummary;
    it(`names only the counts that are not zero, in ${language}`, () => {
      expect(importSummary(texts, true, { created: 3, updated: 2 })).toBe(texts.check.both);
      expect(importSummary(texts, true, { created: 3, updated: 0 })).toBe(texts.check.created);
      expect(importSummary(texts, false, { created: 0, updated: 2 })).toBe(texts.done.updated);
      expect(importSummary(texts, false, { created: 0, updated: 0 })).toBe(texts.done.none);
      expect(texts.check.created).not.toContain("{updated}");
      expect(texts.done.updated).not.toContain("{created}");
    });
  }
});
