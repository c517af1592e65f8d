import { z } from "zod";
import { messageResponseSchema } from "../accounts";
import { apiErrorSchema } from "../api-error";
import { defineRoute, errorAnswers } from "../define-route";
import { mediaSchema } from "../media";
import { pagedSchema } from "../paging";
import {
  buildingInputSchema,
  buildingNamesSchema,
  exportQuerySchema,
  generatorQuerySchema,
  generatorResultSchema,
  importFileSchema,
  importQuerySchema,
  importResultSchema,
  mallFloorInputSchema,
  mallFloorPatchSchema,
  mediaOrderSchema,
  mediaPatchSchema,
  mediaUploadSchema,
  partnerBuildingSchema,
  partnerIdParamsSchema,
  partnerProjectSchema,
  partnerProjectSummarySchema,
  partnerUnitSchema,
  priceChangeSchema,
  projectInputSchema,
  projectListQuerySchema,
  projectPatchSchema,
  unitGeneratorSchema,
  unitInputSchema,
  unitListQuerySchema,
  unitPatchSchema,
} from "../partner-catalogue";

const security = [{ bearerAuth: [] }];
const tags = ["partner catalogue"];
const errors = errorAnswers(400, 401, 403, 404);
const params = partnerIdParamsSchema;
const multipartForm = ["multipart/form-data"];
/** A file answer (CSV or XLSX): documented as bytes. */
const fileAnswer = z.string().describe("the file's bytes");

/**
 * Issue 17's catalogue management under /partner/: company staff reach their own company's
 * projects only (another's ids answer 404); operators reach every company's.
 */
