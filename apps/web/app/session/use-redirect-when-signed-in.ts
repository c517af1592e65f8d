import { useEffect } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { useSession } from "./session-context";

/**
 * Where to go after signing in: `?next=` when it is a path of this site (a visitor sent to sign in
 * from a unit comes back to it), else the home page. Never another origin (`//host`, `/\host`).
 */
export function useNextPath() {
  const [params] = useSearchParams();
  const next = params.get("next") ?? "";
  return /^\/(?![/\\])/.test(next) ? next : "/";
}

/** DECISIONS.md: a signed-in visitor on /signup or /signin goes to / (or back where they came from). */
export function useRedirectWhenSignedIn() {
  const { status } = useSession();
  const navigate = useNavigate();
  const next = useNextPath();
  useEffect(() => {
    if (status === "signed-in") navigate(next, { replace: true });
  }, [status, navigate, next]);
}
