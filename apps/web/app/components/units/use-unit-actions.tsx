import type { EnrichedUnit } from "@capital/contract/projects";
import type { Reservation } from "@capital/contract/reservations";
import { useCallback, useEffect, useRef, useState } from "react";
import { useLocation, useSearchParams } from "react-router";
import { currentPath, takePendingAction } from "../../saved-units/pending-action";
import { type SuccessKind, useSavedUnits } from "../../saved-units/saved-units-context";
import { useSession } from "../../session/session-context";
import { ReservationDialog } from "./reservation-dialog";
import { SuccessDialog } from "./success-dialog";

/** The query parameter that brings a visitor back from signing in to the unit they were holding. */
export const BOOK_PARAM = "book";

/**
 * Favourite and hold a unit. Book Now opens the confirmation step (plan, phone, note, call time);
 * a signed-out visitor is asked to sign in (the prompt), and comes back to the same unit with the
 * step open. SPEC.md's
 * success modal follows each. Render `dialogs` once. A favourite shows saved at once, while the
 * server is asked; one a signed-out buyer asked for is finished when they come back signed in
 * (saved-units/pending-action.ts).
 */
export function useUnitActions() {
  const saved = useSavedUnits();
  const { signedIn } = saved;
  const location = useLocation();
  const [searchParams, setSearchParams] = useSearchParams();
  const [success, setSuccess] = useState<{
    kind: SuccessKind;
    reservations?: Reservation[];
    leftFavourites?: boolean;
  } | null>(null);
  const [holding, setHolding] = useState<EnrichedUnit[] | null>(null);
  const [adding, setAdding] = useState<ReadonlySet<number>>(new Set());
  const pending = Number(searchParams.get(BOOK_PARAM)) || null;

  const bookNow = useCallback(
    async (...units: EnrichedUnit[]) => {
      const params = new URLSearchParams(location.search);
      params.set(BOOK_PARAM, String(units[0]?.id ?? ""));
      const returnPath = currentPath({ pathname: location.pathname, search: `?${params}` });
      const unitIds = units.map((unit) => unit.id);
      if (!(await signedIn({ kind: "book", unitIds, returnPath }))) return;
      setHolding(units);
    },
    [signedIn, location],
  );

  /** Back from signing in: the unit's own Book Now button calls this when it is the one awaited. */
  const resume = useCallback(
    (units: EnrichedUnit[]) => {
      if (pending === null || units[0]?.id !== pending) return;
      setSearchParams(
        (params) => {
          params.delete(BOOK_PARAM);
          return params;
        },
        { replace: true, preventScrollReset: true },
      );
      void bookNow(...units);
    },
    [pending, setSearchParams, bookNow],
  );

  async function favourite(unitId: number) {
    setAdding((ids) => new Set([...ids, unitId]));
    const added = await saved.addFavourite(unitId);
    setAdding((ids) => new Set([...ids].filter((id) => id !== unitId)));
    if (added) setSuccess({ kind: "favourite" });
  }

  const finish = useRef(favourite);
  finish.current = favourite;
  const path = currentPath(location);
  useEffect(() => {
    if (!saved.listsLoaded) return;
    const asked = takePendingAction(path);
    if (asked?.kind === "favourite" && asked.unitIds[0] !== undefined) void finish.current(asked.unitIds[0]);
  }, [saved.listsLoaded, path]);

  return {
    ...saved,
    pendingBookId: pending,
    resume,
    /** In the favourites, or on its way there. */
    isFavourite: (unitId: number) => adding.has(unitId) || Boolean(saved.favouriteOf(unitId)),
    favourite,
    bookNow,
    dialogs: (
      <>
        <ReservationDialog
          units={holding}
          onClose={() => setHolding(null)}
          onHeld={(reservations, leftFavourites) => {
            setHolding(null);
            setSuccess({ kind: "booking", reservations, leftFavourites });
          }}
        />
        <SuccessDialog
          kind={success?.kind ?? null}
          reservations={success?.reservations}
          leftFavourites={success?.leftFavourites}
          onClose={() => setSuccess(null)}
        />
      </>
    ),
  };
}

export type UnitActions = ReturnType<typeof useUnitActions>;

/**
 * Opens the confirmation step again for a unit a visitor was holding before signing in, once per
 * return. Cards pass a fresh `[unit]` on every render and the `?book=` parameter leaves the URL only
 * after a navigation: keyed on the render, the step was opened (and the URL rewritten) again on each
 * render until then, a loop that froze the page on its return from signing in.
 */
export function useResumeBooking(actions: UnitActions, units: EnrichedUnit[]) {
  const { status } = useSession();
  const { resume, pendingBookId } = actions;
  const first = units[0]?.id;
  const latest = useRef({ resume, units });
  latest.current = { resume, units };
  const resumed = useRef<number | null>(null);
  useEffect(() => {
    if (status !== "signed-in" || pendingBookId === null || pendingBookId !== first) return;
    if (resumed.current === pendingBookId) return;
    resumed.current = pendingBookId;
    latest.current.resume(latest.current.units);
  }, [status, pendingBookId, first]);
}
