import { PROFILE_PICTURE_MAX_BYTES } from "@capital/contract/accounts";
import type { MessageCode } from "@capital/contract/errors";
import multipart from "@fastify/multipart";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { HttpError } from "../http-error";

declare module "fastify" {
  interface FastifyContextConfig {
    /** A route taking larger files than profile pictures: its limit, and the field and message of a file past it. */
    upload?: {
      maxBytes: number;
      field: string;
      tooLarge: MessageCode;
      /** Several files under `field`, which then arrives as a list (one past the most, for zod to refuse by name). */
      maxFiles?: number;
    };
  }
}

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
    const upload = request.routeOptions.config.upload;
    const listed: (string | Buffer)[] = [];
    try {
      const parts = upload
        ? request.parts({
            limits: { fileSize: upload.maxBytes, ...(upload.maxFiles ? { files: upload.maxFiles + 1 } : {}) },
          })
        : request.parts();
      for await (const part of parts) {
        const value = part.type === "file" ? await part.toBuffer() : String(part.value);
        if (upload?.maxFiles && part.fieldname === upload.field) listed.push(value);
        else fields.push([part.fieldname, value]);
      }
    } catch (error) {
      // The package's own errors (a file or a form past its limits) carry their status.
      if ((error as { statusCode?: number }).statusCode) throw error;
      throw new HttpError(400, "malformedBody");
    }
    // Last value wins for a repeated field; fromEntries makes "__proto__" a plain key.
    request.body = upload?.maxFiles
      ? { ...Object.fromEntries(fields), [upload.field]: listed }
      : Object.fromEntries(fields);
  });
});
