import { pageOf, pageWindow } from "@capital/contract/paging";
import { RESERVATION_STATUSES } from "@capital/contract/reservations";
import type { PartnerReservation } from "@capital/contract/routes/partner-reservations-routes";
import { partnerReservationsRoutes as routes } from "@capital/contract/routes/partner-reservations-routes";
import { type SQL, sql } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { queryRows } from "../../db/client";
import { HttpError } from "../../http-error";
import { parseId } from "../../parse-id";
import { type PartnerMember, scopedCompanyId } from "../../plugins/partner-access";
import {
  effectiveStatus,
  planOf,
  type ReservationRow,
  reservationRows,
} from "../../reservations/reservation-rows";
import { type MoveName, moveReservation, type ReservationScope } from "../../reservations/transitions";

/** Company staff see their company's units' reservations; operators see every one (decision 18). */
function scopeOf(member: PartnerMember): ReservationScope {
  const companyId = scopedCompanyId(member);
  return companyId === null ? { everyone: true } : { companyId };
}

function inScope(member: PartnerMember): SQL {
  const companyId = scopedCompanyId(member);
  return companyId === null ? sql`true` : sql`p.implementing_company_id = ${companyId}`;
}

function asPartnerReservation(r: ReservationRow): PartnerReservation {
  return {
    id: r.id,
    reference: r.reference,
    status: r.status,
    createdAt: r.created_at,
    expiresAt: r.status === "held" ? r.hold_expires_at : null,
    decidedAt: r.decided_at,
    declineReason: r.decline_reason,
    buyer: { name: r.buyer_name, email: r.buyer_email, phone: r.phone },
    note: r.note,
    preferredCallTime: r.preferred_call_time,
    plan: planOf(r),
    unit: {
      id: r.unit_id,
      name: r.unit_name,
      nameArabic: r.unit_name_arabic,
      projectId: r.project_id,
      projectName: r.project_name,
      projectNameArabic: r.project_name_arabic,
      totalPrice: r.total_price,
    },
  };
}

const countRow = z.object({ status: z.enum(RESERVATION_STATUSES), n: z.coerce.number().int() });

/** Issue 18's reservations inbox for the company's staff, and its decisions; each one is audited. */
const partnerReservations: FastifyPluginAsyncZod = async (app) => {
  const one = async (member: PartnerMember, id: number) => {
    const [row] = await reservationRows(app.db, sql`b.id = ${id} and ${inScope(member)}`, {
      limit: 1,
      offset: 0,
    });
    if (!row) throw new HttpError(404, "reservationNotFound");
    return asPartnerReservation(row);
  };

  app.route({
    ...routes.list,
    onRequest: app.partnerOnly(),
    handler: async (request) => {
      const member = request.partner;
      const { status, project } = request.query;
      const scoped = sql.join(
        [inScope(member), ...(project !== undefined ? [sql`p.id = ${project}`] : [])],
        sql` and `,
      );
      const where = status === undefined ? scoped : sql`${scoped} and ${effectiveStatus} = ${status}`;
      const counts = await queryRows(
        app.db,
        countRow,
        sql`select ${effectiveStatus} as status, count(*) as n
          from bookings b join units u on u.id = b.unit_id join projects p on p.id = u.project_id
          where ${scoped} group by 1`,
      );
      const byStatus = Object.fromEntries(RESERVATION_STATUSES.map((s) => [s, 0])) as Record<
        (typeof RESERVATION_STATUSES)[number],
        number
      >;
      for (const c of counts) byStatus[c.status] = c.n;
      const total = status === undefined ? counts.reduce((sum, c) => sum + c.n, 0) : byStatus[status];
      const rows = await reservationRows(app.db, where, pageWindow(request.query));
      return { ...pageOf(total, request.query, rows.map(asPartnerReservation)), counts: byStatus };
    },
  });

  const decide = async (member: PartnerMember, rawId: string, name: MoveName, reason?: string) => {
    const id = parseId(rawId, "reservationNotFound");
    const moved = await moveReservation(app.db, id, name, scopeOf(member), { actor: member, reason });
    await app.reservations.announce(moved.events);
    return one(member, id);
  };

  app.route({
    ...routes.confirm,
    onRequest: app.partnerOnly(),
    config: { invalidates: "everything" },
    handler: async (request) => decide(request.partner, request.params.id, "confirm"),
  });
  app.route({
    ...routes.decline,
    onRequest: app.partnerOnly(),
    config: { invalidates: "everything" },
    handler: async (request) => decide(request.partner, request.params.id, "decline", request.body.reason),
  });
  app.route({
    ...routes.sell,
    onRequest: app.partnerOnly(),
    config: { invalidates: "everything" },
    handler: async (request) => decide(request.partner, request.params.id, "sell"),
  });
};

export default partnerReservations;
