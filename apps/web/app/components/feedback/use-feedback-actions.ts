import type { MessageResponse } from "@capital/contract/accounts";
import type { MessageCode } from "@capital/contract/errors";
import { useCallback } from "react";
import { useRevalidator } from "react-router";
import { useI18n } from "../../i18n/language-context";
import { ApiRequestError } from "../../lib/api-client";
import { useBrowserApi } from "../../lib/use-api";
import { useSession } from "../../session/session-context";
import { notify } from "../toasts";

/**
 * SPEC.md's feedback actions: signed out, 'You must login first'; on success the server's message
 * as a toast and the company reloaded; on failure the server's message or SPEC.md's fallback text.
 */
export function useFeedbackActions(companyId: number) {
  const api = useBrowserApi();
  const { t } = useI18n();
  const { ready, accessToken } = useSession();
  const revalidator = useRevalidator();

  // Right after a page load the session may still be restoring: wait for it, don't turn the visitor away.
  const ensureSignedIn = useCallback(async () => {
    if ((await ready()) === "signed-in") return true;
    notify.warning(t.errors.mustLogin);
    return false;
  }, [ready, t]);

  const run = useCallback(
    async (fallback: MessageCode, call: (token: string | null) => Promise<MessageResponse>) => {
      if (!(await ensureSignedIn())) return false;
      try {
        const answer = await call(await accessToken());
        notify.success(answer.message);
        await revalidator.revalidate();
        return true;
      } catch (error) {
        notify.error((error instanceof ApiRequestError && error.displayMessage) || t.errors[fallback]);
        return false;
      }
    },
    [ensureSignedIn, accessToken, revalidator, t],
  );

  return {
    post: (text: string) =>
      run("feedbackAddFailed", (accessToken) =>
        api.post("/feedbacks/", { body: { company: companyId, text }, accessToken }),
      ),
    like: (id: number) =>
      run("feedbackLikeFailed", (accessToken) =>
        api.post("/feedbacks/:id/like/", { params: { id }, body: { id }, accessToken }),
      ),
    unlike: (id: number) =>
      run("feedbackDislikeFailed", (accessToken) =>
        api.delete("/feedbacks/:id/like/", { params: { id }, accessToken }),
      ),
    reply: (id: number, text: string) =>
      run("feedbackReplyFailed", (accessToken) =>
        api.post("/feedbacks/:id/reply/", {
          params: { id },
          body: { company: companyId, text },
          accessToken,
        }),
      ),
    // SPEC.md: a failed delete reuses 'Failed to dislike feedback'.
    remove: (id: number) =>
      run("feedbackDislikeFailed", (accessToken) =>
        api.delete("/feedbacks/:id/", { params: { id }, accessToken }),
      ),
    removeReply: (id: number) =>
      run("feedbackDislikeFailed", (accessToken) =>
        api.delete("/feedbacks/replies/:id/", { params: { id }, accessToken }),
      ),
    ensureSignedIn,
  };
}
