import type { FastifyPluginAsync } from "fastify";
import auditRoutes from "./audit-routes";
import companyRoutes from "./company-routes";
import invitationRoutes from "./invitation-routes";
import invitationWithdrawalRoutes from "./invitation-withdrawal-routes";
import locationRoutes from "./location-routes";
import meRoutes from "./me-routes";
import moderationRoutes from "./moderation-routes";
import staffRoutes from "./staff-routes";

/** Issue 17's partner portal core: roles, companies, staff, invitations, audit log, moderation. */
const partnerCore: FastifyPluginAsync = async (app) => {
  await app.register(meRoutes);
  await app.register(companyRoutes);
  await app.register(locationRoutes);
  await app.register(staffRoutes);
  await app.register(invitationRoutes);
  await app.register(invitationWithdrawalRoutes);
  await app.register(auditRoutes);
  await app.register(moderationRoutes);
};

export default partnerCore;
