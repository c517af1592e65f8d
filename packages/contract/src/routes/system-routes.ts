import { defineRoute } from "../define-route";
import { healthSchema, publicConfigSchema } from "../system";

const tags = ["system"];

export const systemRoutes = {
  health: defineRoute({
    method: "GET",
    url: "/health/",
    schema: { tags, summary: "Liveness and database check", response: { 200: healthSchema } },
  }),
  config: defineRoute({
    method: "GET",
    url: "/config/",
    schema: { tags, summary: "Public settings the pages need", response: { 200: publicConfigSchema } },
  }),
};
