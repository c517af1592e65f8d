import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { characters, drawRules, FACES, RULES_PATH } from "../../scripts/font-subsets";
import { ar } from "../locales/ar";
import { catalogueMessages } from "../locales/catalogue-messages";
import { en } from "../locales/en";
import { partnerAr } from "../locales/partner/ar";
import { partnerEn } from "../locales/partner/en";
import { partnerProgressMessages } from "../locales/partner/progress-messages";
import { trackRecordMessages } from "../locales/track-record-messages";
import { unavailable } from "../locales/unavailable";

const texts = {
  en: [
    en,
    partnerEn,
    catalogueMessages.en,
    partnerProgressMessages.en,
    trackRecordMessages.en,
    unavailable.en,
  ],
  ar: [
    ar,
    partnerAr,
    catalogueMessages.ar,
    partnerProgressMessages.ar,
    trackRecordMessages.ar,
    unavailable.ar,
  ],
};

/** Every character the language's texts write, but the placeholders' own. */
const written = (language: keyof typeof texts) =>
  new Set(JSON.stringify(texts[language]).replace(/\\[nt"\\]/g, " "));

const faceOf = (family: string) => {
  const face = FACES.find((candidate) => candidate.family === family);
  if (!face) throw new Error(family);
  return new Set(characters(face.ranges));
};

describe("the languages' faces", () => {
  it("are drawn from the script (run `npm run fonts -w @capital/web` after changing it)", () => {
    expect(readFileSync(RULES_PATH, "utf8")).toBe(drawRules());
  });

  it("hold every character of the English texts but Arabic words and emoji, which the system draws", () => {
    const inter = faceOf("Inter");
    const latin = [...written("en")].filter(
      (character) => !/[\p{Script=Arabic}\p{Extended_Pictographic}]/u.test(character),
    );
    expect(latin.filter((character) => !inter.has(character))).toEqual([]);
  });

  it("hold every Arabic character of the Arabic texts", () => {
    const cairo = faceOf("Cairo");
    const arabic = [...written("ar")].filter((character) => /[\u0600-\u06ff\ufb50-\ufeff]/u.test(character));
    expect(arabic.filter((character) => !cairo.has(character))).toEqual([]);
  });
});
