import type { Language } from "@capital/contract/catalogue";
import { ar } from "../locales/ar";
import { en, type Messages } from "../locales/en";

const messagesByLanguage: Record<Language, Messages> = { en, ar };

/**
 * One language's texts, for the root loader: a page carries only its own language's texts in
 * its data, and no locale file is ever part of the browser's JavaScript.
 */
export function messagesFor(language: Language): Messages {
  return messagesByLanguage[language];
}
