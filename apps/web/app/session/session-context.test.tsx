// @vitest-environment jsdom
import { STORAGE_KEYS } from "@capital/contract/constants";
import { act, cleanup, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { setSessionHint } from "../lib/browser-storage";
import { answer, fakeJwt } from "../testing/api-network";
import { aUser } from "../testing/fixtures";
import { held, renderInApp, stubNetwork } from "../testing/render-app";
import { useSession } from "./session-context";

let session: ReturnType<typeof useSession>;

/** What a page shows of the session, and a way for the test to act as the page's code does. */
function SessionProbe() {
  session = useSession();
  return (
    <div>
      <p data-testid="status">{session.status}</p>
      <p data-testid="user">{session.user?.name ?? ""}</p>
      <button type="button" onClick={() => void session.signIn("mona@example.com", "correct horse")}>
        Sign in
      </button>
      <button type="button" onClick={() => void session.signOut()}>
        Sign out
      </button>
    </div>
  );
}

const status = () => screen.getByTestId("status").textContent;

function storedRefresh() {
  return localStorage.getItem(STORAGE_KEYS.refreshToken);
}

beforeEach(() => {
  vi.spyOn(window, "alert").mockImplementation(() => {});
});

afterEach(() => {
  cleanup();
  localStorage.clear();
  setSessionHint(false);
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("the session", () => {
  it("signs in: the refresh token is stored, the session hint set and the user shown", async () => {
    const network = stubNetwork();
    network.on("POST", "/token/", () => ({
      access: fakeJwt(300),
      refresh: "refresh-1",
      user_profile: aUser(),
    }));
    renderInApp(<SessionProbe />);
    await waitFor(() => expect(status()).toBe("signed-out"));

    await userEvent.click(screen.getByRole("button", { name: "Sign in" }));

    await waitFor(() => expect(status()).toBe("signed-in"));
    expect(screen.getByTestId("user").textContent).toBe("Mona Adel");
    expect(network.sent("POST", "/token/")[0]?.body).toEqual({
      email: "mona@example.com",
      password: "correct horse",
    });
    expect(storedRefresh()).toBe("refresh-1");
    expect(document.cookie).toContain("capitalSession=1");
    expect(await session.ready()).toBe("signed-in");
  });

  it("a refused sign-in leaves the visitor signed out and says why in their language", async () => {
    const network = stubNetwork();
    network.on("POST", "/token/", () =>
      answer(401, { code: "noActiveAccount", message: "المستخدم غير موجود" }),
    );
    renderInApp(<SessionProbe />, { language: "ar" });
    await waitFor(() => expect(status()).toBe("signed-out"));
    await expect(session.signIn("mona@example.com", "wrong")).rejects.toMatchObject({
      status: 401,
      displayMessage: "المستخدم غير موجود",
    });
    expect(status()).toBe("signed-out");
    expect(storedRefresh()).toBeNull();
  });

  it("resumes a stored session on load: one refresh, then the profile with the new access token", async () => {
    localStorage.setItem(STORAGE_KEYS.refreshToken, "refresh-1");
    const access = fakeJwt(300);
    const network = stubNetwork();
    network.on("POST", "/token/refresh/", () => ({ access, refresh: "refresh-2" }));
    network.on("GET", "/users/data/", () => aUser());
    renderInApp(<SessionProbe />);
    expect(status()).toBe("loading");

    await waitFor(() => expect(status()).toBe("signed-in"));
    expect(network.sent("POST", "/token/refresh/").map((r) => r.body)).toEqual([{ refresh: "refresh-1" }]);
    expect(network.sent("GET", "/users/data/")[0]?.headers.get("authorization")).toBe(`Bearer ${access}`);
    expect(storedRefresh()).toBe("refresh-2");
  });

  it("keeps a fresh access token and refreshes one about to expire", async () => {
    const network = stubNetwork();
    const first = fakeJwt(30);
    const second = fakeJwt(300);
    network.on("POST", "/token/", () => ({ access: first, refresh: "refresh-1", user_profile: aUser() }));
    network.on("POST", "/token/refresh/", () => ({ access: second, refresh: "refresh-2" }));
    renderInApp(<SessionProbe />);
    await waitFor(() => expect(status()).toBe("signed-out"));
    await act(() => session.signIn("mona@example.com", "correct horse"));

    // 30 s left is inside the refresh window: refreshed before the call.
    expect(await session.accessToken()).toBe(second);
    // 300 s left is not: used as it is.
    expect(await session.accessToken()).toBe(second);
    expect(network.sent("POST", "/token/refresh/").map((r) => r.body)).toEqual([{ refresh: "refresh-1" }]);
    expect(storedRefresh()).toBe("refresh-2");
  });

  it("callers asking at once share one refresh: a second rotation would revoke the session", async () => {
    const network = stubNetwork();
    const renewed = fakeJwt(300);
    const answerHeld = held();
    network.on("POST", "/token/", () => ({
      access: fakeJwt(5),
      refresh: "refresh-1",
      user_profile: aUser(),
    }));
    network.on("POST", "/token/refresh/", async () => {
      await answerHeld.promise;
      return { access: renewed, refresh: "refresh-2" };
    });
    renderInApp(<SessionProbe />);
    await waitFor(() => expect(status()).toBe("signed-out"));
    await act(() => session.signIn("mona@example.com", "correct horse"));

    const calls = [session.accessToken(), session.accessToken(), session.accessToken()];
    await waitFor(() => expect(network.sent("POST", "/token/refresh/")).toHaveLength(1));
    answerHeld.release();
    expect(await Promise.all(calls)).toEqual([renewed, renewed, renewed]);
    expect(network.sent("POST", "/token/refresh/")).toHaveLength(1);

    // Once settled, the next expiry refreshes again (the shared refresh is not kept for ever).
    localStorage.setItem(STORAGE_KEYS.accessToken, fakeJwt(5));
    const again = session.accessToken();
    await waitFor(() => expect(network.sent("POST", "/token/refresh/")).toHaveLength(2));
    expect(network.sent("POST", "/token/refresh/")[1]?.body).toEqual({ refresh: "refresh-2" });
    await act(() => again);
  });

  it("signs out: the session is revoked on the server and forgotten here", async () => {
    localStorage.setItem(STORAGE_KEYS.refreshToken, "refresh-1");
    const network = stubNetwork();
    network.on("POST", "/token/refresh/", () => ({ access: fakeJwt(300), refresh: "refresh-2" }));
    network.on("GET", "/users/data/", () => aUser());
    network.on("POST", "/token/revoke/", () => ({ message: "Signed out" }));
    renderInApp(<SessionProbe />);
    await waitFor(() => expect(status()).toBe("signed-in"));

    await userEvent.click(screen.getByRole("button", { name: "Sign out" }));

    expect(status()).toBe("signed-out");
    expect(screen.getByTestId("user").textContent).toBe("");
    expect(storedRefresh()).toBeNull();
    expect(document.cookie).not.toContain("capitalSession=1");
    await waitFor(() =>
      expect(network.sent("POST", "/token/revoke/").map((r) => r.body)).toEqual([{ refresh: "refresh-2" }]),
    );
    expect(await session.accessToken()).toBeNull();
  });

  it("signs out here even when the server cannot be reached", async () => {
    const network = stubNetwork();
    network.on("POST", "/token/", () => ({
      access: fakeJwt(300),
      refresh: "refresh-1",
      user_profile: aUser(),
    }));
    network.on("POST", "/token/revoke/", () => {
      throw new TypeError("Failed to fetch");
    });
    renderInApp(<SessionProbe />);
    await waitFor(() => expect(status()).toBe("signed-out"));
    await act(() => session.signIn("mona@example.com", "correct horse"));
    await act(() => session.signOut());
    expect(status()).toBe("signed-out");
    expect(storedRefresh()).toBeNull();
  });

  it("a refresh the server refuses (revoked or expired) says the session ended and reloads", async () => {
    localStorage.setItem(STORAGE_KEYS.refreshToken, "refresh-old");
    const reload = vi.fn();
    vi.stubGlobal("location", { ...window.location, reload });
    const network = stubNetwork();
    network.on("POST", "/token/refresh/", () =>
      answer(401, { code: "tokenInvalid", message: "Token is invalid or expired" }),
    );
    renderInApp(<SessionProbe />, { language: "ar" });

    await waitFor(() => expect(reload).toHaveBeenCalledOnce());
    expect(window.alert).toHaveBeenCalledWith("انتهت الجلسة، من فضلك سجّل الدخول مرة أخرى");
    expect(storedRefresh()).toBeNull();
    expect(network.sent("GET", "/users/data/")).toHaveLength(0);
  });

  it("a refresh lost on the network signs out here and tells the user", async () => {
    localStorage.setItem(STORAGE_KEYS.refreshToken, "refresh-1");
    const network = stubNetwork();
    network.on("POST", "/token/refresh/", () => {
      throw new TypeError("Failed to fetch");
    });
    renderInApp(<SessionProbe />);

    await waitFor(() => expect(status()).toBe("signed-out"));
    expect(await screen.findByText("Failed to get access token")).toBeTruthy();
    expect(storedRefresh()).toBeNull();
    expect(window.alert).not.toHaveBeenCalled();
  });

  it("a profile load cut off after the refresh keeps the stored session for the next page", async () => {
    localStorage.setItem(STORAGE_KEYS.refreshToken, "refresh-1");
    const network = stubNetwork();
    network.on("POST", "/token/refresh/", () => ({ access: fakeJwt(300), refresh: "refresh-2" }));
    network.on("GET", "/users/data/", () => {
      throw new TypeError("Failed to fetch");
    });
    renderInApp(<SessionProbe />);

    await waitFor(() => expect(status()).toBe("signed-out"));
    expect(storedRefresh()).toBe("refresh-2");
  });

  it("a profile the server refuses ends the stored session", async () => {
    localStorage.setItem(STORAGE_KEYS.refreshToken, "refresh-1");
    const network = stubNetwork();
    network.on("POST", "/token/refresh/", () => ({ access: fakeJwt(300), refresh: "refresh-2" }));
    network.on("GET", "/users/data/", () => answer(401, { code: "userNotFound", message: "User not found" }));
    renderInApp(<SessionProbe />);

    await waitFor(() => expect(status()).toBe("signed-out"));
    expect(storedRefresh()).toBeNull();
  });

  describe("two tabs share one stored session", () => {
    /** What the browser does in this tab when another tab changes localStorage. */
    function anotherTabSets(key: string, value: string | null) {
      const oldValue = localStorage.getItem(key);
      if (value === null) localStorage.removeItem(key);
      else localStorage.setItem(key, value);
      act(() => {
        window.dispatchEvent(new StorageEvent("storage", { key, oldValue, newValue: value }));
      });
    }

    it("signing out in another tab signs this one out", async () => {
      localStorage.setItem(STORAGE_KEYS.refreshToken, "refresh-1");
      const network = stubNetwork();
      network.on("POST", "/token/refresh/", () => ({ access: fakeJwt(300), refresh: "refresh-2" }));
      network.on("GET", "/users/data/", () => aUser());
      renderInApp(<SessionProbe />);
      await waitFor(() => expect(status()).toBe("signed-in"));

      anotherTabSets(STORAGE_KEYS.refreshToken, null);

      expect(status()).toBe("signed-out");
      expect(screen.getByTestId("user").textContent).toBe("");
      expect(await session.accessToken()).toBeNull();
    });

    it("signing in in another tab signs this one in, with the other tab's session", async () => {
      const network = stubNetwork();
      network.on("POST", "/token/refresh/", () => ({ access: fakeJwt(300), refresh: "refresh-2" }));
      network.on("GET", "/users/data/", () => aUser({ name: "Omar" }));
      renderInApp(<SessionProbe />);
      await waitFor(() => expect(status()).toBe("signed-out"));

      anotherTabSets(STORAGE_KEYS.refreshToken, "refresh-1");

      await waitFor(() => expect(status()).toBe("signed-in"));
      expect(screen.getByTestId("user").textContent).toBe("Omar");
      expect(network.sent("POST", "/token/refresh/").map((r) => r.body)).toEqual([{ refresh: "refresh-1" }]);
    });

    it("another tab rotating the token changes nothing here, and this tab's next refresh uses the new token", async () => {
      const network = stubNetwork();
      network.on("POST", "/token/", () => ({
        access: fakeJwt(300),
        refresh: "refresh-1",
        user_profile: aUser(),
      }));
      network.on("POST", "/token/refresh/", () => ({ access: fakeJwt(300), refresh: "refresh-3" }));
      renderInApp(<SessionProbe />);
      await waitFor(() => expect(status()).toBe("signed-out"));
      await act(() => session.signIn("mona@example.com", "correct horse"));

      anotherTabSets(STORAGE_KEYS.refreshToken, "refresh-2");
      anotherTabSets(STORAGE_KEYS.english, "true");

      expect(status()).toBe("signed-in");
      expect(network.sent("POST", "/token/refresh/")).toHaveLength(0);
      // The access token runs out (SPEC.md's stash puts one about to expire back into the session).
      localStorage.setItem(STORAGE_KEYS.accessToken, fakeJwt(5));
      await act(() => session.accessToken());
      expect(network.sent("POST", "/token/refresh/").map((r) => r.body)).toEqual([{ refresh: "refresh-2" }]);
    });
  });
});
