import type { MessageCode } from "@capital/contract/errors";
import type { BookBody, Reservation } from "@capital/contract/reservations";
import type { SavedUnit } from "@capital/contract/saved-units";
import {
  createContext,
  type Dispatch,
  type ReactNode,
  type SetStateAction,
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
import { useBrowserApi } from "../lib/use-api";
import { useSession } from "../session/session-context";
import type { AwaitedUnitAction } from "./pending-action";
import { SignInPrompt } from "./sign-in-prompt";

export type SuccessKind = "favourite" | "booking";

/** A hold request's outcome: the reservations made, or the fields the server refused (shown on the form). */
export type BookResult =
  | {
      ok: true;
      reservations: Reservation[];
      /** Some of the units were favourites, which the hold took out of that list (DECISIONS.md). */
      leftFavourites: boolean;
    }
  | { ok: false; fields?: Record<string, string[]> };

type SavedUnitsValue = {
  favourites: SavedUnit[];
  bookings: Reservation[];
  loading: boolean;
  /** The signed-in user's lists have arrived (not while signed out, nor the moment the session starts). */
  listsLoaded: boolean;
  /** Units seen reserved here, by this user's booking or a refused one, so cards show them so at once. */
  reservedIds: ReadonlySet<number>;
  busy(unitId: number): boolean;
  favouriteOf(unitId: number): SavedUnit | undefined;
  addFavourite(unitId: number): Promise<boolean>;
  removeFavourite(favouriteId: number): Promise<void>;
  /** Holds every unit given or none (a whole villa is several units). */
  book(details: BookBody): Promise<BookResult>;
  cancelBooking(bookingId: number): Promise<void>;
  /** True when signed in; otherwise the sign-in prompt opens for `action` and this is false. */
  signedIn(action: AwaitedUnitAction): Promise<boolean>;
};

const SavedUnitsContext = createContext<SavedUnitsValue | null>(null);

/** The signed-in user's favourites and bookings (SPEC.md section 3's user state), and what changes them. */
export function SavedUnitsProvider({ children }: { children: ReactNode }) {
  const api = useBrowserApi();
  const { t } = useI18n();
  const { status, accessToken, ready, user, setUser } = useSession();
  const [favourites, setFavourites] = useState<SavedUnit[]>([]);
  const [bookings, setBookings] = useState<Reservation[]>([]);
  const [loading, setLoading] = useState(true);
  const [loadedFor, setLoadedFor] = useState<string | null>(null);
  const [reservedIds, setReservedIds] = useState<ReadonlySet<number>>(new Set());
  const [busyIds, setBusyIds] = useState<ReadonlySet<number>>(new Set());
  const inFlight = useRef(new Set<number>());
  // Settles once the lists of this session have loaded (or failed to): a change waits for it, or
  // the load, answered later with the lists as they were before, would draw over the change.
  const listsLoaded = useRef<Promise<void>>(Promise.resolve());

  const failure = useCallback(
    (error: unknown, fallback: MessageCode) =>
      notify.error((error instanceof ApiRequestError && error.body?.message) || t.errors[fallback]),
    [t],
  );

  useEffect(() => {
    if (status !== "signed-in") {
      setLoadedFor(null);
      setFavourites([]);
      setBookings([]);
      setLoading(status === "loading");
      return;
    }
    let cancelled = false;
    let loaded = () => {};
    listsLoaded.current = new Promise((resolve) => {
      loaded = resolve;
    });
    (async () => {
      setLoading(true);
      const token = await accessToken();
      const [favs, books] = await Promise.allSettled([
        api.get("/favourites/", { accessToken: token }),
        api.get("/bookings/", { accessToken: token }),
      ]);
      if (cancelled) return;
      if (favs.status === "fulfilled") setFavourites(favs.value);
      else failure(favs.reason, "favouritesLoadFailed");
      if (books.status === "fulfilled") setBookings(books.value);
      else failure(books.reason, "bookingsLoadFailed");
      setLoading(false);
      setLoadedFor(status);
    })().finally(loaded);
    return () => {
      cancelled = true;
      loaded();
    };
  }, [status, api, accessToken, failure]);

  /** One request per unit at a time: a double click sends one request. */
  const exclusive = useCallback(
    async <T,>(unitId: number, work: () => Promise<T>): Promise<T | undefined> => {
      if (inFlight.current.has(unitId)) return undefined;
      inFlight.current.add(unitId);
      setBusyIds(new Set(inFlight.current));
      try {
        await listsLoaded.current;
        return await work();
      } finally {
        inFlight.current.delete(unitId);
        setBusyIds(new Set(inFlight.current));
      }
    },
    [],
  );

  // What a signed-out visitor asked for, while the sign-in prompt offers to finish it after signing in.
  const [awaitingSignIn, setAwaitingSignIn] = useState<AwaitedUnitAction | null>(null);

  // Right after a page load the session may still be restoring: wait for it, don't turn the visitor away.
  const signedIn = useCallback(
    async (action: AwaitedUnitAction) => {
      if ((await ready()) === "signed-in") return true;
      setAwaitingSignIn(action);
      return false;
    },
    [ready],
  );

  const addFavourite = useCallback(
    async (unitId: number) => {
      if (!(await signedIn({ kind: "favourite", unitIds: [unitId] }))) return false;
      const added = await exclusive(unitId, async () => {
        try {
          const saved = await api.post("/favourites/", {
            body: { unit: unitId },
            accessToken: await accessToken(),
          });
          setFavourites((list) => [saved, ...list.filter((f) => f.id !== saved.id)]);
          return true;
        } catch (error) {
          failure(error, "favouriteAddFailed");
          return false;
        }
      });
      return added ?? false;
    },
    [signedIn, exclusive, api, accessToken, failure],
  );

  // Removing is shown at once and put back should the server not confirm it.
  const removeFavourite = useCallback(
    async (favouriteId: number) => {
      const item = favourites.find((f) => f.id === favouriteId);
      if (!item) return;
      await exclusive(item.unit.id, async () => {
        const restore = optimisticRemoval(setFavourites, favourites, item);
        try {
          await api.delete("/favourites/:id/", {
            params: { id: favouriteId },
            accessToken: await accessToken(),
          });
        } catch (error) {
          restore();
          failure(error, "favouriteRemoveFailed");
        }
      });
    },
    [favourites, exclusive, api, accessToken, failure],
  );

  const book = useCallback(
    async (details: BookBody): Promise<BookResult> => {
      const unitIds = details.units;
      const [first] = unitIds;
      if (first === undefined) return { ok: false };
      const markReserved = () => setReservedIds((ids) => new Set([...ids, ...unitIds]));
      const booked = await exclusive(first, async (): Promise<BookResult> => {
        try {
          const answer = await api.post("/bookings/", { body: details, accessToken: await accessToken() });
          setBookings((list) => [...answer.bookings, ...list]);
          // The server drops a held unit from the favourites too (DECISIONS.md).
          const leftFavourites = favourites.some((f) => unitIds.includes(f.unit.id));
          setFavourites((list) => list.filter((f) => !unitIds.includes(f.unit.id)));
          markReserved();
          // The server keeps the number on a profile that had none: so does the page.
          const phone = answer.bookings[0]?.phone;
          if (user && !user.phone && phone) setUser({ ...user, phone });
          return { ok: true, reservations: answer.bookings, leftFavourites };
        } catch (error) {
          if (error instanceof ApiRequestError && error.status === 400 && error.body?.fields) {
            return { ok: false, fields: error.body.fields };
          }
          if (
            error instanceof ApiRequestError &&
            error.status === 409 &&
            error.body?.code === "unitReserved"
          ) {
            markReserved();
          }
          failure(error, "bookingAddFailed");
          return { ok: false };
        }
      });
      return booked ?? { ok: false };
    },
    [exclusive, api, accessToken, failure, user, setUser, favourites],
  );

  const cancelBooking = useCallback(
    async (bookingId: number) => {
      const item = bookings.find((b) => b.id === bookingId);
      if (!item) return;
      await exclusive(item.unit.id, async () => {
        try {
          await api.delete("/bookings/:id/", {
            params: { id: bookingId },
            accessToken: await accessToken(),
          });
          const cancelledAt = new Date().toISOString();
          setBookings((list) =>
            list.map((b) =>
              b.id === bookingId
                ? {
                    ...b,
                    status: "cancelled",
                    expiresAt: null,
                    decidedAt: cancelledAt,
                    unit: { ...b.unit, status: "free" },
                  }
                : b,
            ),
          );
          setReservedIds((ids) => {
            const next = new Set(ids);
            next.delete(item.unit.id);
            return next;
          });
        } catch (error) {
          failure(error, "bookingRemoveFailed");
        }
      });
    },
    [bookings, exclusive, api, accessToken, failure],
  );

  const value = useMemo<SavedUnitsValue>(
    () => ({
      favourites,
      bookings,
      loading,
      listsLoaded: status === "signed-in" && loadedFor === "signed-in" && !loading,
      reservedIds,
      busy: (unitId) => busyIds.has(unitId),
      favouriteOf: (unitId) => favourites.find((f) => f.unit.id === unitId),
      addFavourite,
      removeFavourite,
      book,
      cancelBooking,
      signedIn,
    }),
    [
      favourites,
      bookings,
      loading,
      status,
      loadedFor,
      reservedIds,
      busyIds,
      addFavourite,
      removeFavourite,
      book,
      cancelBooking,
      signedIn,
    ],
  );
  return (
    <SavedUnitsContext.Provider value={value}>
      {children}
      <SignInPrompt action={awaitingSignIn} onClose={() => setAwaitingSignIn(null)} />
    </SavedUnitsContext.Provider>
  );
}

/** Drops `item` from a list now; the function returned puts it back where it was in `shown`. */
function optimisticRemoval(
  setList: Dispatch<SetStateAction<SavedUnit[]>>,
  shown: SavedUnit[],
  item: SavedUnit,
) {
  const index = shown.indexOf(item);
  setList((list) => list.filter((entry) => entry.id !== item.id));
  return () =>
    setList((list) =>
      list.some((entry) => entry.id === item.id)
        ? list
        : [...list.slice(0, index), item, ...list.slice(index)],
    );
}

export function useSavedUnits(): SavedUnitsValue {
  const value = useContext(SavedUnitsContext);
  if (!value) throw new Error("useSavedUnits must be used inside SavedUnitsProvider");
  return value;
}
