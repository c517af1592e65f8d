import { isRouteErrorResponse, type MetaDescriptor, useRouteError } from "react-router";
import { type MetaMatches, pageTitle } from "../lib/page-meta";
import { ErrorPage } from "./error-page";
import { NotFoundPage } from "./not-found-page";

/** The API's message of a failed page load (in the page's language), if it gave one. */
function messageOf(error: unknown) {
  return isRouteErrorResponse(error) ? (error.data as { message?: string } | null)?.message : undefined;
}

/** A path that names nothing at all (an unknown units word or search category) is the 404 page. */
function isNotFound(error: unknown) {
  return isRouteErrorResponse(error) && error.status === 404 && !messageOf(error);
}

/**
 * SPEC.md: a failed detail load shows the error page with the API's message and Go back, inside the
 * site's top bar and footer (the root's boundary has neither). A path that names nothing at all (an
 * unknown units word or search category) is the 404 page.
 */
export function PageErrorBoundary() {
  const error = useRouteError();
  return isNotFound(error) ? <NotFoundPage /> : <ErrorPage message={messageOf(error)} />;
}

/** The title of a page that failed to load, as its error boundary shows it. */
export function pageErrorMeta(matches: MetaMatches, error: unknown): MetaDescriptor[] {
  const title = pageTitle(matches, (t) =>
    isNotFound(error) ? t.notFound.pageTitle : (messageOf(error) ?? t.errorPage.title),
  );
  return [{ title }, { name: "robots", content: "noindex" }];
}
