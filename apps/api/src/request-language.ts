import type { Language } from "@capital/contract/catalogue";
import type { FastifyRequest } from "fastify";

/** The API answers in English unless the request prefers Arabic. */
export function requestLanguage(request: FastifyRequest): Language {
  const header = request.headers["accept-language"] ?? "";
  return /^\s*ar\b/i.test(header) ? "ar" : "en";
}
