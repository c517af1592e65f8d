import type { FastifyPluginAsync } from "fastify";
import meRoutes from "./me-routes";

/** Issue 17's partner portal core: roles, companies, staff, invitations, audit log, moderation. */
const partnerCore: FastifyPluginAsync = async (app) => {
  await app.register(meRoutes);
};

export default partnerCore;
