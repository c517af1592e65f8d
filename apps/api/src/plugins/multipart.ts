import { PROFILE_PICTURE_MAX_BYTES } from "@capital/contract/accounts";
import multipart from "@fastify/multipart";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { HttpError } from "../http-error";

/**
 * Multipart forms arrive as a plain body object (files as Buffers), so zod validates them like
 * JSON. The form is read here rather than by the package's `attachFieldsToBody`: a body that
 * claims to be multipart and is not (no boundary, cut short, JSON) is the client's error, which
 * the package's parser (busboy) reports as a bare Error, a 500.
 */
export default fp(async function forms(app: FastifyInstance) {
  await app.register(multipart, {
    limits: { fileSize: PROFILE_PICTURE_MAX_BYTES, files: 2, fields: 20, fieldSize: 64 * 1024 },
    throwFileSizeLimit: true,
  });

  app.addHook("preValidation", async (request) => {
    if (!request.isMultipart()) return;
    const fields: [string, string | Buffer][] = [];
    try {
      for await (const part of request.parts()) {
        fields.push([part.fieldname, part.type === "file" ? await part.toBuffer() : String(part.value)]);
      }
    } catch (error) {
      // The package's own errors (a file or a form past its limits) carry their status.
      if ((error as { statusCode?: number }).statusCode) throw error;
      throw new HttpError(400, "malformedBody");
    }
    // Last value wins for a repeated field; fromEntries makes "__proto__" a plain key.
    request.body = Object.fromEntries(fields);
  });
});
