import { data } from "react-router";
import { ApiRequestError } from "./api-client";

/**
 * A detail load that failed becomes the route's error with the API's message (in the page's
 * language) and the right status: a missing id answers HTTP 404.
 */
export async function loadOrThrow<T>(load: Promise<T>): Promise<T> {
  try {
    return await load;
  } catch (error) {
    throw routeError(error);
  }
}

/** What a loader throws for a failed API call, as loadOrThrow does. */
export function routeError(error: unknown): unknown {
  if (!(error instanceof ApiRequestError)) return error;
  return data({ message: error.body?.message }, { status: error.status === 404 ? 404 : 502 });
}
