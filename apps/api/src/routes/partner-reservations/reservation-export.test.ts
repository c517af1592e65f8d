import { RESERVATION_EXPORT_MAX_ROWS } from "@capital/contract/reservation-rules";
import { and, desc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, bookings, users } from "../../db/schema";
import { readSheet } from "../../spreadsheet";
import { heldReservation } from "../../testing/held-reservation";
import { createPartnerWorld, type PartnerWorld } from "../../testing/partner-world";
import { createTestApp } from "../../testing/test-app";

let t: Awaited<ReturnType<typeof createTestApp>>;
let world: PartnerWorld;
beforeAll(async () => {
  t = await createTestApp();
  world = await createPartnerWorld(t.app, t.db);
});
afterAll(() => t.close());

const exported = (role: "salesA" | "managerA" | "operator" | "salesB", query: string, language = "en") =>
  t.app.inject({
    method: "GET",
    url: `/api/v1/partner/reservations/export/${query}`,
    headers: { ...world.headers(role), "accept-language": language },
  });

describe("exporting reservations", () => {
  it("writes the company's reservations the filters match, in the reader's language, as XLSX or CSV", async () => {
    const hold = await heldReservation(t.app, t.db, world.companyA.id);
    const foreign = await heldReservation(t.app, t.db, world.companyB.id);
    for (const text of ["Called, no answer", "Buyer asks for a ground floor"]) {
      const noted = await t.app.inject({
        method: "POST",
        url: `/api/v1/partner/reservations/${hold.id}/notes/`,
        headers: world.headers("salesA"),
        payload: { text },
      });
      expect(noted.statusCode).toBe(201);
    }

    const xlsx = await exported("salesA", "?status=held");
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers["content-type"]).toContain("spreadsheetml");
    expect(xlsx.headers["content-disposition"]).toMatch(
      /^attachment; filename="reservations-\d{4}-\d{2}-\d{2}\.xlsx"$/,
    );
    const sheet = await readSheet(xlsx.rawPayload);
    expect(sheet[0]).toEqual(expect.arrayContaining(["Reference", "Status", "Phone", "Price (EGP)"]));
    const row = sheet.find((cells) => cells[0] === hold.reference);
    expect(row).toBeDefined();
    expect(row?.slice(0, 2)).toEqual([hold.reference, "Held"]);
    expect(row).toEqual(expect.arrayContaining(["+201012345678", hold.buyer.email, "Call after 5"]));
    // Which unit, as the inbox names it: its code, building and floor beside its name.
    const inbox = await t.app.inject({
      method: "GET",
      url: "/api/v1/partner/reservations/?status=held",
      headers: world.headers("salesA"),
    });
    const { unit } = inbox.json().results.find((r: { id: number }) => r.id === hold.id);
    const column = (name: string) => row?.[sheet[0]?.indexOf(name) ?? -1];
    expect([column("Unit code"), column("Building"), column("Floor")]).toEqual([
      unit.code,
      unit.building,
      String(unit.floor),
    ]);
    expect(unit.building).toEqual(expect.any(String));
    expect(sheet.some((cells) => cells[0] === foreign.reference)).toBe(false);
    // The staff's notes themselves, oldest first, each with when and who.
    expect(row?.at(-1)).toMatch(
      /^\d{4}-\d{2}-\d{2} \d{2}:\d{2} .+: Called, no answer\n\d{4}-\d{2}-\d{2} \d{2}:\d{2} .+: Buyer asks for a ground floor$/,
    );

    // Arabic headers and statuses; the figures stay Western, so a spreadsheet can sum them.
    const csv = await exported("salesA", `?status=held&project=${hold.projectId}&format=csv`, "ar");
    expect(csv.statusCode).toBe(200);
    expect(csv.headers["content-type"]).toBe("text/csv; charset=utf-8");
    const arabic = await readSheet(csv.rawPayload);
    expect(arabic[0]?.slice(0, 2)).toEqual(["المرجع", "الحالة"]);
    expect(arabic).toHaveLength(2);
    expect(arabic[1]?.slice(0, 2)).toEqual([hold.reference, "محجوز مؤقتًا"]);
    expect(arabic[1]?.[2]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);

    // An Arabic workbook's sheet runs right to left, its header frozen.
    const arabicXlsx = await exported("salesA", `?project=${hold.projectId}`, "ar");
    const { default: excel } = await import("exceljs");
    const workbook = new excel.Workbook();
    await workbook.xlsx.load(arabicXlsx.rawPayload as unknown as ArrayBuffer);
    const worksheet = workbook.worksheets[0];
    expect(worksheet?.name).toBe("الحجوزات");
    expect(worksheet?.views[0]).toMatchObject({ rightToLeft: true, state: "frozen", ySplit: 1 });
    expect(worksheet?.getRow(2).getCell(11).value).toBeTypeOf("number");
    // The day it was made is a date the sheet sorts by, not text.
    expect(worksheet?.getRow(2).getCell(3).value).toBeInstanceOf(Date);

    // Operators export every company's.
    const everyone = await readSheet((await exported("operator", "?status=held")).rawPayload);
    expect(everyone.map((cells) => cells[0])).toEqual(
      expect.arrayContaining([hold.reference, foreign.reference]),
    );
  });

  it("keeps a buyer's formula inert in a CSV, and reading the CSV gives the text back", async () => {
    const hold = await heldReservation(t.app, t.db, world.companyA.id);
    const formula = '=HYPERLINK("http://evil.example","Click")';
    await t.db.update(bookings).set({ note: formula }).where(eq(bookings.id, hold.id));
    const csv = await exported("managerA", `?project=${hold.projectId}&format=csv`);
    expect(csv.body).toContain(`"'=HYPERLINK(""http://evil.example"",""Click"")"`);
    expect(csv.body).toContain(",'+201012345678,");
    const sheet = await readSheet(csv.rawPayload);
    expect(sheet[1]).toEqual(expect.arrayContaining([formula, "+201012345678"]));
  });

  it("records who exported what in the audit log", async () => {
    const hold = await heldReservation(t.app, t.db, world.companyA.id);
    await exported("managerA", `?project=${hold.projectId}&from=2026-01-01`);
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "export"), eq(auditLog.entity, "booking")))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(entry).toMatchObject({
      actorUserId: world.accounts.managerA.user_profile.id,
      companyId: world.companyA.id,
    });
    expect(entry?.summary).toMatchObject({
      after: { rows: 1, format: "xlsx", project: hold.projectId, from: "2026-01-01" },
    });
  });

  it("refuses bad filters and a file too long, in the reader's language, and writes nothing", async () => {
    const pdf = await exported("salesA", "?format=pdf", "ar");
    expect(pdf.statusCode).toBe(400);
    expect(pdf.json().fields).toEqual({ format: ["هذا الاختيار غير صالح"] });
    const inverted = await exported("salesA", "?from=2026-05-02&to=2026-05-01", "ar");
    expect(inverted.statusCode).toBe(400);
    expect(inverted.json().fields).toEqual({ to: ["يجب ألا يكون اليوم الأخير قبل اليوم الأول"] });

    const hold = await heldReservation(t.app, t.db, world.companyA.id);
    const [buyer] = await t.db.select().from(users).where(eq(users.email, hold.buyer.email));
    // Past holds on the same unit (declined), enough to pass the limit.
    await t.db.execute(sql`insert into bookings (reference, user_id, unit_id, status, decline_reason)
      select 'BULK-' || n, ${buyer?.id}, ${hold.unitId}, 'declined', 'bulk'
      from generate_series(1, ${RESERVATION_EXPORT_MAX_ROWS}) as n`);
    const before = await t.db.select({ n: sql<number>`count(*)::int` }).from(auditLog);
    const tooMany = await exported("managerA", `?project=${hold.projectId}`, "ar");
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toBe(
      "عدد الحجوزات المطابقة ١٠٬٠٠١، أي أكثر من ١٠٬٠٠٠ يتسع لها ملف واحد: ضيّق الأيام أو المشروع أو الحالة",
    );
    const after = await t.db.select({ n: sql<number>`count(*)::int` }).from(auditLog);
    expect(after).toEqual(before);
    // The same filters narrowed to what a file holds.
    expect((await exported("managerA", `?project=${hold.projectId}&status=held`)).statusCode).toBe(200);
  });
});
