import type { Language } from "@capital/contract/catalogue";

const ARABIC_LETTER = /[\u0600-\u06FF\u0750-\u077F\u08A0-\u08FF\uFB50-\uFDFF\uFE70-\uFEFF]/gu;
const LATIN_LETTER = /[A-Za-z\u00C0-\u024F]/gu;

/**
 * The language a person wrote in, told by its letters (more Arabic than Latin letters is Arabic),
 * so text in the other language than the page's gets its own `lang` (WCAG 3.1.2) and is read
 * aloud in the right voice. Undefined when it has no letters of either.
 */
export function textLanguage(text: string): Language | undefined {
  const arabic = text.match(ARABIC_LETTER)?.length ?? 0;
  const latin = text.match(LATIN_LETTER)?.length ?? 0;
  if (arabic === 0 && latin === 0) return undefined;
  return arabic >= latin ? "ar" : "en";
}

/** `lang` for a person's text on a page in `page`'s language: set only when it differs. */
export function langAttribute(text: string, page: Language): Language | undefined {
  const written = textLanguage(text);
  return written && written !== page ? written : undefined;
}
