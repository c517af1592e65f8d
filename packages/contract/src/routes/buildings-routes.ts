import { z } from "zod";
import { floorFeaturesSchema, idParamsSchema } from "../catalogue-api";
import { defineRoute, errorAnswers } from "../define-route";
import { enrichedUnitSchema } from "../projects";

const tags = ["buildings"];
const units = z.array(enrichedUnitSchema);

/** SPEC.md's cascading Building, Floor, Unit: each answer is one floor or one building. */
export const buildingsRoutes = {
  mallFloorUnits: defineRoute({
    method: "GET",
    url: "/mall-floors/:id/units/",
    schema: {
      tags,
      summary: "The units on one mall floor",
      params: idParamsSchema,
      response: { 200: units, ...errorAnswers(404) },
    },
  }),
  blockFloors: defineRoute({
    method: "GET",
    url: "/blocks/:id/floors/",
    schema: {
      tags,
      summary: "The floors of one block, with unit counts",
      params: idParamsSchema,
      response: { 200: z.array(floorFeaturesSchema), ...errorAnswers(404) },
    },
  }),
  blockFloorUnits: defineRoute({
    method: "GET",
    url: "/block-floors/:id/units/",
    schema: {
      tags,
      summary: "The units on one floor of a block",
      params: idParamsSchema,
      response: { 200: units, ...errorAnswers(404) },
    },
  }),
  villaUnits: defineRoute({
    method: "GET",
    url: "/villas/:id/units/",
    schema: {
      tags,
      summary: "A villa's floors, each a unit of its own",
      params: idParamsSchema,
      response: { 200: units, ...errorAnswers(404) },
    },
  }),
};
