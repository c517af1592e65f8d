import { useEffect } from "react";
import { useLocalizedNavigate } from "../i18n/localized-link";
import { useSession } from "./session-context";

/** DECISIONS.md: a signed-in visitor on /signup or /signin goes to / (or where `?next=` says). */
export function useRedirectWhenSignedIn(to = "/") {
  const { status } = useSession();
  const navigate = useLocalizedNavigate();
  useEffect(() => {
    if (status === "signed-in") navigate(to, { replace: true });
  }, [status, navigate, to]);
}
