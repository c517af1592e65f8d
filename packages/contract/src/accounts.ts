import { z } from "zod";
import { CURRENCIES, GENDERS, LANGUAGES } from "./catalogue";
import { tokenPairSchema, userSchema } from "./user";

/** Messages are catalogue codes; the API turns them into English or Arabic text. */
const required = () => z.string({ error: "fieldBlank" }).trim().min(1, { error: "fieldBlank", abort: true });

export const signInBodySchema = z.object({
  email: required(),
  password: z.string({ error: "fieldBlank" }).min(1, { error: "fieldBlank" }),
});
export type SignInBody = z.infer<typeof signInBodySchema>;

export const signInResponseSchema = tokenPairSchema.extend({ user_profile: userSchema });
export type SignInResponse = z.infer<typeof signInResponseSchema>;

export const refreshBodySchema = z.object({ refresh: required() });
export const revokeBodySchema = refreshBodySchema;

export const NAME_MAX = 150;

export const registerBodySchema = z.object({
  name: required().max(NAME_MAX, { error: "fieldTooLong" }),
  email: required()
    .max(254, { error: "invalidEmail" })
    .pipe(z.email({ error: "invalidEmail" })),
  password: z
    .string({ error: "fieldBlank" })
    .min(1, { error: "fieldBlank", abort: true })
    .min(4, { error: "fieldTooShort4" }),
});
export type RegisterBody = z.infer<typeof registerBodySchema>;
export const registerResponseSchema = signInResponseSchema;

export const userIdParamsSchema = z.object({ id: z.coerce.number().int().positive() });

/** One field per call, as the profile page sends them; anything else in the form is ignored. */
export const userUpdateBodySchema = z.object({
  name: required().max(NAME_MAX, { error: "fieldTooLong" }).optional(),
  phone: z
    .string()
    .trim()
    .regex(/^\+?[0-9 ]{7,20}$/, { error: "invalidPhone" })
    .optional(),
  gender: z.enum(GENDERS, { error: "invalidChoice" }).optional(),
  preferedCurrency: z.enum(CURRENCIES, { error: "invalidChoice" }).optional(),
  preferedLanguage: z.enum(LANGUAGES, { error: "invalidChoice" }).optional(),
  /** A file of a multipart form (the server reads it as bytes). */
  profilePicture: z
    .custom<Uint8Array>((value) => value instanceof Uint8Array, { error: "invalidImage" })
    .optional()
    .meta({ type: "string", format: "binary" }),
});
export type UserUpdateBody = z.infer<typeof userUpdateBodySchema>;

export const PROFILE_PICTURE_MAX_BYTES = 5 * 1024 * 1024;

export const passwordResetBodySchema = z.object({ email: required() });
export const passwordResetConfirmBodySchema = z.object({
  token: required(),
  password: z.string({ error: "fieldBlank" }).min(1, { error: "fieldBlank" }),
});

export const messageResponseSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponseSchema>;
