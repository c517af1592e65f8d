import type { Language } from "@capital/contract/catalogue";
import { ar } from "../locales/ar";
import { en, type Messages } from "../locales/en";

export const messagesByLanguage: Record<Language, Messages> = { en, ar };
