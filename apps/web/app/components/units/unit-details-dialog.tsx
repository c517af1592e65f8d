import { lazyDialog } from "../lazy-dialog";
import type { UnitDetailsDialogProps } from "./unit-details-modal";

/** SPEC.md's unit details modal, open while it has a unit. */
export const UnitDetailsDialog = lazyDialog<UnitDetailsDialogProps>(
  () => import("./unit-details-modal"),
  (props) => props.unit !== null,
);
