import { RECENTLY_VIEWED_LIMIT, STORAGE_KEYS } from "@capital/contract/constants";
import type { RecentlyViewed, RecentView } from "@capital/contract/recently-viewed";
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
import { jsonStore } from "../lib/browser-storage";
import { useBrowserApi } from "../lib/use-api";
import { useSession } from "../session/session-context";

export type ViewKind = RecentView["kind"];
type StoredView = { kind: ViewKind; id: number; viewedAt: string };

function isStoredList(value: unknown): value is StoredView[] {
  return (
    Array.isArray(value) &&
    value.every(
      (v) =>
        typeof v === "object" &&
        v !== null &&
        (v.kind === "unit" || v.kind === "project") &&
        Number.isInteger(v.id) &&
        v.id > 0 &&
        typeof v.viewedAt === "string",
    )
  );
}

/** A signed-out visitor's views, newest first, the newest few of each kind. */
const browserViews = jsonStore<StoredView[]>(STORAGE_KEYS.recentlyViewed, [], isStoredList);

/** Adds a view at the top of the browser's list, once per thing, keeping the newest few of each kind. */
export function withView(list: StoredView[], view: StoredView): StoredView[] {
  const rest = list.filter((v) => !(v.kind === view.kind && v.id === view.id));
  const next = [view, ...rest];
  const kept = { unit: 0, project: 0 };
  return next.filter((v) => {
    kept[v.kind] += 1;
    return kept[v.kind] <= RECENTLY_VIEWED_LIMIT;
  });
}

type RecentlyViewedValue = {
  /** The lists, once loaded; null before. */
  lists: RecentlyViewed | null;
  /** Loads the lists (again) for a section that shows them. */
  load(): void;
  record(kind: ViewKind, id: number): void;
};

const RecentlyViewedContext = createContext<RecentlyViewedValue | null>(null);

/**
 * Issue 21 point 4. Signed out, views are kept in this browser and looked up when shown; signed
 * in, they are the user's on the server. At sign-in the browser's views are handed to the server
 * (merged there) and forgotten here.
 */
export function RecentlyViewedProvider({ children }: { children: ReactNode }) {
  const api = useBrowserApi();
  const { status, accessToken } = useSession();
  const [lists, setLists] = useState<RecentlyViewed | null>(null);
  const [loads, setLoads] = useState(0);
  const statusRef = useRef(status);
  statusRef.current = status;
  // Views recorded so far: a load asked for before the latest of them may answer without it, and
  // would draw over the lists that view's own answer brought.
  const recorded = useRef(0);

  useEffect(() => {
    if (status === "loading") return;
    const wanted = loads > 0;
    let cancelled = false;
    (async () => {
      try {
        if (status === "signed-in") {
          const token = await accessToken();
          const stored = browserViews.get();
          if (stored.length > 0) {
            const merged = await api.post("/recently-viewed/", {
              body: { items: stored },
              accessToken: token,
            });
            browserViews.set([]);
            if (!cancelled) setLists(merged);
          } else if (wanted) {
            const before = recorded.current;
            const mine = await api.get("/recently-viewed/", { accessToken: token });
            if (!cancelled && recorded.current === before) setLists(mine);
          }
        } else if (wanted) {
          const stored = browserViews.get();
          const ids = (kind: ViewKind) =>
            stored
              .filter((v) => v.kind === kind)
              .map((v) => v.id)
              .join(",");
          const found = await api.get("/recently-viewed/lookup/", {
            query: { units: ids("unit"), projects: ids("project") },
          });
          if (!cancelled) setLists(found);
        }
      } catch {
        // Recently viewed is a convenience: a failed load leaves the section out, nothing more.
      }
    })();
    return () => {
      cancelled = true;
    };
  }, [status, loads, api, accessToken]);

  const record = useCallback(
    (kind: ViewKind, id: number) => {
      if (statusRef.current !== "signed-in") {
        browserViews.set(withView(browserViews.get(), { kind, id, viewedAt: new Date().toISOString() }));
        return;
      }
      recorded.current += 1;
      (async () => {
        try {
          const token = await accessToken();
          setLists(
            await api.post("/recently-viewed/", { body: { items: [{ kind, id }] }, accessToken: token }),
          );
        } catch {
          // A view not recorded is not worth interrupting the buyer for.
        }
      })();
    },
    [api, accessToken],
  );

  const load = useCallback(() => setLoads((n) => n + 1), []);
  const value = useMemo(() => ({ lists, load, record }), [lists, load, record]);
  return <RecentlyViewedContext.Provider value={value}>{children}</RecentlyViewedContext.Provider>;
}

export function useRecentlyViewed(): RecentlyViewedValue {
  const value = useContext(RecentlyViewedContext);
  if (!value) throw new Error("useRecentlyViewed must be used inside RecentlyViewedProvider");
  return value;
}

/** Records that the visitor opened this unit or project (once per page that shows it). */
export function useRecordView(kind: ViewKind, id: number | undefined) {
  const { record } = useRecentlyViewed();
  useEffect(() => {
    if (id !== undefined) record(kind, id);
  }, [kind, id, record]);
}
