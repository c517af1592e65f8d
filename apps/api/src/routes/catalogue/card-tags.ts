import type { CardTag } from "@capital/contract/catalogue";

/** A mall's card tags come from its floors' tags; administrative floors are shown as Investment. */
const MALL_FLOOR_CARD_TAG: Record<string, CardTag> = {
  commercial: "Commercial",
  medical: "Medical",
  administrative: "Investment",
  hotel: "Hotel",
};

export function mallCardTags(floorTags: readonly string[]): CardTag[] {
  const tags = new Set(
    floorTags.map((tag) => MALL_FLOOR_CARD_TAG[tag]).filter((t): t is CardTag => Boolean(t)),
  );
  return [...tags];
}

/** A compound is Residential, and Hotel too when it has hotel blocks. */
export function compoundCardTags(hasHotel: boolean): CardTag[] {
  return hasHotel ? ["Residential", "Hotel"] : ["Residential"];
}
