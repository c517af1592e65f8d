// @vitest-environment jsdom
import type { AuditEntry } from "@capital/contract/partner";
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { LanguageProvider } from "../../i18n/language-context";
import { messagesFor } from "../../i18n/messages.server";
import { partnerAr } from "../../locales/partner/ar";
import { partnerEn } from "../../locales/partner/en";
import { PartnerProvider, type PartnerValue } from "../../partner/partner-context";
import { AuditChanges } from "./audit-changes";

afterEach(cleanup);

function entry(changes: Partial<AuditEntry>): AuditEntry {
  return {
    id: 1,
    at: "2026-11-29T01:00:00.000Z",
    actor: null,
    companyId: null,
    action: "update",
    entity: "unit",
    entityId: 9,
    before: null,
    after: null,
    ...changes,
  };
}

function show(language: "ar" | "en", audited: AuditEntry) {
  const partner: PartnerValue = {
    me: {} as PartnerValue["me"],
    p: language === "ar" ? partnerAr : partnerEn,
    accessToken: async () => null,
  };
  return render(
    <LanguageProvider language={language} messages={messagesFor(language)}>
      <PartnerProvider value={partner}>
        <AuditChanges entry={audited} />
      </PartnerProvider>
    </LanguageProvider>,
  );
}

const unit = {
  id: 9,
  code: "A-101",
  status: "free",
  totalPrice: 2500000,
  roomsNumber: 2,
  area: 120,
  blockId: 3,
};

describe("an audit entry's changes", () => {
  it("list only the fields an update changed, labelled and valued as the portal says them", () => {
    show("en", entry({ before: unit, after: { ...unit, status: "held", totalPrice: 2600000 } }));
    const lines = screen.getAllByRole("listitem").map((item) => item.textContent);
    expect(lines).toEqual(["Status: Available → Held", "Price (EGP): 2500000 → 2600000"]);
  });

  it("write them in Arabic with Arabic-Indic digits and the arrow pointing onwards", () => {
    show("ar", entry({ before: unit, after: { ...unit, totalPrice: 2600000, roomsNumber: 3 } }));
    const lines = screen.getAllByRole("listitem").map((item) => item.textContent);
    expect(lines).toEqual(["السعر (جنيه): ٢٥٠٠٠٠٠ ← ٢٦٠٠٠٠٠", "الغرف: ٢ ← ٣"]);
  });

  it("keep the code's name for a field the portal has no word for, and say yes or no", () => {
    show(
      "en",
      entry({
        entity: "project",
        before: { published: false, odd: "x" },
        after: { published: true, odd: "y" },
      }),
    );
    const lines = screen.getAllByRole("listitem").map((item) => item.textContent);
    expect(lines).toEqual(["Published: No → Yes", "odd: x → y"]);
  });

  it("fold a whole record added or deleted behind its count of fields", () => {
    show("ar", entry({ action: "delete", before: { ...unit, extra: 1 }, after: null }));
    expect(screen.getByText("الحقول الـ٨").tagName).toBe("SUMMARY");
    expect(screen.getAllByRole("listitem", { hidden: true })).toHaveLength(8);
  });

  it("say a dash when an update changed nothing", () => {
    const { container } = show("en", entry({ before: unit, after: unit }));
    expect(container.textContent).toBe("—");
  });
});
