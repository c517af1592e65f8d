import { eq } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { projects } from "../../db/schema";
import { notFound } from "../../http-error";
import { parseId } from "../../parse-id";
import { partnerProject, type Scope, scopedProject, scopedUnit } from "./catalogue-store";

/** The app as the catalogue's route modules receive it (zod-typed routes). */
export type CatalogueApp = Parameters<FastifyPluginAsyncZod>[0];

export const MANAGERS = ["operator", "manager"] as const;
export const EVERY_PARTNER = ["operator", "manager", "sales"] as const;
/**
 * Whether a partner may add buildings and mall floors: the forms for them are managers' (and
 * operators'), so a file or the generator adds them only for those too.
 */
export const mayAddBuildings = (request: FastifyRequest) =>
  (MANAGERS as readonly string[]).includes(request.partner.role);
/** Every write changes what buyers may see: the next public request must show it. */
export const write = { invalidates: "everything" } as const;

/**
 * The catalogue's records as the asking partner may reach them: another company's ids answer 404,
 * exactly as ids that do not exist (decision 18).
 */
export function catalogueLookups(app: CatalogueApp) {
  const scopeOf = (request: FastifyRequest): Scope => request.partner;
  return {
    scopeOf,
    async projectOr404(request: FastifyRequest, raw: string) {
      const project = await scopedProject(app.db, scopeOf(request), parseId(raw, "projectNotFound"));
      if (!project) throw notFound("projectNotFound");
      return project;
    },
    async wholeProject(request: FastifyRequest, id: number) {
      const project = await partnerProject(app.db, scopeOf(request), id);
      if (!project) throw notFound("projectNotFound");
      return project;
    },
    async unitOr404(request: FastifyRequest, raw: string) {
      const unit = await scopedUnit(app.db, scopeOf(request), parseId(raw, "unitNotFound"));
      if (!unit) throw notFound("unitNotFound");
      return unit;
    },
    async companyOfProject(projectId: number) {
      const [row] = await app.db
        .select({ id: projects.implementingCompanyId })
        .from(projects)
        .where(eq(projects.id, projectId));
      return row?.id ?? null;
    },
  };
}
export type CatalogueLookups = ReturnType<typeof catalogueLookups>;
