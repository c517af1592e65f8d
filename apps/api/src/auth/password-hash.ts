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

/**
 * Sign-in reads a password trimmed, as sign-up stores it; an account made before passwords were
 * trimmed may have spaces around its password, so the password as typed is tried too. Known and
 * unknown accounts try the same passwords, so both take the same time.
 */
export async function verifySignInPassword(passwordHash: string, typed: string) {
  const trimmed = typed.trim();
  if (await verifyPassword(passwordHash, trimmed)) return true;
  return trimmed !== typed && verifyPassword(passwordHash, typed);
}

/** Compared against when the email is unknown, so a wrong email costs the same time as a wrong password. */
export const DUMMY_HASH = await hashPassword("timing-equaliser-not-a-real-password");
