import type { Language } from "@capital/contract/catalogue";
import type { FastifyRequest } from "fastify";

/** The API answers in English unless the request prefers Arabic. */
export function requestLanguage(request: FastifyRequest): Language {
  const header = request.headers["accept-language"] ?? "";
  return /^\s*ar\b/i.test(header) ? "ar" : "en";
}

/** The language the request names first (the web sends its page's), or nothing when it names neither. */
export function statedLanguage(request: FastifyRequest): Language | undefined {
  const named = /^\s*(ar|en)\b/i.exec(request.headers["accept-language"] ?? "")?.[1];
  return named ? (named.toLowerCase() as Language) : undefined;
}
