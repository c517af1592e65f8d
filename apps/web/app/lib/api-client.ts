import type { ApiError } from "@capital/contract/api-error";
import { API_PREFIX, pathTo } from "@capital/contract/api-paths";
import type { ApiPath, ApiRouteAt } from "@capital/contract/api-routes";
import type { Language } from "@capital/contract/catalogue";
import type { HttpMethod, RouteAnswer, RouteDefinition, RouteInput } from "@capital/contract/define-route";
import type { MessageCode } from "@capital/contract/errors";

export type Fetcher = (url: string, init?: RequestInit) => Promise<Response>;

/** An answer of the API outside 2xx, with the contract's error body when it sent one. */
export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    readonly body: ApiError | null,
  ) {
    super(body?.message ?? `HTTP ${status}`);
    this.name = "ApiRequestError";
  }

  get code(): MessageCode | undefined {
    return this.body?.code;
  }

  /** What to show a person: the first field's message, else the API's message, else nothing. */
  get displayMessage(): string | undefined {
    const firstField = this.body?.fields ? Object.values(this.body.fields)[0]?.[0] : undefined;
    return firstField ?? this.body?.message;
  }
}

/**
 * The one way the web app calls the API, typed by the contract's route definitions: a call names
 * a route by method and path (`api.get("/malls/:id/", { params: { id } })`), and the compiler
 * checks its parameters, query and body and derives what it answers. Only types come from the
 * contract, so no zod schema reaches the browser (decision 15); the answer is not parsed again,
 * the API's serializer shaped it by the same schema. On the server `fetcher` runs the API
 * in-process; in the browser it is the real fetch.
 */
export function createApiClient(fetcher: Fetcher, language: Language) {
  async function request(method: HttpMethod, path: string, input: CallInput = {}): Promise<unknown> {
    const headers: Record<string, string> = { accept: "application/json", "accept-language": language };
    let body: BodyInit | undefined;
    if (input.body instanceof FormData) {
      body = input.body;
    } else if (input.body !== undefined) {
      headers["content-type"] = "application/json";
      body = JSON.stringify(input.body);
    }
    if (input.accessToken) headers.authorization = `Bearer ${input.accessToken}`;
    const search = new URLSearchParams();
    for (const [key, value] of Object.entries(input.query ?? {})) {
      if (value !== undefined) search.set(key, String(value));
    }
    const url = `${API_PREFIX}${pathTo(path, input.params ?? {})}${search.size > 0 ? `?${search}` : ""}`;
    const response = await fetcher(url, { method, headers, body, signal: input.signal });
    const text = await response.text();
    const parsed = text ? safeJson(text) : null;
    if (!response.ok) throw new ApiRequestError(response.status, isApiError(parsed) ? parsed : null);
    return parsed;
  }

  function caller<Method extends HttpMethod>(method: Method) {
    return <Path extends ApiPath<Method>>(path: Path, ...[input]: CallArguments<ApiRouteAt<Method, Path>>) =>
      request(method, path, input as CallInput) as Promise<RouteAnswer<ApiRouteAt<Method, Path>>>;
  }

  return {
    language,
    get: caller("GET"),
    post: caller("POST"),
    put: caller("PUT"),
    patch: caller("PATCH"),
    delete: caller("DELETE"),
  };
}

/** The input may be left out when nothing in it is required. */
type CallArguments<Route extends RouteDefinition> =
  Record<never, never> extends RouteInput<Route> ? [input?: RouteInput<Route>] : [input: RouteInput<Route>];

type CallInput = {
  params?: Record<string, string | number>;
  query?: Record<string, unknown>;
  body?: unknown;
  accessToken?: string | null;
  signal?: AbortSignal;
};

export type ApiClient = ReturnType<typeof createApiClient>;

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

function isApiError(value: unknown): value is ApiError {
  return typeof value === "object" && value !== null && "code" in value && "message" in value;
}
