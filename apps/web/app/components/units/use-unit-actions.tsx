import { useState } from "react";
import { type SuccessKind, useSavedUnits } from "../../saved-units/saved-units-context";
import { SuccessDialog } from "./success-dialog";

/** Favourite and book a unit, with SPEC.md's success modal after each. Render `successDialog` once. */
export function useUnitActions() {
  const saved = useSavedUnits();
  const [success, setSuccess] = useState<SuccessKind | null>(null);
  return {
    ...saved,
    async favourite(unitId: number) {
      if (await saved.addFavourite(unitId)) setSuccess("favourite");
    },
    async bookNow(...unitIds: number[]) {
      if (await saved.book(unitIds)) setSuccess("booking");
    },
    successDialog: <SuccessDialog kind={success} onClose={() => setSuccess(null)} />,
  };
}

export type UnitActions = ReturnType<typeof useUnitActions>;
