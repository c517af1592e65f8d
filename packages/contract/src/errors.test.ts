import { describe, expect, it } from "vitest";
import { MESSAGES, message } from "./errors";

describe("the message catalogue", () => {
  it("has English and Arabic for every code", () => {
    for (const [code, texts] of Object.entries(MESSAGES)) {
      expect(texts.en.trim(), code).not.toBe("");
      expect(texts.ar, code).toMatch(/[\u0600-\u06FF]/);
    }
  });

  it("keeps the product's own texts exactly, typos included", () => {
    expect(MESSAGES.feedbackReplyFailed.en).toBe("Failed to replt to feedback");
    expect(MESSAGES.pageNotFoundTitle.en).toBe("Opps! Page not found.");
    expect(MESSAGES.noActiveAccount.en).toBe("No active account found with the given credentials");
  });

  it("fills placeholders", () => {
    expect(message("noTypeUnits", "en", { type: "medical" })).toBe("No medical units found");
    expect(message("noTypeUnits", "ar", { type: "طبية" })).toBe("لا توجد وحدات طبية");
  });
});
