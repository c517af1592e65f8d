import { isRouteErrorResponse, useRouteError } from "react-router";
import { ErrorPage } from "./error-page";

/** SPEC.md: a failed detail load shows the error page with the message and a Go back button. */
export function DetailErrorBoundary() {
  const error = useRouteError();
  const message = isRouteErrorResponse(error)
    ? (error.data as { message?: string } | null)?.message
    : undefined;
  return <ErrorPage message={message} />;
}
