import { pageOf, pageWindow } from "@capital/contract/paging";
import { trackRecordRoutes as routes } from "@capital/contract/routes/track-record-routes";
import { and, eq } from "drizzle-orm";
import type { FastifyReply } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { projects } from "../../db/schema";
import { notFound } from "../../http-error";
import { parseId } from "../../parse-id";
import { isPublished } from "../../publication/published";
import { countProgressUpdates, progressUpdates } from "../../track-record/progress-updates";
import { companyTrackRecord } from "./company-track-record";

const publicAnswer = { cache: { scope: "public" } } as const;

function publicCache(reply: FastifyReply, seconds = 60) {
  reply.header("cache-control", `public, max-age=${seconds}, stale-while-revalidate=${seconds * 5}`);
}

/** What buyers read of a developer's track record (issue 21 point 6): drafts answer 404 like unknown ids. */
const trackRecord: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...routes.companyTrackRecord,
    config: publicAnswer,
    handler: async (request, reply) => {
      const record = await companyTrackRecord(app.db, parseId(request.params.id, "companyNotFound"));
      if (!record) throw notFound("companyNotFound");
      publicCache(reply);
      return record;
    },
  });

  app.route({
    ...routes.projectProgress,
    config: publicAnswer,
    handler: async (request, reply) => {
      const id = parseId(request.params.id, "projectNotFound");
      const [project] = await app.db
        .select({ id: projects.id })
        .from(projects)
        .where(and(eq(projects.id, id), isPublished));
      if (!project) throw notFound("projectNotFound");
      const [count, updates] = await Promise.all([
        countProgressUpdates(app.db, id),
        progressUpdates(app.db, id, pageWindow(request.query)),
      ]);
      publicCache(reply);
      // Who posted an update is the portal's business, not the buyer's.
      return pageOf(
        count,
        request.query,
        updates.map(({ postedBy: _postedBy, ...update }) => update),
      );
    },
  });
};

export default trackRecord;
