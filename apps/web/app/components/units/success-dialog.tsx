import { lazyDialog } from "../lazy-dialog";
import type { SuccessDialogProps } from "./success-modal";

/** SPEC.md's success modals, open while there is a success to tell. */
export const SuccessDialog = lazyDialog<SuccessDialogProps>(
  () => import("./success-modal"),
  (props) => props.kind !== null,
);
