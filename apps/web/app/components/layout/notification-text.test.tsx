// @vitest-environment jsdom
import type { Notification } from "@capital/contract/feedback-api";
import { cleanup, render } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { LanguageProvider } from "../../i18n/language-context";
import { messagesFor } from "../../i18n/messages.server";
import { NotificationText } from "./notification-text";

afterEach(cleanup);

const received = (data: Notification["data"]): Notification => ({
  id: 1,
  kind: "booking_received",
  data,
  read: false,
  createdAt: "2026-11-29T08:00:00.000Z",
});

function shown(notification: Notification, language: "ar" | "en") {
  const { container } = render(
    <LanguageProvider language={language} messages={messagesFor(language)}>
      <p>
        <NotificationText notification={notification} />
      </p>
    </LanguageProvider>,
  );
  return container.querySelector("p") as HTMLElement;
}

const data = {
  reference: "R-7K2Q",
  unitName: "Apartment 0-02",
  unitNameArabic: "شقة ٠-٠٢",
  unitCode: "U-1061",
};

describe("a new hold's notice for the company's staff", () => {
  it.each([
    ["en", "New hold R-7K2Q on U-1061 (Apartment 0-02)."],
    ["ar", "حجز مؤقت جديد R-7K2Q للوحدة U-1061 (شقة ٠-٠٢)."],
  ] as const)("names the unit by its code, as the inbox does, in %s", (language, text) => {
    const p = shown(received(data), language);
    expect(p.textContent).toBe(text);
    // Codes and references are left-to-right runs inside either language's sentence.
    expect(p.querySelectorAll("bdi[dir=ltr]")).toHaveLength(2);
  });

  it("says what it can of a notice written before codes were sent", () => {
    const { unitCode: _, ...before } = data;
    expect(shown(received(before), "en").textContent).toBe("New hold R-7K2Q on Apartment 0-02.");
  });
});
