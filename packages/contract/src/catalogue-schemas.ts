import { z } from "zod";
import {
  CATEGORY_VALUES,
  CURRENCIES,
  FINISHINGS,
  GENDERS,
  LANGUAGES,
  PROJECT_TYPES,
  UNIT_STATUSES,
  UNIT_TYPES,
} from "./catalogue";

/** zod schemas of the catalogue's value lists, for the API; the web app imports the plain lists. */
export const categorySchema = z.enum(CATEGORY_VALUES);
export const unitTypeSchema = z.enum(UNIT_TYPES);
export const unitStatusSchema = z.enum(UNIT_STATUSES);
export const finishingSchema = z.enum(FINISHINGS);
export const projectTypeSchema = z.enum(PROJECT_TYPES);
export const genderSchema = z.enum(GENDERS);
export const currencySchema = z.enum(CURRENCIES);
export const languageSchema = z.enum(LANGUAGES);
