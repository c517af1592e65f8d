// @vitest-environment jsdom
import { LANGUAGE_COOKIE, STORAGE_KEYS } from "@capital/contract/constants";
import { cleanup, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { LanguageToggle } from "../components/layout/language-toggle";
import { persistEnglishFlag, setSessionHint } from "../lib/browser-storage";
import { useSession } from "../session/session-context";
import { fakeJwt } from "../testing/api-network";
import { aUser } from "../testing/fixtures";
import { stubNetwork } from "../testing/render-app";
import { renderPage } from "../testing/render-page";
import { useI18n } from "./language-context";
import { useLanguageFlagSync } from "./use-language-switch";

/** The top bar's toggle on a page kept in step with the stored flag, as root.tsx does. */
function Page() {
  useLanguageFlagSync();
  const { t } = useI18n();
  const { status } = useSession();
  return (
    <header>
      <h1>{t.nav.home}</h1>
      <p data-testid="session">{status}</p>
      <LanguageToggle />
    </header>
  );
}

const languageCookie = () => document.cookie.match(new RegExp(`(?:^|; )${LANGUAGE_COOKIE}=([^;]*)`))?.[1];
const shellLanguage = () => screen.getByRole("banner").closest("[lang]")?.getAttribute("lang");

afterEach(() => {
  cleanup();
  persistEnglishFlag(false);
  localStorage.clear();
  setSessionHint(false);
  vi.unstubAllGlobals();
});

describe("the language switch (decision 22: the language is in the path)", () => {
  it("switches Arabic to English at once, at the English URL, keeping the session, and remembers the choice", async () => {
    localStorage.setItem(STORAGE_KEYS.refreshToken, "refresh-1");
    const network = stubNetwork();
    network.on("POST", "/token/refresh/", () => ({ access: fakeJwt(300), refresh: "refresh-2" }));
    network.on("GET", "/users/data/", () => aUser());
    const page = renderPage(<Page />, { language: "ar" });
    expect(await screen.findByRole("heading", { name: "الرئيسية" })).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId("session").textContent).toBe("signed-in"));
    const loadsBefore = page.rootLoads();

    // Named by what it shows, in the language it names (WCAG 2.5.3, 3.1.2).
    await userEvent.click(screen.getByRole("link", { name: "English" }));

    expect(await screen.findByRole("heading", { name: "Home" })).toBeTruthy();
    expect(page.router.state.location.pathname).toBe("/en");
    expect(shellLanguage()).toBe("en");
    expect(screen.getByText("العربية").getAttribute("lang")).toBe("ar");
    expect(screen.getByRole("link", { name: "العربية" }).getAttribute("href")).toBe("/");
    expect(localStorage.getItem(STORAGE_KEYS.english)).toBe("true");
    expect(languageCookie()).toBe("true");
    expect(page.rootLoads()).toBe(loadsBefore + 1);
    // Not a reload: the session was not resumed a second time.
    expect(screen.getByTestId("session").textContent).toBe("signed-in");
    expect(network.sent("POST", "/token/refresh/")).toHaveLength(1);

    await userEvent.click(screen.getByRole("link", { name: "العربية" }));
    expect(await screen.findByRole("heading", { name: "الرئيسية" })).toBeTruthy();
    expect(page.router.state.location.pathname).toBe("/");
    expect(localStorage.getItem(STORAGE_KEYS.english)).toBe("false");
    expect(languageCookie()).toBe("false");
  });

  it("a URL without a language, opened by a visitor who chose English, turns to its English URL", async () => {
    stubNetwork();
    localStorage.setItem(STORAGE_KEYS.english, "true");
    // No cookie yet (it was cleared, or this is a first request): the server rendered Arabic.
    const page = renderPage(<Page />);
    expect(await screen.findByRole("heading", { name: "Home" })).toBeTruthy();
    expect(page.router.state.location.pathname).toBe("/en");
    expect(languageCookie()).toBe("true");
  });

  it("a first visit stores the page's language as the choice", async () => {
    stubNetwork();
    renderPage(<Page />);
    expect(await screen.findByRole("heading", { name: "الرئيسية" })).toBeTruthy();
    await waitFor(() => expect(localStorage.getItem(STORAGE_KEYS.english)).toBe("false"));
    expect(languageCookie()).toBe("false");
  });

  it("a shared English link opens in English and leaves the visitor's choice as it was", async () => {
    stubNetwork();
    persistEnglishFlag(false);
    const page = renderPage(<Page />, { url: "/en" });
    expect(await screen.findByRole("heading", { name: "Home" })).toBeTruthy();
    expect(page.router.state.location.pathname).toBe("/en");
    expect(localStorage.getItem(STORAGE_KEYS.english)).toBe("false");
    expect(languageCookie()).toBe("false");
  });

  it("an old ?lang= link goes to its language's path", async () => {
    stubNetwork();
    const page = renderPage(<Page />, { url: "/?lang=en" });
    expect(await screen.findByRole("heading", { name: "Home" })).toBeTruthy();
    expect(page.router.state.location.pathname).toBe("/en");
  });
});
