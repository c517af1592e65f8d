import type { RouteDefinition } from "@capital/contract/define-route";
import type { FastifyInstance } from "fastify";
import type { Db } from "../../db/client";
import type { PartnerTestRole, PartnerWorld } from "../partner-world";

/** What one call sends; `params` fill the route's `:name`s. */
export type CaseRequest = {
  params?: Record<string, string | number>;
  query?: Record<string, string | number | boolean>;
  /** JSON body, or a prepared multipart body (`testing/multipart.ts`). */
  body?: unknown;
  multipart?: { payload: Buffer; headers: Record<string, string> };
};

/**
 * One row of the authorization table (decision 18): a partner route, the call to make on
 * company A's data, and the status each role must get. `request` runs once per role, so a call
 * that uses up what it targets (a removal, an acceptance) makes a fresh target each time.
 */
export type AuthorizationCase = {
  route: RouteDefinition;
  request(context: {
    app: FastifyInstance;
    db: Db;
    world: PartnerWorld;
    role: PartnerTestRole;
  }): CaseRequest | Promise<CaseRequest>;
  expect: Record<PartnerTestRole, number>;
};

/** Signed-out callers get 401 and buyers 403 on every partner route; the rest is the route's own. */
export function partnersGet(statuses: Omit<Record<PartnerTestRole, number>, "anonymous" | "buyer">) {
  return { anonymous: 401, buyer: 403, ...statuses };
}
