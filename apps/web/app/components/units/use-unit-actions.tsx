import { useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";
import { currentPath, takePendingAction } from "../../saved-units/pending-action";
import { type SuccessKind, useSavedUnits } from "../../saved-units/saved-units-context";
import { SuccessDialog } from "./success-dialog";

/**
 * Favourite and book a unit, with SPEC.md's success modal after each. Render `successDialog` once.
 * A favourite shows saved at once, while the server is asked. What a signed-out buyer asked for on
 * this page is finished when they come back signed in (saved-units/pending-action.ts).
 */
export function useUnitActions() {
  const saved = useSavedUnits();
  const location = useLocation();
  const [success, setSuccess] = useState<SuccessKind | null>(null);
  const [adding, setAdding] = useState<ReadonlySet<number>>(new Set());

  async function favourite(unitId: number) {
    setAdding((ids) => new Set([...ids, unitId]));
    const added = await saved.addFavourite(unitId);
    setAdding((ids) => new Set([...ids].filter((id) => id !== unitId)));
    if (added) setSuccess("favourite");
  }
  async function bookNow(...unitIds: number[]) {
    if (await saved.book(unitIds)) setSuccess("booking");
  }

  const finish = useRef({ favourite, bookNow });
  finish.current = { favourite, bookNow };
  const path = currentPath(location);
  useEffect(() => {
    if (!saved.listsLoaded) return;
    const pending = takePendingAction(path);
    if (!pending) return;
    if (pending.kind === "favourite" && pending.unitIds[0] !== undefined)
      void finish.current.favourite(pending.unitIds[0]);
    else if (pending.kind === "book") void finish.current.bookNow(...pending.unitIds);
  }, [saved.listsLoaded, path]);

  return {
    ...saved,
    /** In the favourites, or on its way there. */
    isFavourite: (unitId: number) => adding.has(unitId) || Boolean(saved.favouriteOf(unitId)),
    favourite,
    bookNow,
    successDialog: <SuccessDialog kind={success} onClose={() => setSuccess(null)} />,
  };
}

export type UnitActions = ReturnType<typeof useUnitActions>;
