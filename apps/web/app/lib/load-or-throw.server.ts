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

/**
 * What a loader throws for a failed API call, as loadOrThrow does: a missing thing is 404, a
 * briefly unavailable API (its database, or an overloaded instance) 503, anything else 502.
 */
export function routeError(error: unknown): unknown {
  if (!(error instanceof ApiRequestError)) return error;
  const status = error.status === 404 || error.status === 503 ? error.status : 502;
  return data({ message: error.body?.message }, { status });
}
