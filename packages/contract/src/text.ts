import type { z } from "zod";

/** NUL and the other C0 and C1 control characters; tab and line breaks are ordinary text. */
const CONTROL_CHARACTERS = /(?![\t\n\r])\p{Cc}/u;
/**
 * The bidirectional embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069): stored in
 * a name or a feedback, they reorder the text other people see ("abc\u202Efdp.exe" reads
 * "abcexe.pdf").
 */
const BIDI_CONTROLS = /[\u202a-\u202e\u2066-\u2069]/;

/**
 * Text a person typed for the site to keep, search or show: it must not hold control characters
 * (PostgreSQL refuses NUL outright) or direction controls. Each refusal has its own message.
 */
export function plainText<T extends z.ZodString>(schema: T): T {
  return schema
    .refine((text) => !CONTROL_CHARACTERS.test(text), { error: "controlCharacters" })
    .refine((text) => !BIDI_CONTROLS.test(text), { error: "bidiControls" });
}