export const partnerCatalogueRoutes = {
  projects: defineRoute({
    method: "GET",
    url: "/partner/projects/",
    schema: {
      tags,
      summary: "The projects I manage, drafts included, newest first",
      security,
      querystring: projectListQuerySchema,
      response: { 200: pagedSchema(partnerProjectSummarySchema), ...errors },
    },
  }),
  createProject: defineRoute({
    method: "POST",
    url: "/partner/projects/",
    schema: {
      tags,
      summary: "Create a mall or a compound, as a draft",
      security,
      body: projectInputSchema,
      response: { 201: partnerProjectSchema, ...errors },
    },
  }),
  project: defineRoute({
    method: "GET",
    url: "/partner/projects/:id/",
    schema: {
      tags,
      summary: "A project with its buildings, floors and gallery",
      security,
      params,
      response: { 200: partnerProjectSchema, ...errors },
    },
  }),
  updateProject: defineRoute({
    method: "PATCH",
    url: "/partner/projects/:id/",
    schema: {
      tags,
      summary: "Change some of a project's fields",
      security,
      params,
      body: projectPatchSchema,
      response: { 200: partnerProjectSchema, ...errors },
    },
  }),
  deleteProject: defineRoute({
    method: "DELETE",
    url: "/partner/projects/:id/",
    schema: {
      tags,
      summary:
        "Delete a project with its buildings, units and pictures; not while buyers' reservations hold its units (409)",
      security,
      params,
      response: { 200: messageResponseSchema, ...errorAnswers(400, 401, 403, 404, 409) },
    },
  }),
  publishProject: defineRoute({
    method: "POST",
    url: "/partner/projects/:id/publish/",
    schema: {
      tags,
      summary: "Publish a project: buyers see it on the next request",
      security,
      params,
      response: { 200: partnerProjectSchema, ...errors },
    },
  }),
  unpublishProject: defineRoute({
    method: "POST",
    url: "/partner/projects/:id/unpublish/",
    schema: {
      tags,
      summary: "Make a project a draft again: it leaves every public page",
      security,
      params,
      response: { 200: partnerProjectSchema, ...errors },
    },
  }),
  createBuilding: defineRoute({
    method: "POST",
    url: "/partner/projects/:id/buildings/",
    schema: {
      tags,
      summary: "Add a compound's building (a block of apartments, studios or hotel units) or villa group",
      security,
      params,
      body: buildingInputSchema,
      response: { 201: partnerBuildingSchema, ...errors },
    },
  }),
  renameBlock: defineRoute({
    method: "PATCH",
    url: "/partner/blocks/:id/",
    schema: {
      tags,
      summary: "Rename a compound's block (apartments, studios or hotel units), in both languages",
      security,
      params,
      body: buildingNamesSchema,
      response: { 200: partnerBuildingSchema, ...errors },
    },
  }),
  renameVilla: defineRoute({
    method: "PATCH",
    url: "/partner/villas/:id/",
    schema: {
      tags,
      summary: "Rename a compound's villa building, in both languages",
      security,
      params,
      body: buildingNamesSchema,
      response: { 200: partnerBuildingSchema, ...errors },
    },
  }),
  createMallFloor: defineRoute({
    method: "POST",
    url: "/partner/projects/:id/mall-floors/",
    schema: {
      tags,
      summary: "Add a mall's floor",
      security,
      params,
      body: mallFloorInputSchema,
      response: { 201: partnerBuildingSchema, ...errors },
    },
  }),
  updateMallFloor: defineRoute({
    method: "PATCH",
    url: "/partner/mall-floors/:id/",
    schema: {
      tags,
      summary: "Change a mall floor's tag, area or features",
      security,
      params,
      body: mallFloorPatchSchema,
      response: { 200: partnerBuildingSchema, ...errors },
    },
  }),
  units: defineRoute({
    method: "GET",
    url: "/partner/projects/:id/units/",
    schema: {
      tags,
      summary: "A project's units by code, filtered by code or name, building and status",
      security,
      params,
      querystring: unitListQuerySchema,
      response: { 200: pagedSchema(partnerUnitSchema), ...errors },
    },
  }),
  createUnit: defineRoute({
    method: "POST",
    url: "/partner/projects/:id/units/",
    schema: {
      tags,
      summary: "Add a unit to a building's floor",
      security,
      params,
      body: unitInputSchema,
      response: { 201: partnerUnitSchema, ...errors },
    },
  }),
  generateUnits: defineRoute({
    method: "POST",
    url: "/partner/projects/:id/units/generate/",
    schema: {
      tags,
      summary:
        "Make many units at once: buildings × floors × units per floor, named by patterns. A dry run (the default) lists them and writes nothing; a real run writes all or none",
      security,
      params,
      querystring: generatorQuerySchema,
      body: unitGeneratorSchema,
      response: { 200: generatorResultSchema, 201: generatorResultSchema, ...errors },
    },
  }),
  unit: defineRoute({
    method: "GET",
    url: "/partner/units/:id/",
    schema: { tags, summary: "A unit", security, params, response: { 200: partnerUnitSchema, ...errors } },
  }),
  updateUnit: defineRoute({
    method: "PATCH",
    url: "/partner/units/:id/",
    schema: {
      tags,
      summary: "Change some of a unit's fields; a new price is kept in its price history",
      security,
      params,
      body: unitPatchSchema,
      response: { 200: partnerUnitSchema, ...errors },
    },
  }),
  deleteUnit: defineRoute({
    method: "DELETE",
    url: "/partner/units/:id/",
    schema: {
      tags,
      summary: "Delete a unit; a unit a buyer's reservation holds cannot be deleted (409)",
      security,
      params,
      response: { 200: messageResponseSchema, ...errorAnswers(400, 401, 403, 404, 409) },
    },
  }),
  priceChanges: defineRoute({
    method: "GET",
    url: "/partner/units/:id/price-changes/",
    schema: {
      tags,
      summary: "A unit's price history, newest first",
      security,
      params,
      response: { 200: z.array(priceChangeSchema), ...errors },
    },
  }),
  importUnits: defineRoute({
    method: "POST",
    url: "/partner/projects/:id/units/import/",
    schema: {
      tags,
      summary:
        "Import units from a CSV or XLSX file (field `file`): a dry run reports every problem and writes nothing; a real run writes all rows or none",
      security,
      params,
      querystring: importQuerySchema,
      body: importFileSchema,
      consumes: multipartForm,
      response: {
        200: importResultSchema,
        400: importResultSchema.or(apiErrorSchema),
        ...errorAnswers(401, 403, 404),
      },
    },
  }),
  exportUnits: defineRoute({
    method: "GET",
    url: "/partner/projects/:id/units/export/",
    schema: {
      tags,
      summary: "A project's units as the import template's CSV or XLSX",
      security,
      params,
      querystring: exportQuerySchema,
      response: { 200: fileAnswer, ...errors },
    },
  }),
  importTemplate: defineRoute({
    method: "GET",
    url: "/partner/units/import-template/",
    schema: {
      tags,
      summary: "The import template: its header and one example row",
      security,
      querystring: exportQuerySchema,
      response: { 200: fileAnswer, ...errors },
    },
  }),
  uploadMedia: defineRoute({
    method: "POST",
    url: "/partner/projects/:id/media/",
    schema: {
      tags,
      summary: "Add a photo (field `file`, JPEG, PNG or WebP) to the end of a project's gallery",
      security,
      params,
      body: mediaUploadSchema,
      consumes: multipartForm,
      response: { 201: mediaSchema, ...errors },
    },
  }),
  orderMedia: defineRoute({
    method: "PUT",
    url: "/partner/projects/:id/media/order/",
    schema: {
      tags,
      summary: "Reorder a project's gallery: every picture's id once, the cover first",
      security,
      params,
      body: mediaOrderSchema,
      response: { 200: z.array(mediaSchema), ...errors },
    },
  }),
  updateMedia: defineRoute({
    method: "PATCH",
    url: "/partner/media/:id/",
    schema: {
      tags,
      summary: "Change a picture's descriptions for screen readers, in English and Arabic",
      security,
      params,
      body: mediaPatchSchema,
      response: { 200: mediaSchema, ...errors },
    },
  }),
  deleteMedia: defineRoute({
    method: "DELETE",
    url: "/partner/media/:id/",
    schema: {
      tags,
      summary: "Delete a picture and its files",
      security,
      params,
      response: { 200: messageResponseSchema, ...errors },
    },
  }),
};
