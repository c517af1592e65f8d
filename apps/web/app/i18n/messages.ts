import type { Language } from "@capital/contract/catalogue";
import type { Messages } from "../locales/en";

const loaded: Partial<Record<Language, Messages>> = {};

/** Gives a language's texts at hand: the server has both from the start (messages.server.ts). */
export function provideMessages(language: Language, messages: Messages) {
  loaded[language] = messages;
}

/**
 * Fetches one language's texts, once, from `url` (root data's `messagesUrl`): a JSON file named by
 * its content's hash and cached for a year, instead of 50 kB inside the data of every page's HTML.
 */
export async function loadMessages(language: Language, url: string): Promise<Messages> {
  if (!loaded[language]) {
    const response = await fetch(url);
    if (!response.ok) throw new Error(`The ${language} texts did not load (${response.status})`);
    loaded[language] = (await response.json()) as Messages;
  }
  return loaded[language];
}

/**
 * The texts of a language at hand: on the server always, in the browser once entry.client.tsx has
 * loaded the page's (before hydration) or the root's client loader a new language's.
 */
export function messagesOf(language: Language): Messages {
  const messages = loaded[language];
  if (!messages) throw new Error(`The ${language} texts are not loaded yet`);
  return messages;
}
