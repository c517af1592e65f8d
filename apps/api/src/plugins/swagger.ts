import { API_PREFIX } from "@capital/contract/api-paths";
import { namedSchemas } from "@capital/contract/named-schemas";
import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { createJsonSchemaTransform, createJsonSchemaTransformObject } from "fastify-type-provider-zod";

/** The OpenAPI document is generated from the routes' zod schemas; the UI lives at /api/docs. */
export default fp(async function openApi(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      info: {
        title: "New Capital marketplace API",
        description:
          "Companies, malls, compounds, locations and units of Egypt's New Administrative Capital.",
        version: "1.0.0",
      },
      servers: [{ url: "/" }],
      components: {
        securitySchemes: { bearerAuth: { type: "http", scheme: "bearer", bearerFormat: "JWT" } },
      },
    },
    transform: createJsonSchemaTransform({ schemaRegistry: namedSchemas }),
    transformObject: createJsonSchemaTransformObject({ schemaRegistry: namedSchemas }),
    hideUntagged: false,
  });
  await app.register(swaggerUi, { routePrefix: "/api/docs", uiConfig: { docExpansion: "list" } });
  app.log.debug({ prefix: API_PREFIX }, "OpenAPI document ready");
});
