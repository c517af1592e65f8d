import type { Language } from "@capital/contract/catalogue";
import { MESSAGES, type MessageCode } from "@capital/contract/errors";

/** The contract's message catalogue, split per language for the locale files. */
function inLanguage(language: Language) {
  return Object.fromEntries(
    Object.entries(MESSAGES).map(([code, texts]) => [code, texts[language]]),
  ) as Record<MessageCode, string>;
}

export const catalogueMessages = { en: inLanguage("en"), ar: inLanguage("ar") };
