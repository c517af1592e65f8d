import type { ApiError } from "@capital/contract/api-error";
import { isMessageCode, type MessageCode, message } from "@capital/contract/errors";
import type { FastifyError, FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { localFigure } from "../arabic-digits";
import { isDatabaseUnavailable } from "../db/unavailable";
import { HttpError } from "../http-error";
import { requestLanguage } from "../request-language";

/** Answers whose status says it all. Fastify's body parsers (FST_ERR_CTP_…) otherwise mean a malformed body. */
const BY_STATUS: Partial<Record<number, MessageCode>> = {
  404: "notFound",
  408: "requestTimeout",
  413: "bodyTooLarge",
  415: "unsupportedMediaType",
  429: "rateLimited",
  503: "serviceUnavailable",
};
/** How long a client should wait before trying again after a 503. */
export const RETRY_AFTER_SECONDS = 5;

/** Every error leaves the API in the contract's one shape, in the language the request asked for. */
export default fp(async function errors(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const language = requestLanguage(request);
    // Figures in a message read as the request's language writes numbers.
    const say = (code: MessageCode, params: Record<string, string> = {}) =>
      message(
        code,
        language,
        Object.fromEntries(Object.entries(params).map(([k, v]) => [k, localFigure(k, v, language)])),
      );

    if (error instanceof HttpError) {
      const { params } = error;
      const body: ApiError = { code: error.code, message: say(error.code, params) };
      if (error.fields) {
        body.fields = Object.fromEntries(
          Object.entries(error.fields).map(([field, codes]) => [field, codes.map((c) => say(c, params))]),
        );
      }
      return reply.status(error.statusCode).send(body);
    }

    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string[]> = {};
      for (const issue of error.validation) {
        const field = issue.instancePath.replace(/^\//, "").replaceAll("/", ".") || "non_field_errors";
        const raw = issue.message ?? "";
        const bound = rangeBound(raw, issue.keyword, issue.params);
        const text = bound
          ? say(bound.code, bound.params)
          : isMessageCode(raw)
            ? say(raw)
            : localiseDefault(raw, language);
        fields[field] = [...(fields[field] ?? []), text];
      }
      return reply
        .status(400)
        .send({ code: "validation", message: say("validation"), fields } satisfies ApiError);
    }

    if (error.code === "FST_REQ_FILE_TOO_LARGE") {
      const upload = request.routeOptions.config.upload;
      const fields = { [upload?.field ?? "profilePicture"]: [say(upload?.tooLarge ?? "imageTooLarge")] };
      return reply
        .status(400)
        .send({ code: "validation", message: say("validation"), fields } satisfies ApiError);
    }

    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, "the database could not be reached");
      reply.header("retry-after", String(RETRY_AFTER_SECONDS));
      return reply.status(503).send({ code: "serviceUnavailable", message: say("serviceUnavailable") });
    }

    const status = error.statusCode ?? 500;
    const known = BY_STATUS[status] ?? (error.code?.startsWith("FST_ERR_CTP_") ? "malformedBody" : undefined);
    if (known) return reply.status(status).send({ code: known, message: say(known) } satisfies ApiError);
    if (status >= 400 && status < 500) {
      return reply.status(status).send({ code: "validation", message: say("validation") } satisfies ApiError);
    }
    request.log.error({ err: error }, "unhandled error");
    return reply.status(500).send({ code: "internal", message: say("internal") } satisfies ApiError);
  });

  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send({ code: "notFound", message: message("notFound", requestLanguage(request)) });
  });
});

/** A figure (a count, a floor) in Arabic-Indic digits; a name or a code ("B1-101") as it is written. */
/**
 * "Out of range" names the bound that was crossed, when zod's issue says which: a person who typed
 * 0 where the least is 1 is told "at least 1", not only that 0 is wrong.
 */
function rangeBound(
  raw: string,
  keyword: string,
  params: Record<string, unknown>,
): { code: MessageCode; params: Record<string, string> } | undefined {
  if (raw !== "numberOutOfRange" || params.inclusive === false) return undefined;
  const limit = keyword === "too_small" ? params.minimum : keyword === "too_big" ? params.maximum : undefined;
  if (typeof limit !== "number" && typeof limit !== "bigint") return undefined;
  return keyword === "too_small"
    ? { code: "numberAtLeast", params: { min: String(limit) } }
    : { code: "numberAtMost", params: { max: String(limit) } };
}

/** zod's own messages are English; an Arabic reader gets the catalogue's generic field text instead. */
function localiseDefault(text: string, language: "ar" | "en") {
  return language === "ar" ? "قيمة غير صحيحة" : text;
}
