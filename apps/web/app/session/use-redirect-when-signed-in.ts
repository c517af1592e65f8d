import { useEffect } from "react";
import { useSearchParams } from "react-router";
import { useLocalizedNavigate } from "../i18n/localized-link";
import { safeNext } from "../saved-units/pending-action";
import { useSession } from "./session-context";

/** DECISIONS.md: a signed-in visitor on /signup or /signin goes to / (or back where `?next=` says). */
export function useRedirectWhenSignedIn() {
  const { status } = useSession();
  const navigate = useLocalizedNavigate();
  const next = safeNext(useSearchParams()[0].get("next"));
  useEffect(() => {
    if (status === "signed-in") navigate(next, { replace: true });
  }, [status, navigate, next]);
}
