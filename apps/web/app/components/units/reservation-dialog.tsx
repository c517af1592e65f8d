import { lazyDialog } from "../lazy-dialog";
import type { ReservationDialogProps } from "./reservation-modal";

/** Book Now's confirmation step, open while there are units to hold. */
export const ReservationDialog = lazyDialog<ReservationDialogProps>(
  () => import("./reservation-modal"),
  (props) => props.units !== null,
);
