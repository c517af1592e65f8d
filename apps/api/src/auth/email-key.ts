import type { FastifyRequest } from "fastify";
import type { RateLimit } from "../env";
import { perAccount } from "../plugins/rate-limit";

/**
 * The one form of an email address that names an account, for every look-up and every limit:
 * Unicode NFKC (full-width letters, the Kelvin sign and other compatibility forms become their
 * plain letters) and then lower case. Stored addresses are compared as `lower(email)`: sign-up
 * takes ASCII addresses only, whose lower case is the same in PostgreSQL and here, so an address
 * that does not fold to ASCII (İ becomes "i̇") can name no account, and none gets a limit of its own.
 */
export function emailKey(email: string): string {
  return email.trim().normalize("NFKC").toLowerCase();
}

/** Counts attempts per account, named by the email of the request's body. */
export function perEmail(limit: RateLimit, group: string) {
  return perAccount(limit, group, (request: FastifyRequest) =>
    emailKey(String((request.body as { email?: unknown }).email ?? "")),
  );
}
