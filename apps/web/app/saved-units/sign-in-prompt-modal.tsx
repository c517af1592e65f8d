import * as Dialog from "@radix-ui/react-dialog";
import { useLocation } from "react-router";
import { primaryButton } from "../components/button-styles";
import { Icon } from "../components/icon/icon";
import { useReturnFocus } from "../components/use-return-focus";
import { useI18n } from "../i18n/language-context";
import { Link } from "../i18n/localized-link";
import { type AwaitedUnitAction, currentPath, savePendingAction, signInHref } from "./pending-action";

export type SignInPromptProps = { action: AwaitedUnitAction | null; onClose(): void };

/**
 * A signed-out Favourite or Book Now asks the buyer to sign in (or sign up) and brings them back to
 * this page, where the action is finished (decision: no dead end). Cancel leaves things as they were.
 */
export default function SignInPromptModal({ action, onClose }: SignInPromptProps) {
  const { t } = useI18n();
  const returnFocus = useReturnFocus(action !== null);
  const here = currentPath(useLocation());
  const path = action?.returnPath ?? here;
  // Remembered for this page, and the prompt closes: it must not stay open over the sign-in page.
  // A Book Now's way back holds the unit in its address, so nothing needs remembering for it.
  const follow = () => {
    if (action && action.returnPath === undefined)
      savePendingAction({ kind: action.kind, unitIds: action.unitIds, path });
    onClose();
  };
  return (
    <Dialog.Root open={action !== null} onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/50" />
        <Dialog.Content
          onCloseAutoFocus={returnFocus}
          className="-translate-x-1/2 -translate-y-1/2 fixed top-1/2 left-1/2 z-50 w-[min(92vw,26rem)] rounded-2xl bg-white p-6 text-center shadow-xl"
        >
          <Icon name="log-in" className="mx-auto mb-3 size-10 text-brand-700 rtl:-scale-x-100" />
          <Dialog.Title className="font-bold text-lg text-slate-900">{t.signInPrompt.title}</Dialog.Title>
          <Dialog.Description className="mt-2 text-slate-600">
            {action?.kind === "book" ? t.signInPrompt.book : t.signInPrompt.favourite}
          </Dialog.Description>
          <div className="mt-6 flex flex-col gap-2">
            <Link to={signInHref(path)} onClick={follow} className={primaryButton}>
              {t.nav.signIn}
            </Link>
            <Link
              to={signInHref(path, "/signup")}
              onClick={follow}
              className="rounded-lg border border-brand-500 px-4 py-2.5 font-bold text-brand-700 hover:bg-brand-50"
            >
              {t.auth.goToSignUp}
            </Link>
            <Dialog.Close className="rounded-lg px-4 py-2 font-bold text-slate-600 hover:bg-slate-100">
              {t.account.cancel}
            </Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
