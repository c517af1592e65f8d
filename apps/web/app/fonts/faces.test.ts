// @vitest-environment node
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { cutFaces, drawRules, RULES_PATH, rangeCharacters } from "../../scripts/font-subsets";
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

const rules = readFileSync(RULES_PATH, "utf8");

/** What the committed rules say the family's files draw (the script reads it from the files). */
const faceOf = (family: string) => {
  const rule = rules.split("@font-face").find((candidate) => candidate.includes(`font-family: "${family}"`));
  const range = rule?.match(/unicode-range: ([^;]+);/)?.[1];
  if (!range) throw new Error(`no rule for ${family}`);
  return new Set(rangeCharacters(range));
};

describe("the languages' faces", async () => {
  const cuts = await cutFaces();
  /** Characters of the family's face that its cut file leaves out. */
  const leftOut = (family: string, written: string[]) => {
    const cut = cuts.find((candidate) => candidate.family === family);
    if (!cut) throw new Error(family);
    const drawn = faceOf(family);
    return written.filter(
      (character) => !drawn.has(character) && cut.whole.includes(character.codePointAt(0) ?? 0),
    );
  };

  it("are the script's cuts (run `npm run fonts -w @capital/web` after changing it)", () => {
    expect(rules).toBe(drawRules(cuts));
    for (const cut of cuts) {
      const committed = readFileSync(new URL(`./${cut.file}`, import.meta.url));
      expect(committed.length, cut.file).toBe(cut.woff2.length);
    }
  });

  it("say they draw a character only where the cut file has it", () => {
    const inter = faceOf("Inter");
    expect(inter.has("ç")).toBe(true);
    // Inter has no arrow to the right: the rules leave it to the system's face.
    expect(inter.has("→")).toBe(false);
    expect(cuts.find((cut) => cut.family === "Inter")?.whole).not.toContain(0x2192);
  });

  it("hold every character of the English texts that Inter has", () => {
    const english = [...written("en")].filter((character) => !/\p{Script=Arabic}/u.test(character));
    expect(leftOut("Inter", english)).toEqual([]);
  });

  it("hold every Arabic character of the Arabic texts that Cairo has (Latin words there are the system's)", () => {
    const arabic = [...written("ar")].filter((character) => /\p{Script_Extensions=Arabic}/u.test(character));
    expect(leftOut("Cairo", arabic)).toEqual([]);
  });
});
