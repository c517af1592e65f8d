import { lazy } from "react";

// Only a page that failed needs these, so no other page's scripts carry them.
export const NotFoundPage = lazy(() => import("./not-found-page").then((m) => ({ default: m.NotFoundPage })));
export const ErrorPage = lazy(() => import("./error-page").then((m) => ({ default: m.ErrorPage })));
