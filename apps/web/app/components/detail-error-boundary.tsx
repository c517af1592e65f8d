import { Suspense } from "react";
import { isRouteErrorResponse, useRouteError } from "react-router";
import { ErrorPage, NotFoundPage } from "./lazy-error-pages";

/**
 * SPEC.md: a failed detail load shows the error page with the API's message and Go back. A path
 * that names nothing at all (an unknown units word) is the 404 page.
 */
export function DetailErrorBoundary() {
  const error = useRouteError();
  const message = isRouteErrorResponse(error)
    ? (error.data as { message?: string } | null)?.message
    : undefined;
  return (
    <Suspense fallback={null}>
      {isRouteErrorResponse(error) && error.status === 404 && !message ? (
        <NotFoundPage />
      ) : (
        <ErrorPage message={message} />
      )}
    </Suspense>
  );
}
