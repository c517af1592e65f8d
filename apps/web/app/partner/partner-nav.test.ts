import type { PartnerMe } from "@capital/contract/partner";
import { describe, expect, it } from "vitest";
import { partnerAr } from "../locales/partner/ar";
import { partnerEn } from "../locales/partner/en";
import { partnerPageTitle } from "./partner-nav";

describe("a portal page's title", () => {
  it("names its section before the portal, a record's page by its section", () => {
    expect(partnerPageTitle(partnerEn, "/partner/reservations")).toBe("Reservations | Partner portal");
    expect(partnerPageTitle(partnerEn, "/partner/projects/25")).toBe("Projects | Partner portal");
    expect(partnerPageTitle(partnerAr, "/partner/audit")).toBe("سجل التغييرات | بوابة الشركاء");
    expect(partnerPageTitle(partnerEn, "/partner")).toBe("Partner portal");
    expect(partnerPageTitle(partnerEn, "/partner/projectsx")).toBe("Partner portal");
  });

  it("names a manager's own company as theirs, an operator's as one of the companies", () => {
    const manager = { role: "manager", company: { id: 7 } } as PartnerMe;
    const operator = { role: "operator", company: null } as PartnerMe;
    expect(partnerPageTitle(partnerEn, "/partner/companies/7", manager)).toBe("My company | Partner portal");
    expect(partnerPageTitle(partnerAr, "/partner/companies/7", manager)).toBe("شركتي | بوابة الشركاء");
    expect(partnerPageTitle(partnerEn, "/partner/companies/7", operator)).toBe("Companies | Partner portal");
    expect(partnerPageTitle(partnerEn, "/partner/reservations", manager)).toBe(
      "Reservations | Partner portal",
    );
  });
});
