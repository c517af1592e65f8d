import type { Language } from "@capital/contract/catalogue";
import type { PublicConfig } from "@capital/contract/system";
import { useRouteLoaderData } from "react-router";

/** What the root loader gives every page: the language, the API's config, a session hint. */
export type RootData = {
  language: Language;
  /** Where the browser fetches the language's texts (i18n/messages.ts); the page's head preloads it. */
  messagesUrl: string;
  config: PublicConfig;
  /** The browser had a session when it sent this request (the session-hint cookie). */
  sessionHint: boolean;
};

/** The root route's data; only the page shell renders without it (root.tsx's Layout). */
export function useRootData(): RootData {
  const data = useRouteLoaderData<RootData>("root");
  if (!data) throw new Error("root data is missing");
  return data;
}
