import type { DeliveryStanding } from "@capital/contract/track-record";
import { describe, expect, it } from "vitest";
import { formattersFor } from "../../i18n/format";
import { trackRecordMessages } from "../../locales/track-record-messages";
import { deliveryMonth, soldShare, standingText, standingTone, tally } from "./delivery-text";

const ar = { texts: trackRecordMessages.ar, format: formattersFor("ar-EG") };
const en = { texts: trackRecordMessages.en, format: formattersFor("en-EG") };
const late = (months: number): DeliveryStanding => ({ state: "late", months });
const overdue = (months: number): DeliveryStanding => ({ state: "overdue", months });

describe("a delay in words", () => {
  it("counts months in English's two forms", () => {
    expect(standingText(late(1), en.texts, en.format)).toBe("Delivered 1 month late");
    expect(standingText(late(6), en.texts, en.format)).toBe("Delivered 6 months late");
    expect(standingText(overdue(14), en.texts, en.format)).toBe("Late by 14 months so far");
  });

  it("counts months in Arabic's plural forms, in Arabic-Indic digits", () => {
    expect(standingText(late(1), ar.texts, ar.format)).toBe("سُلِّم متأخرًا شهرًا واحدًا");
    expect(standingText(late(2), ar.texts, ar.format)).toBe("سُلِّم متأخرًا شهرين");
    expect(standingText(late(3), ar.texts, ar.format)).toBe("سُلِّم متأخرًا ٣ أشهر");
    expect(standingText(overdue(11), ar.texts, ar.format)).toBe("متأخر ١١ شهرًا حتى الآن");
    expect(standingText(overdue(100), ar.texts, ar.format)).toBe("متأخر ١٠٠ شهر حتى الآن");
    expect(standingText(overdue(22), ar.texts, ar.format)).not.toMatch(/[0-9]/);
  });

  it("says a due date passed less than a month ago without counting months", () => {
    expect(standingText(overdue(0), en.texts, en.format)).toBe("Due date passed, not delivered yet");
    expect(standingText(overdue(0), ar.texts, ar.format)).toBe("فات موعد التسليم ولم يُسلَّم بعد");
  });

  it("names the other standings and their tone", () => {
    expect(standingText({ state: "on_time", months: 0 }, en.texts, en.format)).toBe("On time");
    expect(standingText({ state: "scheduled", months: null }, ar.texts, ar.format)).toBe(
      "لم يحن موعد التسليم",
    );
    expect(standingText({ state: "unknown", months: null }, en.texts, en.format)).toBe(
      "No delivery date stated",
    );
    expect(standingTone({ state: "on_time", months: 0 })).toBe("good");
    expect(standingTone(late(3))).toBe("bad");
    expect(standingTone(overdue(0))).toBe("bad");
    expect(standingTone({ state: "scheduled", months: null })).toBe("neutral");
  });
});

describe("delivery months and shares sold", () => {
  it("writes a delivery day as its month and year", () => {
    expect(deliveryMonth("2025-06-30", en.format)).toBe("June 2025");
    expect(deliveryMonth("2024-12-31", ar.format)).toBe("ديسمبر ٢٠٢٤");
  });

  it("gives the share sold as a percent and a count", () => {
    expect(soldShare({ total: 6, soldOrReserved: 4 }, en.texts, en.format)).toEqual({
      percent: "67%",
      detail: "4 of 6 units",
    });
    expect(soldShare({ total: 1, soldOrReserved: 1 }, en.texts, en.format)?.detail).toBe("1 of 1 unit");
    const arabic = soldShare({ total: 12, soldOrReserved: 3 }, ar.texts, ar.format);
    expect(arabic?.detail).toBe("٣ من ١٢ وحدة");
    expect(arabic?.percent).toMatch(/^٢٥\s?٪/);
    expect(soldShare({ total: 2, soldOrReserved: 0 }, ar.texts, ar.format)?.detail).toBe("٠ من وحدتين");
    expect(soldShare({ total: 0, soldOrReserved: 0 }, en.texts, en.format)).toBeNull();
  });

  it("tallies delivered and past-due projects", () => {
    const project = (standing: DeliveryStanding) => ({ standing }) as Parameters<typeof tally>[0][number];
    expect(
      tally([
        project(late(2)),
        project({ state: "on_time", months: 0 }),
        project(overdue(1)),
        project(late(9)),
      ]),
    ).toEqual({ onTime: 1, late: 2, overdue: 1 });
  });
});
