import type { UnitsPrice } from "@capital/contract/projects";

/**
 * SPEC.md's unit-price summary: min and max in thousands ("K"). Above a million the figures would
 * be unreadable in thousands, so they are given in millions ("M") with one decimal.
 */
export function priceSummary(tag: string, min: number, max: number, image: string): UnitsPrice {
  if (max >= 1_000_000) {
    return {
      tag,
      min: round1(min / 1_000_000),
      max: round1(max / 1_000_000),
      type: "M",
      typeArabic: "مليون",
      image,
    };
  }
  return {
    tag,
    min: Math.round(min / 1000),
    max: Math.round(max / 1000),
    type: "K",
    typeArabic: "ألف",
    image,
  };
}

/** The summary of a group of units' prices (min and max as SQL aggregates give them), or none without units. */
export function groupPriceSummary(
  tag: string,
  group: { min: number | null; max: number | null; image: string | null } | undefined,
): UnitsPrice[] {
  if (!group || group.min === null || group.max === null) return [];
  return [priceSummary(tag, group.min, group.max, group.image ?? "")];
}

const round1 = (value: number) => Math.round(value * 10) / 10;
