import type { ApiError } from "@capital/contract/api-error";
import { MESSAGES, type MessageCode, message } from "@capital/contract/errors";
import type { FastifyError, FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { HttpError } from "../http-error";
import { requestLanguage } from "../request-language";

function isMessageCode(value: string): value is MessageCode {
  return Object.hasOwn(MESSAGES, value);
}

/** Every error leaves the API in the contract's one shape, in the language the request asked for. */
export default fp(async function errors(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const language = requestLanguage(request);
    const say = (code: MessageCode, params?: Record<string, string>) => message(code, language, params);

    if (error instanceof HttpError) {
      const body: ApiError = { code: error.code, message: say(error.code, error.params) };
      if (error.fields) {
        body.fields = Object.fromEntries(
          Object.entries(error.fields).map(([field, codes]) => [field, codes.map((c) => say(c))]),
        );
      }
      return reply.status(error.statusCode).send(body);
    }

    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string[]> = {};
      for (const issue of error.validation) {
        const field = issue.instancePath.replace(/^\//, "").replaceAll("/", ".") || "non_field_errors";
        const raw = issue.message ?? "";
        const text = isMessageCode(raw) ? say(raw) : localiseDefault(raw, language);
        fields[field] = [...(fields[field] ?? []), text];
      }
      return reply
        .status(400)
        .send({ code: "validation", message: say("validation"), fields } satisfies ApiError);
    }

    if (error.code === "FST_REQ_FILE_TOO_LARGE") {
      const fields = { profilePicture: [say("imageTooLarge")] };
      return reply
        .status(400)
        .send({ code: "validation", message: say("validation"), fields } satisfies ApiError);
    }

    const status = error.statusCode ?? 500;
    if (status === 429) return reply.status(429).send({ code: "rateLimited", message: say("rateLimited") });
    if (status === 404) return reply.status(404).send({ code: "notFound", message: say("notFound") });
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

/** zod's own messages are English; an Arabic reader gets the catalogue's generic field text instead. */
function localiseDefault(text: string, language: "ar" | "en") {
  return language === "ar" ? "قيمة غير صحيحة" : text;
}
