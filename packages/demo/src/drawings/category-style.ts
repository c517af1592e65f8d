/** Colours and short names per unit category, shared by the layout drawings and their legends. */
export const CATEGORY_STYLE: Record<string, { fill: string; en: string; ar: string }> = {
  shops: { fill: "#dbeafe", en: "Shop", ar: "محل" },
  "coffee-shops": { fill: "#fde68a", en: "Café", ar: "كافيه" },
  restaurants: { fill: "#fecaca", en: "Restaurant", ar: "مطعم" },
  pharmacies: { fill: "#bbf7d0", en: "Pharmacy", ar: "صيدلية" },
  clinics: { fill: "#ccfbf1", en: "Clinic", ar: "عيادة" },
  office: { fill: "#e0e7ff", en: "Office", ar: "مكتب" },
  partitions: { fill: "#ede9fe", en: "Partition", ar: "بارتيشن" },
  "hotel-units": { fill: "#fce7f3", en: "Hotel unit", ar: "وحدة فندقية" },
  apartment: { fill: "#fef3c7", en: "Apartment", ar: "شقة" },
  studio: { fill: "#e9d5ff", en: "Studio", ar: "استوديو" },
  "duplex-villas": { fill: "#bfdbfe", en: "Duplex villa", ar: "فيلا دوبلكس" },
  "detached-villas": { fill: "#bbf7d0", en: "Detached villa", ar: "فيلا مستقلة" },
  "twin-house": { fill: "#fdba74", en: "Twin house", ar: "توين هاوس" },
};

export function categoryStyle(category: string) {
  return CATEGORY_STYLE[category] ?? { fill: "#f3f4f6", en: category, ar: category };
}
