import { TOAST_AUTO_CLOSE_MS } from "@capital/contract/constants";
import { ToastContainer, toast } from "react-toastify";
import { useI18n } from "../i18n/language-context";

/** SPEC.md section 9: top-right, closes after 5 s, pauses on hover. */
export function Toasts() {
  const { language } = useI18n();
  return (
    <ToastContainer
      position="top-right"
      autoClose={TOAST_AUTO_CLOSE_MS}
      pauseOnHover
      rtl={language === "ar"}
      newestOnTop
      closeButton
    />
  );
}

/** The one way to tell a person how an action went. */
export const notify = {
  success: (message: string) => toast.success(message),
  error: (message: string) => toast.error(message),
  warning: (message: string) => toast.warning(message),
};
