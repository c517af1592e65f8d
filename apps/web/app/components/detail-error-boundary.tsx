import { isRouteErrorResponse, type MetaDescriptor, useRouteError } from "react-router";
import { type MetaMatches, pageTitle } from "../lib/page-meta";
import { ErrorPage } from "./error-page";
import { NotFoundPage } from "./not-found-page";

/** The API's message of a failed detail load (in the page's language), if it gave one. */
function messageOf(error: unknown) {
  return isRouteErrorResponse(error) ? (error.data as { message?: string } | null)?.message : undefined;
}

/** A path that names nothing at all (an unknown units word) is the 404 page. */
function isNotFound(error: unknown) {
  return isRouteErrorResponse(error) && error.status === 404 && !messageOf(error);
}

/**
 * SPEC.md: a failed detail load shows the error page with the API's message and Go back. A path
 * that names nothing at all (an unknown units word) is the 404 page.
 */
export function DetailErrorBoundary() {
  const error = useRouteError();
  return isNotFound(error) ? <NotFoundPage /> : <ErrorPage message={messageOf(error)} />;
}

/** The title of a detail page that failed to load, as its error boundary shows it. */
export function detailErrorMeta(matches: MetaMatches, error: unknown): MetaDescriptor[] {
  const title = pageTitle(matches, (t) =>
    isNotFound(error) ? t.notFound.pageTitle : (messageOf(error) ?? t.errorPage.title),
  );
  return [{ title }, { name: "robots", content: "noindex" }];
}
