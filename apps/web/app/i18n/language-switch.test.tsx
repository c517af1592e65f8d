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

describe("the language switch", () => {
  it("switches Arabic to English at once, keeping the session, and remembers the choice", async () => {
    localStorage.setItem(STORAGE_KEYS.refreshToken, "refresh-1");
    const network = stubNetwork();
    network.on("POST", "/token/refresh/", () => ({ access: fakeJwt(300), refresh: "refresh-2" }));
    network.on("GET", "/users/data/", () => aUser());
    const page = renderPage(<Page />, { language: "ar" });
    expect(await screen.findByRole("heading", { name: "الرئيسية" })).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId("session").textContent).toBe("signed-in"));
    const loadsBefore = page.rootLoads();

    await userEvent.click(screen.getByRole("button", { name: "التبديل إلى الإنجليزية" }));

    expect(await screen.findByRole("heading", { name: "Home" })).toBeTruthy();
    expect(shellLanguage()).toBe("en");
    expect(screen.getByRole("button", { name: "Switch to Arabic" }).getAttribute("lang")).toBe("ar");
    expect(localStorage.getItem(STORAGE_KEYS.english)).toBe("true");
    expect(languageCookie()).toBe("true");
    expect(page.rootLoads()).toBe(loadsBefore + 1);
    // Not a reload: the session was not resumed a second time.
    expect(screen.getByTestId("session").textContent).toBe("signed-in");
    expect(network.sent("POST", "/token/refresh/")).toHaveLength(1);

    await userEvent.click(screen.getByRole("button", { name: "Switch to Arabic" }));
    expect(await screen.findByRole("heading", { name: "الرئيسية" })).toBeTruthy();
    expect(localStorage.getItem(STORAGE_KEYS.english)).toBe("false");
    expect(languageCookie()).toBe("false");
  });

  it("a page rendered in another language than the stored choice turns to the stored one", async () => {
    stubNetwork();
    localStorage.setItem(STORAGE_KEYS.english, "true");
    // No cookie yet (it was cleared, or this is a first request): the server rendered Arabic.
    renderPage(<Page />);
    expect(await screen.findByRole("heading", { name: "Home" })).toBeTruthy();
    expect(languageCookie()).toBe("true");
  });

  it("a first visit stores the page's language as the choice", async () => {
    stubNetwork();
    renderPage(<Page />);
    expect(await screen.findByRole("heading", { name: "الرئيسية" })).toBeTruthy();
    await waitFor(() => expect(localStorage.getItem(STORAGE_KEYS.english)).toBe("false"));
    expect(languageCookie()).toBe("false");
  });

  it("a shared ?lang= link makes its language the visitor's choice", async () => {
    stubNetwork();
    localStorage.setItem(STORAGE_KEYS.english, "false");
    window.history.replaceState(null, "", "/?lang=en");
    try {
      renderPage(<Page />, { url: "/?lang=en" });
      expect(await screen.findByRole("heading", { name: "Home" })).toBeTruthy();
      await waitFor(() => expect(localStorage.getItem(STORAGE_KEYS.english)).toBe("true"));
      expect(languageCookie()).toBe("true");
    } finally {
      window.history.replaceState(null, "", "/");
    }
  });
});
