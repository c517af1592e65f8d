import { lazyDialog } from "../components/lazy-dialog";
import type { SignInPromptProps } from "./sign-in-prompt-modal";

/** The sign-in prompt, open while a signed-out action waits for it. */
export const SignInPrompt = lazyDialog<SignInPromptProps>(
  () => import("./sign-in-prompt-modal"),
  (props) => props.action !== null,
);
