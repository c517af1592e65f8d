import { LANGUAGE_COOKIE, STORAGE_KEYS } from "@capital/contract/constants";

/** Browser storage under SPEC.md's keys; every function is a no-op where storage is unavailable. */

function storage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    return null;
  }
}

export const refreshTokenStore = {
  get: () => storage()?.getItem(STORAGE_KEYS.refreshToken) ?? null,
  set: (token: string) => storage()?.setItem(STORAGE_KEYS.refreshToken, token),
  clear: () => storage()?.removeItem(STORAGE_KEYS.refreshToken),
};

/** SPEC.md: a renewed access token stashed here is put back into the session and removed. */
export function takeStashedAccessToken() {
  const token = storage()?.getItem(STORAGE_KEYS.accessToken) ?? null;
  if (token) storage()?.removeItem(STORAGE_KEYS.accessToken);
  return token;
}

export function storedEnglishFlag() {
  return storage()?.getItem(STORAGE_KEYS.english) ?? null;
}

/** Persists the language flag and mirrors it in the cookie the server renders from. */
export function persistEnglishFlag(english: boolean) {
  storage()?.setItem(STORAGE_KEYS.english, String(english));
  setCookie(LANGUAGE_COOKIE, String(english));
}

/** A hint (no secret) that a session exists, so the server renders the top bar's signed-in shape. */
export const SESSION_HINT_COOKIE = "capitalSession";
export function setSessionHint(signedIn: boolean) {
  setCookie(SESSION_HINT_COOKIE, signedIn ? "1" : "", signedIn ? undefined : 0);
}

function setCookie(name: string, value: string, maxAge = 60 * 60 * 24 * 365) {
  if (typeof document === "undefined") return;
  // biome-ignore lint/suspicious/noDocumentCookie: a plain first-party preference cookie; no library needed.
  document.cookie = `${name}=${value}; Path=/; Max-Age=${maxAge}; SameSite=Lax`;
}

/** A JSON value kept under one key; anything unreadable (another version's shape, a full disk) reads as `fallback`. */
export function jsonStore<T>(key: string, fallback: T, valid: (value: unknown) => value is T) {
  return {
    get(): T {
      try {
        const parsed: unknown = JSON.parse(storage()?.getItem(key) ?? "null");
        return valid(parsed) ? parsed : fallback;
      } catch {
        return fallback;
      }
    },
    set(value: T) {
      try {
        storage()?.setItem(key, JSON.stringify(value));
      } catch {
        // Storage full or refused: the value lives on in memory for this page.
      }
    },
    key,
  };
}
