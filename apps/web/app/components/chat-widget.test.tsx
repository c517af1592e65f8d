import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { LanguageProvider } from "../i18n/language-context";
import { ChatWidget } from "./chat-widget";

afterEach(() => {
  cleanup();
  sessionStorage.clear();
  vi.useRealTimers();
});

function renderWidget(phone: string, language: "ar" | "en" = "en", projectName?: string) {
  render(
    <LanguageProvider language={language}>
      <ChatWidget phone={phone} projectName={projectName} autoOpenMs={3000} />
    </LanguageProvider>,
  );
}

describe("ChatWidget", () => {
  it("opens by itself after its delay, with a prefilled message naming the project", async () => {
    vi.useFakeTimers();
    renderWidget("+20 100 000 0000", "ar", "مول البردي");
    expect(screen.queryByRole("dialog")).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(3000));
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
    fireEvent.click(screen.getByRole("button", { name: "Chat with us on WhatsApp" }));
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
});
