import type { CardTag, Category, UnitType } from "@capital/contract/catalogue";

const INVESTMENT_TAG: Partial<Record<Category, CardTag>> = {
  clinics: "Medical",
  pharmacies: "Medical",
  office: "Investment",
  partitions: "Investment",
  "hotel-units": "Hotel",
};

/** A unit card's tags: residential units are Residential; investment units by what they are. */
export function unitTags(type: UnitType, category: Category): CardTag[] {
  if (type === "residential") return category === "hotel-units" ? ["Residential", "Hotel"] : ["Residential"];
  return [INVESTMENT_TAG[category] ?? "Commercial"];
}
