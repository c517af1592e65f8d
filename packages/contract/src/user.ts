import { z } from "zod";
import { currencySchema, genderSchema, languageSchema } from "./catalogue-schemas";
import { namedSchemas } from "./named-schemas";

export const userSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    email: z.string(),
    phone: z.string().nullable(),
    gender: genderSchema.nullable(),
    profilePicture: z.string().nullable(),
    preferedCurrency: currencySchema,
    preferedLanguage: languageSchema,
  })
  .register(namedSchemas, { id: "User" });
export type User = z.infer<typeof userSchema>;

export const tokenPairSchema = z.object({ access: z.string(), refresh: z.string() });
export type TokenPair = z.infer<typeof tokenPairSchema>;
