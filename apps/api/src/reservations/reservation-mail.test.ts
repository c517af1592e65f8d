import { describe, expect, it } from "vitest";
import { reservationMail } from "./reservation-mail";

const data = {
  name: "Sara",
  reference: "NC-7K3F9Q",
  unitName: "Shop 1",
  projectName: "Capital Mall",
  expiresAt: new Date("2026-11-30T10:00:00Z"),
  reason: null,
  link: "https://example.com/booking",
};

describe("a reservation mail's unit line", () => {
  it("names the unit's code, building and floor, as the inbox does", async () => {
    const mail = await reservationMail(
      "held",
      { ...data, unitPlace: { code: "B1-301", building: "Tower B", floor: 3 } },
      "en",
    );
    expect(mail.text).toContain("Unit: \u2068B1-301\u2069 — \u2068Tower B\u2069, floor 3");
  });

  it("says ground floor, with no building for a mall's unit, in Arabic too", async () => {
    const place = { code: "S-1", building: null, floor: 0 };
    expect((await reservationMail("held", { ...data, unitPlace: place }, "en")).text).toContain(
      "Unit: \u2068S-1\u2069 — ground floor",
    );
    expect((await reservationMail("held", { ...data, unitPlace: place }, "ar")).text).toContain(
      "الوحدة: \u2068S-1\u2069 — الدور الأرضي",
    );
  });

  it("sets the line's direction to the mail's, so an Arabic line that starts with a code reads right to left", async () => {
    const place = { code: "RV-T-404", building: "عمارة ١", floor: 4 };
    const arabic = await reservationMail("held", { ...data, unitPlace: place }, "ar");
    expect(arabic.html).toMatch(/<bdi dir="rtl">\u2068RV-T-404\u2069 — /);
    const english = await reservationMail("held", { ...data, unitPlace: place }, "en");
    expect(english.html).toMatch(/<bdi dir="ltr">\u2068RV-T-404\u2069 — /);
  });
});
