import type { Language } from "@capital/contract/catalogue";
import { createContext, type ReactNode, useContext, useMemo } from "react";
import type { Messages } from "../locales/en";
import { createFormatters, type Formatters } from "./format";
import { messagesByLanguage } from "./messages";

type LanguageValue = { language: Language; t: Messages; format: Formatters };

const LanguageContext = createContext<LanguageValue | null>(null);

export function LanguageProvider({ language, children }: { language: Language; children: ReactNode }) {
  const value = useMemo(() => {
    const t = messagesByLanguage[language];
    return { language, t, format: createFormatters(t.locale) };
  }, [language]);
  return <LanguageContext.Provider value={value}>{children}</LanguageContext.Provider>;
}

/** The current language, its texts and its number and date formatters. */
export function useI18n(): LanguageValue {
  const value = useContext(LanguageContext);
  if (!value) throw new Error("useI18n must be used inside LanguageProvider");
  return value;
}
