import { type MessageCode, message } from "@capital/contract/errors";
import { IMPORT_MAX_BYTES } from "@capital/contract/partner-catalogue";
import { partnerCatalogueRoutes as routes } from "@capital/contract/routes/partner-catalogue-routes";
import { localFigure } from "../../arabic-digits";
import { requestLanguage } from "../../request-language";
import { SHEET_CONTENT_TYPES, writeSheet } from "../../spreadsheet";
import {
  type CatalogueApp,
  type CatalogueLookups,
  EVERY_PARTNER,
  mayAddBuildings,
  write,
} from "./catalogue-lookups";
import { GUIDE_SHEET_NAME, importGuide } from "./import-guide";
import { exportSheet, TEMPLATE_EXAMPLE, templateSheet } from "./unit-export";
import { importUnits } from "./unit-import";
import type { RowProblem } from "./unit-rows";

/** Units in and out as CSV or XLSX: the import, the export and the template. */
export function registerInventoryRoutes(app: CatalogueApp, { projectOr404 }: CatalogueLookups) {
  app.route({
    ...routes.importUnits,
    onRequest: app.partnerOnly(EVERY_PARTNER),
    config: {
      ...write,
      upload: { maxBytes: IMPORT_MAX_BYTES, field: "file", tooLarge: "importFileTooLarge" },
    },
    handler: async (request, reply) => {
      const project = await projectOr404(request, request.params.id);
      const dryRun = request.query.dryRun !== "false";
      const outcome = await importUnits(app.db, project, request.body.file, {
        dryRun,
        userId: request.partner.userId,
        mayAddBuildings: mayAddBuildings(request),
      });
      const language = requestLanguage(request);
      const errors = outcome.problems.map((problem) => worded(problem, language));
      const { created, updated, newBuildings, priceChanges } = outcome;
      const body = { created, updated, newBuildings, priceChanges, errors };
      if (errors.length > 0 && !dryRun) return reply.status(400).send(body);
      return body;
    },
  });

  app.route({
    ...routes.exportUnits,
    onRequest: app.partnerOnly(EVERY_PARTNER),
    handler: async (request, reply) => {
      const project = await projectOr404(request, request.params.id);
      const format = request.query.format;
      const sheet = await exportSheet(app.db, project.id);
      const file = await writeSheet(sheet, format);
      return reply
        .type(SHEET_CONTENT_TYPES[format])
        .header("content-disposition", `attachment; filename="units-${project.id}.${format}"`)
        .send(file as unknown as string);
    },
  });

  app.route({
    ...routes.importTemplate,
    onRequest: app.partnerOnly(EVERY_PARTNER),
    handler: async (request, reply) => {
      const format = request.query.format;
      const language = requestLanguage(request);
      const guide = {
        name: GUIDE_SHEET_NAME[language],
        rows: importGuide(language, TEMPLATE_EXAMPLE),
        rightToLeft: language === "ar",
        widths: [30, 90, 20],
      };
      const file = await writeSheet(templateSheet(), format, { name: "units" }, [guide]);
      return reply
        .type(SHEET_CONTENT_TYPES[format])
        .header("content-disposition", `attachment; filename="units-template.${format}"`)
        .send(file as unknown as string);
    },
  });
}

/** A problem of an import file in the reader's language, its numbers as the reader writes them. */
function worded(problem: RowProblem, language: "ar" | "en") {
  const params = Object.fromEntries(
    Object.entries(problem.params ?? {}).map(([name, value]) => [name, localFigure(name, value, language)]),
  );
  return {
    row: problem.row,
    column: problem.column,
    message: message(problem.code as MessageCode, language, params),
  };
}
