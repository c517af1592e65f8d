import { readFileSync } from "node:fs";
import type { MessageCode } from "@capital/contract/errors";

/**
 * Django's default password validators, in Django's order: similarity to the user's attributes,
 * minimum length 8, the 20,000 most common passwords, entirely numeric. All failures are reported.
 */
const COMMON_PASSWORDS = new Set(
  // Beside this module, or beside dist/server.js, where the server's build copies it.
  readFileSync(new URL("./common-passwords.txt", import.meta.url), "utf8")
    .split("\n")
    .filter(Boolean),
);
const MIN_LENGTH = 8;
const MAX_SIMILARITY = 0.7;

export function passwordProblems(password: string, user: { email: string; name: string }): MessageCode[] {
  const problems: MessageCode[] = [];
  const similarTo = similarAttribute(password, user);
  if (similarTo === "email") problems.push("passwordSimilarEmail");
  if (similarTo === "name") problems.push("passwordSimilarName");
  if (password.length < MIN_LENGTH) problems.push("passwordTooShort");
  if (COMMON_PASSWORDS.has(password.toLowerCase().trim())) problems.push("passwordCommon");
  if (/^\d+$/.test(password)) problems.push("passwordNumeric");
  return problems;
}

function similarAttribute(password: string, user: { email: string; name: string }): "email" | "name" | null {
  const lower = password.toLowerCase();
  for (const attribute of ["email", "name"] as const) {
    const value = user[attribute].toLowerCase();
    if (!value) continue;
    const parts = [...value.split(/[^\p{L}\p{N}_]+/u), value];
    for (const part of parts) {
      if (tooShortToCompare(lower, part)) continue;
      if (quickRatio(lower, part) >= MAX_SIMILARITY) return attribute;
    }
  }
  return null;
}

/** Django skips a part much shorter than the password: it could never reach the similarity bound. */
function tooShortToCompare(password: string, part: string) {
  return password.length >= 10 * part.length && part.length < (MAX_SIMILARITY / 2) * password.length;
}

/** Python's difflib.SequenceMatcher.quick_ratio: shared characters (as multisets) over total length. */
export function quickRatio(a: string, b: string) {
  if (a.length + b.length === 0) return 1;
  const counts = new Map<string, number>();
  for (const ch of b) counts.set(ch, (counts.get(ch) ?? 0) + 1);
  let matches = 0;
  for (const ch of a) {
    const left = counts.get(ch) ?? 0;
    if (left > 0) {
      matches += 1;
      counts.set(ch, left - 1);
    }
  }
  return (2 * matches) / (a.length + b.length);
}
