import { hash, verify } from "@node-rs/argon2";

/** argon2id (algorithm 2; the package's enum is a const enum) with OWASP's parameters: 19 MiB, 2 passes, 1 lane. */
const OPTIONS = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string) {
  return hash(password, OPTIONS);
}

/** False for a wrong password and for unusable hashes (demo accounts store "!…", as Django does). */
export async function verifyPassword(passwordHash: string, password: string) {
  if (!passwordHash.startsWith("$argon2")) return false;
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** Compared against when the email is unknown, so a wrong email costs the same time as a wrong password. */
export const DUMMY_HASH = await hashPassword("timing-equaliser-not-a-real-password");
