import type { FastifyPluginAsync } from "fastify";
import passwordResetRoutes from "./password-reset-routes";
import tokenRoutes from "./token-routes";
import userRoutes from "./user-routes";

const accounts: FastifyPluginAsync = async (app) => {
  await app.register(tokenRoutes);
  await app.register(userRoutes);
  await app.register(passwordResetRoutes);
};

export default accounts;
