import { randomBytes } from "node:crypto";
import type { FastifyRequest } from "fastify";

/**
 * The API requests pages make inside this process (`app.inject`, see plugins/web.ts) carry a mark
 * nobody outside can forge: a page already let in is not turned away halfway through its render.
 */
const HEADER = "x-capital-in-process";
const MARK = randomBytes(16).toString("hex");

export const inProcessHeaders = { [HEADER]: MARK };

export function isInProcess(request: FastifyRequest): boolean {
  return request.headers[HEADER] === MARK;
}
