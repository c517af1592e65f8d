import { stripLanguage } from "../i18n/language-path";

/** What a signed-out buyer asked for, finished once they are back from signing in. */
export type PendingUnitAction = {
  kind: "favourite" | "book";
  unitIds: number[];
  /** The page it was asked on, without its language: /mall/commercial/2?floor=0&unit=156. */
  path: string;
};

/**
 * What the sign-in prompt is asked to wait for. A Book Now carries the page to come back to (the
 * unit's id in its `book` parameter), which opens the booking step there by itself.
 */
export type AwaitedUnitAction = Omit<PendingUnitAction, "path"> & { returnPath?: string };

const KEY = "capitalPendingUnitAction";
/** A sign-in that takes longer than this is a new visit: the old request is dropped, not finished. */
const KEPT_FOR_MS = 30 * 60 * 1000;

/** The page a person is on, in the form `next=` and the pending action keep it. */
export function currentPath(location: { pathname: string; search: string }) {
  return `${stripLanguage(location.pathname)}${location.search}`;
}

export function savePendingAction(action: PendingUnitAction) {
  sessionStorage.setItem(KEY, JSON.stringify({ ...action, at: Date.now() }));
}

/** The action asked for on this page, removed so it is done once; nothing when it was elsewhere or stale. */
export function takePendingAction(path: string): PendingUnitAction | null {
  const stored = sessionStorage.getItem(KEY);
  if (!stored) return null;
  try {
    const action = JSON.parse(stored) as PendingUnitAction & { at: number };
    if (Date.now() - action.at > KEPT_FOR_MS) {
      sessionStorage.removeItem(KEY);
      return null;
    }
    if (action.path !== path) return null;
    sessionStorage.removeItem(KEY);
    return { kind: action.kind, unitIds: action.unitIds, path: action.path };
  } catch {
    sessionStorage.removeItem(KEY);
    return null;
  }
}

/** The sign-in (or sign-up) page that brings the buyer back to `path`. */
export function signInHref(path: string, page: "/signin" | "/signup" = "/signin") {
  return path === "/" ? page : `${page}?next=${encodeURIComponent(path)}`;
}
