import { pageOf, pageWindow } from "@capital/contract/paging";
import { RESERVATION_EXPORT_MAX_ROWS } from "@capital/contract/reservation-rules";
import { RESERVATION_STATUSES } from "@capital/contract/reservations";
import type {
  PartnerReservation,
  PartnerReservationsQuery,
} from "@capital/contract/routes/partner-reservations-routes";
import { partnerReservationsRoutes as routes } from "@capital/contract/routes/partner-reservations-routes";
import { type SQL, sql } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { recordAudit } from "../../audit";
import { queryRows } from "../../db/client";
import { HttpError } from "../../http-error";
import { parseId } from "../../parse-id";
import { type PartnerMember, scopedCompanyId } from "../../plugins/partner-access";
import { requestLanguage } from "../../request-language";
import { addReservationNote, notesByReservation, reservationNotes } from "../../reservations/notes";
import {
  effectiveStatus,
  planOf,
  type ReservationRow,
  reservationRows,
} from "../../reservations/reservation-rows";
import { reservationSheet } from "../../reservations/reservation-sheet";
import { type MoveName, moveReservation, type ReservationScope } from "../../reservations/transitions";
import { SHEET_CONTENT_TYPES, writeSheet } from "../../spreadsheet";

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
    noteCount: r.note_count,
    unit: {
      id: r.unit_id,
      name: r.unit_name,
      nameArabic: r.unit_name_arabic,
      code: r.unit_code,
      building: r.building,
      buildingArabic: r.building_arabic,
      floor: r.unit_floor,
      projectId: r.project_id,
      projectName: r.project_name,
      projectNameArabic: r.project_name_arabic,
      totalPrice: r.total_price,
    },
  };
}

const countRow = z.object({ status: z.enum(RESERVATION_STATUSES), n: z.coerce.number().int() });
const projectRow = z.object({ id: z.number().int(), name: z.string(), name_arabic: z.string() });

/**
 * The inbox's filters but the status: the caller's scope, the project, and the days the
 * reservations were made on, as days in Cairo (where the companies work).
 */
function filtered(
  member: PartnerMember,
  query: Pick<PartnerReservationsQuery, "project" | "from" | "to">,
): SQL {
  const conditions = [inScope(member)];
  if (query.project !== undefined) conditions.push(sql`p.id = ${query.project}`);
  if (query.from !== undefined) {
    conditions.push(sql`b.created_at >= (${query.from}::date)::timestamp at time zone 'Africa/Cairo'`);
  }
  if (query.to !== undefined) {
    conditions.push(sql`b.created_at < (${query.to}::date + 1)::timestamp at time zone 'Africa/Cairo'`);
  }
  return sql.join(conditions, sql` and `);
}

/** The filters an export was asked with, the ones given only. */
function filtersOf(query: Pick<PartnerReservationsQuery, "status" | "project" | "from" | "to">) {
  const { status, project, from, to } = query;
  return Object.fromEntries(Object.entries({ status, project, from, to }).filter(([, v]) => v !== undefined));
}

/**
 * Issue 18's reservations inbox for the company's staff: filters, decisions and internal notes;
 * each write is audited.
 */
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
      const { status } = request.query;
      const scoped = filtered(member, request.query);
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
      const projects = await queryRows(
        app.db,
        projectRow,
        sql`select p.id, p.name, p.name_arabic from projects p
          where ${inScope(member)}
            and p.id in (select u.project_id from bookings b join units u on u.id = b.unit_id)
          order by p.name, p.id`,
      );
      return {
        ...pageOf(total, request.query, rows.map(asPartnerReservation)),
        counts: byStatus,
        projects: projects.map((p) => ({ id: p.id, name: p.name, nameArabic: p.name_arabic })),
      };
    },
  });

  app.route({
    ...routes.exportReservations,
    onRequest: app.partnerOnly(),
    handler: async (request, reply) => {
      const member = request.partner;
      const { status, format } = request.query;
      const scoped = filtered(member, request.query);
      const where = status === undefined ? scoped : sql`${scoped} and ${effectiveStatus} = ${status}`;
      const [counted] = await queryRows(
        app.db,
        z.object({ n: z.coerce.number().int() }),
        sql`select count(*) as n
          from bookings b join units u on u.id = b.unit_id join projects p on p.id = u.project_id
          where ${where}`,
      );
      const total = counted?.n ?? 0;
      if (total > RESERVATION_EXPORT_MAX_ROWS)
        throw new HttpError(400, "reservationExportTooLarge", undefined, {
          count: String(total),
          max: String(RESERVATION_EXPORT_MAX_ROWS),
        });
      const rows = await reservationRows(app.db, where, { limit: RESERVATION_EXPORT_MAX_ROWS, offset: 0 });
      const language = requestLanguage(request);
      const notes = await notesByReservation(
        app.db,
        rows.map((r) => r.id),
      );
      const file = await writeSheet(reservationSheet(rows, notes, language), format, {
        name: language === "ar" ? "الحجوزات" : "Reservations",
        rightToLeft: language === "ar",
      });
      // Buyers' names, phones and emails leave the portal: the log says who took them, and which.
      await recordAudit(app.db, member, {
        action: "export",
        entity: "booking",
        entityId: null,
        companyId: scopedCompanyId(member),
        before: null,
        after: { rows: rows.length, format, ...filtersOf(request.query) },
      });
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .type(SHEET_CONTENT_TYPES[format])
        .header("content-disposition", `attachment; filename="reservations-${day}.${format}"`)
        .send(file as unknown as string);
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

  app.route({
    ...routes.notes,
    onRequest: app.partnerOnly(),
    handler: async (request) =>
      reservationNotes(app.db, parseId(request.params.id, "reservationNotFound"), scopeOf(request.partner)),
  });
  app.route({
    ...routes.addNote,
    onRequest: app.partnerOnly(),
    handler: async (request, reply) => {
      const id = parseId(request.params.id, "reservationNotFound");
      const note = await addReservationNote(
        app.db,
        id,
        scopeOf(request.partner),
        request.partner,
        request.body.text,
      );
      return reply.status(201).send(note);
    },
  });
};

export default partnerReservations;
