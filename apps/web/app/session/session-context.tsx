import { STORAGE_KEYS, TOKEN_REFRESH_WINDOW_SECONDS } from "@capital/contract/constants";
import type { User } from "@capital/contract/user";
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from "react";
import { notify } from "../components/toasts";
import { useI18n } from "../i18n/language-context";
import { ApiRequestError } from "../lib/api-client";
import { refreshTokenStore, setSessionHint, takeStashedAccessToken } from "../lib/browser-storage";
import { secondsUntilExpiry } from "../lib/jwt-expiry";
import { useBrowserApi } from "../lib/use-api";

export type SessionStatus = "loading" | "signed-out" | "signed-in";

type SessionValue = {
  status: SessionStatus;
  user: User | null;
  signIn(email: string, password: string): Promise<User>;
  /** Revokes the session on the server (best effort) and forgets it here. */
  signOut(): Promise<void>;
  /** Forgets the session here only (after the account was deleted). */
  forget(): void;
  setUser(user: User): void;
  /** An access token valid for at least 60 more seconds (refreshed if needed), or null when signed out. */
  accessToken(): Promise<string | null>;
  /** The session's state once it has been restored (or found absent) after a page load. */
  ready(): Promise<Exclude<SessionStatus, "loading">>;
};

const SessionContext = createContext<SessionValue | null>(null);

/** SPEC.md section 4: session start, token refresh before calls, login and sign-out. */
export function SessionProvider({ children }: { children: ReactNode }) {
  const api = useBrowserApi();
  const { t } = useI18n();
  const [status, setStatus] = useState<SessionStatus>("loading");
  const [user, setUserState] = useState<User | null>(null);
  const access = useRef<string | null>(null);
  const settled = useRef(deferred<Exclude<SessionStatus, "loading">>());
  const refreshing = useRef<Promise<string | null> | null>(null);

  const forget = useCallback(() => {
    access.current = null;
    refreshTokenStore.clear();
    setSessionHint(false);
    setUserState(null);
    setStatus("signed-out");
  }, []);

  const refreshAccess = useCallback((): Promise<string | null> => {
    // Two calls at once share one refresh: a second rotation would revoke the session.
    refreshing.current ??= (async () => {
      const refresh = refreshTokenStore.get();
      if (!refresh) return null;
      try {
        const pair = await api.post("/token/refresh/", { body: { refresh } });
        refreshTokenStore.set(pair.refresh);
        access.current = pair.access;
        return pair.access;
      } catch (error) {
        if (error instanceof ApiRequestError && error.status === 401) {
          refreshTokenStore.clear();
          setSessionHint(false);
          window.alert(t.errors.sessionExpired);
          window.location.reload();
        } else {
          forget();
          notify.error(
            error instanceof ApiRequestError
              ? (error.displayMessage ?? t.errors.refreshFailed)
              : t.errors.refreshFailed,
          );
        }
        return null;
      } finally {
        refreshing.current = null;
      }
    })();
    return refreshing.current;
  }, [api, forget, t]);

  const accessToken = useCallback(async () => {
    const stashed = takeStashedAccessToken();
    if (stashed) access.current = stashed;
    const current = access.current;
    if (current && secondsUntilExpiry(current) > TOKEN_REFRESH_WINDOW_SECONDS) return current;
    return refreshAccess();
  }, [refreshAccess]);

  /** Resumes the session the stored refresh token names: a fresh access token, then the profile. */
  const restore = useCallback(
    async (cancelled: () => boolean) => {
      if (!refreshTokenStore.get()) {
        setSessionHint(false);
        setStatus("signed-out");
        return;
      }
      const token = await refreshAccess();
      if (!token || cancelled()) return;
      try {
        const profile = await api.get("/users/data/", { accessToken: token });
        if (cancelled()) return;
        setUserState(profile);
        setSessionHint(true);
        setStatus("signed-in");
      } catch (error) {
        if (error instanceof ApiRequestError && error.body) notify.error(error.body.message);
        // Only the server's refusal ends the session. A profile load with no answer (the network, or
        // the visitor leaving the page before it came) or a server fault leaves the stored session,
        // just rotated and good, to the next page load; this page goes on signed out.
        if (error instanceof ApiRequestError && error.status < 500) forget();
        else {
          access.current = null;
          setUserState(null);
          setStatus("signed-out");
        }
      }
    },
    [api, refreshAccess, forget],
  );

  // Once per page load: a language switch makes a new API client, and must not rotate the token again.
  const restoreOnLoad = useRef(restore);
  useEffect(() => {
    let cancelled = false;
    void restoreOnLoad.current(() => cancelled);
    return () => {
      cancelled = true;
    };
  }, []);

  // Another tab of this browser signed in or out: the stored refresh token is shared, so follow it.
  const signedOut = status === "signed-out";
  useEffect(() => {
    let cancelled = false;
    function onStorage(event: StorageEvent) {
      if (event.key !== null && event.key !== STORAGE_KEYS.refreshToken) return;
      const stored = refreshTokenStore.get();
      if (!stored && !signedOut) forget();
      else if (stored && signedOut) void restore(() => cancelled);
    }
    window.addEventListener("storage", onStorage);
    return () => {
      cancelled = true;
      window.removeEventListener("storage", onStorage);
    };
  }, [signedOut, forget, restore]);

  const signIn = useCallback(
    async (email: string, password: string) => {
      const answer = await api.post("/token/", { body: { email, password } });
      refreshTokenStore.set(answer.refresh);
      access.current = answer.access;
      setSessionHint(true);
      setUserState(answer.user_profile);
      setStatus("signed-in");
      return answer.user_profile;
    },
    [api],
  );

  const signOut = useCallback(async () => {
    const refresh = refreshTokenStore.get();
    forget();
    if (refresh) await api.post("/token/revoke/", { body: { refresh } }).catch(() => {});
  }, [api, forget]);

  // Settles once, after the page load; later sign-ins and sign-outs are read as they stand.
  const settledStatus = useRef<Exclude<SessionStatus, "loading"> | null>(null);
  useEffect(() => {
    if (status === "loading") return;
    settledStatus.current = status;
    settled.current.resolve(status);
  }, [status]);
  const ready = useCallback(
    () => (settledStatus.current ? Promise.resolve(settledStatus.current) : settled.current.promise),
    [],
  );

  const value = useMemo<SessionValue>(
    () => ({ status, user, signIn, signOut, forget, setUser: setUserState, accessToken, ready }),
    [status, user, signIn, signOut, forget, accessToken, ready],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): SessionValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error("useSession must be used inside SessionProvider");
  return value;
}

/** A promise and the function that settles it; the first settlement wins. */
function deferred<T>() {
  let resolve: (value: T) => void = () => {};
  const promise = new Promise<T>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}
