import { PROFILE_PICTURE_MAX_BYTES } from "@capital/contract/accounts";
import multipart from "@fastify/multipart";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";

/** Multipart forms arrive as a plain body object (files as Buffers), so zod validates them like JSON. */
export default fp(async function forms(app: FastifyInstance) {
  await app.register(multipart, {
    attachFieldsToBody: "keyValues",
    limits: { fileSize: PROFILE_PICTURE_MAX_BYTES, files: 1, fields: 20, fieldSize: 64 * 1024 },
    throwFileSizeLimit: true,
  });
});
