import type { Language } from "@capital/contract/catalogue";
import { partnerAr } from "../locales/partner/ar";
import { type PartnerMessages, partnerEn } from "../locales/partner/en";

const byLanguage: Record<Language, PartnerMessages> = { en: partnerEn, ar: partnerAr };

/** The partner portal's texts in one language, for the /partner layout's loader. */
export function partnerMessagesFor(language: Language): PartnerMessages {
  return byLanguage[language];
}
