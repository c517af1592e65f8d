import type { Language } from "@capital/contract/catalogue";
import { createContext, type ReactNode, useContext, useMemo } from "react";
import type { Messages } from "../locales/en";
import { type Formatters, formattersFor } from "./format";

type LanguageValue = { language: Language; t: Messages; format: Formatters };

const LanguageContext = createContext<LanguageValue | null>(null);

/** The page's language and its texts, which come with the root loader's data. */
export function LanguageProvider({
  language,
  messages: t,
  children,
}: {
  language: Language;
  messages: Messages;
  children: ReactNode;
}) {
  const value = useMemo(() => ({ language, t, format: formattersFor(t.locale) }), [language, t]);
  return <LanguageContext.Provider value={value}>{children}</LanguageContext.Provider>;
}

/** The current language, its texts and its number and date formatters. */
export function useI18n(): LanguageValue {
  const value = useContext(LanguageContext);
  if (!value) throw new Error("useI18n must be used inside LanguageProvider");
  return value;
}
