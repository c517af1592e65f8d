import type { ApiError } from "@capital/contract/api-error";
import { API_PREFIX } from "@capital/contract/api-paths";
import type { Language } from "@capital/contract/catalogue";
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

type RequestOptions = {
  /** A JSON body, or FormData sent as multipart (as the contract's multipart endpoints expect). */
  body?: unknown;
  accessToken?: string | null;
  query?: Record<string, string | number | undefined>;
  signal?: AbortSignal;
};

/**
 * The one way the web app calls the API. On the server `fetch` runs the API in-process; in the
 * browser it is the real fetch. Responses are typed by the contract's types (no runtime parsing,
 * to keep zod out of the browser bundle).
 */
export function createApiClient(fetcher: Fetcher, language: Language) {
  async function request<T>(method: string, path: string, options: RequestOptions = {}): Promise<T> {
    const headers: Record<string, string> = { accept: "application/json", "accept-language": language };
    let body: BodyInit | undefined;
    if (options.body instanceof FormData) {
      body = options.body;
    } else if (options.body !== undefined) {
      headers["content-type"] = "application/json";
      body = JSON.stringify(options.body);
    }
    if (options.accessToken) headers.authorization = `Bearer ${options.accessToken}`;
    const search = new URLSearchParams();
    for (const [key, value] of Object.entries(options.query ?? {})) {
      if (value !== undefined) search.set(key, String(value));
    }
    const url = `${API_PREFIX}${path}${search.size > 0 ? `?${search}` : ""}`;
    const response = await fetcher(url, { method, headers, body, signal: options.signal });
    const text = await response.text();
    const parsed = text ? safeJson(text) : null;
    if (!response.ok) throw new ApiRequestError(response.status, isApiError(parsed) ? parsed : null);
    return parsed as T;
  }

  return {
    language,
    get: <T>(path: string, options?: RequestOptions) => request<T>("GET", path, options),
    post: <T>(path: string, options?: RequestOptions) => request<T>("POST", path, options),
    put: <T>(path: string, options?: RequestOptions) => request<T>("PUT", path, options),
    delete: <T>(path: string, options?: RequestOptions) => request<T>("DELETE", path, options),
  };
}

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
