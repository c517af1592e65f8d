// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { LanguageProvider } from "../i18n/language-context";
import { messagesFor } from "../i18n/messages.server";
import { ChatWidget } from "./chat-widget";

// Fetched ahead, as a browser would have it by then: fake time below drives only the page's clock.
beforeAll(() => import("./floating-chat"));

afterEach(() => {
  cleanup();
  sessionStorage.clear();
  vi.useRealTimers();
});

function renderWidget(phone: string, language: "ar" | "en" = "en", projectName?: string) {
  render(
    <LanguageProvider language={language} messages={messagesFor(language)}>
      <ChatWidget phone={phone} projectName={projectName} autoOpenMs={3000} />
    </LanguageProvider>,
  );
}

describe("ChatWidget", () => {
  it("comes once the page is idle, and opens by itself its delay after the page appeared", async () => {
    vi.useFakeTimers();
    renderWidget("+20 100 000 0000", "ar", "مول البردي");
    expect(screen.queryByRole("button")).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(screen.getByRole("button", { name: "تحدث معنا على واتساب" })).toBeTruthy();
    expect(screen.queryByRole("dialog")).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(screen.getByRole("dialog")).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(3000));
    const start = screen.getByRole("link", { name: "ابدأ المحادثة" });
    expect(decodeURIComponent(start.getAttribute("href") ?? "")).toBe(
      "https://wa.me/201000000000?text=مرحبًا، أود معرفة المزيد عن مول البردي.",
    );
  });

  it("alerts SPEC.md's message when no number is configured", async () => {
    const alert = vi.spyOn(window, "alert").mockImplementation(() => {});
    renderWidget("");
    fireEvent.click(await screen.findByRole("button", { name: "Chat with us on WhatsApp" }));
    vi.useFakeTimers();
    await act(() => vi.advanceTimersByTimeAsync(3000));
    fireEvent.click(screen.getByRole("link", { name: "Start chat" }));
    expect(alert).toHaveBeenCalledWith("There is no phone number added to this widget!");
  });

  it("stays closed once the visitor closed it in this visit", async () => {
    sessionStorage.setItem("capitalChatDismissed", "1");
    vi.useFakeTimers();
    renderWidget("201000000000");
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("never opens by itself on a phone: only when tapped (DECISIONS.md)", async () => {
    vi.stubGlobal("matchMedia", (query: string) => ({
      matches: query.includes("max-width: 767"),
      media: query,
    }));
    try {
      vi.useFakeTimers();
      renderWidget("+20 100 000 0000");
      await act(() => vi.advanceTimersByTimeAsync(10_000));
      expect(screen.queryByRole("dialog")).toBeNull();
      fireEvent.click(screen.getByRole("button", { name: "Chat with us on WhatsApp" }));
      expect(screen.getByRole("dialog")).toBeTruthy();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it("closes on Escape and gives focus back to its button", async () => {
    renderWidget("+20 100 000 0000", "ar");
    const button = await screen.findByRole("button", { name: "تحدث معنا على واتساب" });
    fireEvent.click(button);
    const dialog = screen.getByRole("dialog");
    fireEvent.keyDown(dialog, { key: "Escape" });
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "تحدث معنا على واتساب" }));
  });
});
