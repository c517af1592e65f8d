import { z } from "zod";
import { CURRENCIES, GENDERS, LANGUAGES } from "./catalogue";
import { MAX_RECORD_ID } from "./constants";
import { westernDigits } from "./digits";
import { plainText } from "./text";
import { tokenPairSchema, userSchema } from "./user";

/** Messages are catalogue codes; the API turns them into English or Arabic text. */
const required = () => z.string({ error: "fieldBlank" }).trim().min(1, { error: "fieldBlank", abort: true });
/** As Django REST framework's CharField reads a password: trimmed, and then it may not be blank. */
const password = required;
/** An email as typed at sign-in: checked only for what no address may hold. */
const typedEmail = () => plainText(required());

export const signInBodySchema = z.object({
  email: typedEmail(),
  // Not trimmed here: the API tries the trimmed password first, then the password as typed, for
  // accounts made before passwords were trimmed.
  password: z.string({ error: "fieldBlank" }).refine((typed) => typed.trim() !== "", { error: "fieldBlank" }),
});
export type SignInBody = z.infer<typeof signInBodySchema>;

export const signInResponseSchema = tokenPairSchema.extend({ user_profile: userSchema });
export type SignInResponse = z.infer<typeof signInResponseSchema>;

export const refreshBodySchema = z.object({ refresh: required() });
export const revokeBodySchema = refreshBodySchema;

export const NAME_MAX = 150;

const name = () => plainText(required().max(NAME_MAX, { error: "fieldTooLong" }));
/** An address that can receive mail: a new account's, or where a reset link is to go. */
const mailableEmail = () =>
  required()
    .max(254, { error: "invalidEmail" })
    .pipe(z.email({ error: "invalidEmail" }));

export const registerBodySchema = z.object({
  name: name(),
  email: mailableEmail(),
  password: password().min(4, { error: "fieldTooShort4" }),
});
export type RegisterBody = z.infer<typeof registerBodySchema>;
export const registerResponseSchema = signInResponseSchema;

export const userIdParamsSchema = z.object({ id: z.coerce.number().int().positive().max(MAX_RECORD_ID) });

/** One field per call, as the profile page sends them; anything else in the form is ignored. */
export const userUpdateBodySchema = z.object({
  name: name().optional(),
  phone: z
    .string()
    .trim()
    .transform(westernDigits)
    .pipe(z.string().regex(/^\+?[0-9 ]{7,20}$/, { error: "invalidPhone" }))
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

export const passwordResetBodySchema = z.object({ email: mailableEmail() });
export const passwordResetConfirmBodySchema = z.object({
  token: required(),
  password: password(),
});

export const messageResponseSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponseSchema>;
