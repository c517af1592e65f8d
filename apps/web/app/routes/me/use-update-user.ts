import { useCallback } from "react";
import { notify } from "../../components/toasts";
import { useI18n } from "../../i18n/language-context";
import { ApiRequestError } from "../../lib/api-client";
import { useBrowserApi } from "../../lib/use-api";
import { useSession } from "../../session/session-context";

/** PUT one field (multipart, as SPEC.md says), merge the answer into the session, and say how it went. */
export function useUpdateUser() {
  const api = useBrowserApi();
  const { t } = useI18n();
  const { user, setUser, accessToken } = useSession();
  return useCallback(
    async (field: string, value: string | Blob) => {
      if (!user) return false;
      const form = new FormData();
      form.set(field, value);
      try {
        const updated = await api.put("/users/:id/update/", {
          params: { id: user.id },
          body: form,
          accessToken: await accessToken(),
        });
        setUser(updated);
        notify.success(t.errors.userUpdated);
        return true;
      } catch (error) {
        notify.error((error instanceof ApiRequestError && error.displayMessage) || t.errors.updateFailed);
        return false;
      }
    },
    [api, user, setUser, accessToken, t],
  );
}
