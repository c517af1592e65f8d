import { arabicDigits } from "@capital/contract/digits";

/** The forms an Arabic noun takes after a number: 1, 2, 3–10 and 11 or more. */
export type CountedNoun = { one: string; two: string; few: string; many: string };

/** "طابق واحد", "طابقان", "٧ طوابق", "١٢ طابقًا": Arabic number agreement for whole numbers. */
export function arabicCount(count: number, noun: CountedNoun): string {
  if (count === 1) return noun.one;
  if (count === 2) return noun.two;
  const lastTwo = count % 100;
  const digits = arabicDigits(count);
  if (lastTwo >= 3 && lastTwo <= 10) return `${digits} ${noun.few}`;
  // 100, 101, 102, 1000…: the noun stays singular.
  if (lastTwo <= 2) return `${digits} ${noun.one.split(" ")[0]}`;
  return `${digits} ${noun.many}`;
}

export const FLOORS_NOUN: CountedNoun = { one: "طابق واحد", two: "طابقان", few: "طوابق", many: "طابقًا" };
export const ACRES_NOUN: CountedNoun = { one: "فدان واحد", two: "فدانان", few: "أفدنة", many: "فدانًا" };
export const MINUTES_NOUN: CountedNoun = { one: "دقيقة واحدة", two: "دقيقتان", few: "دقائق", many: "دقيقة" };
