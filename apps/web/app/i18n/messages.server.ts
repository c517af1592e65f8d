import { createHash } from "node:crypto";
import type { Language } from "@capital/contract/catalogue";
import { ar } from "../locales/ar";
import { en, type Messages } from "../locales/en";
import { provideMessages } from "./messages";

const messagesByLanguage: Record<Language, Messages> = { en, ar };

/** Each language's texts as the JSON the browser fetches, and the address its content names. */
const served = Object.fromEntries(
  (Object.keys(messagesByLanguage) as Language[]).map((language) => {
    provideMessages(language, messagesByLanguage[language]);
    const body = JSON.stringify(messagesByLanguage[language]);
    const hash = createHash("sha256").update(body).digest("hex").slice(0, 12);
    return [language, { body, file: `${language}.${hash}.json` }];
  }),
) as Record<Language, { body: string; file: string }>;

/** One language's texts, for the server's render and for tests. */
export function messagesFor(language: Language): Messages {
  return messagesByLanguage[language];
}

/** Where the browser fetches a language's texts (routes/messages.ts); a new text is a new address. */
export function messagesUrl(language: Language) {
  return `/i18n/${served[language].file}`;
}

/** The JSON of `file` when it names the current texts of a language, else null. */
export function messagesFile(file: string): string | null {
  const match = Object.values(served).find((entry) => entry.file === file);
  return match ? match.body : null;
}
