import { randomInt } from "node:crypto";

/** Letters and digits that cannot be misread for one another over the phone (no 0/O, 1/I/L). */
const ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";

/** A short reservation reference, e.g. NC-7K3F9Q: 31⁶ ≈ 890 million of them; the database keeps them unique. */
export function newReference() {
  let code = "";
  for (let i = 0; i < 6; i += 1) code += ALPHABET[randomInt(ALPHABET.length)];
  return `NC-${code}`;
}
