import { API_PREFIX } from "@capital/contract/api-paths";
import { API_ROUTES, type ApiPath, type ApiRouteAt } from "@capital/contract/api-routes";
import type { HttpMethod, RouteAnswer } from "@capital/contract/define-route";
import type { z } from "zod";

/** A request the page sent, as the network saw it. */
export type SentRequest = {
  method: HttpMethod;
  path: string;
  params: Record<string, string>;
  query: URLSearchParams;
  headers: Headers;
  body: unknown;
};

/** An answer other than the route's 2xx one: `answer(401, { code, message })`, `answer(204)`. */
export class StatusAnswer {
  constructor(
    readonly status: number,
    readonly body?: unknown,
  ) {}
}
export const answer = (status: number, body?: unknown) => new StatusAnswer(status, body);

/** What a handler answers: the route's 2xx answer, or another status with its (error) body. */
type Reply<Answer> = Answer | StatusAnswer | Promise<Answer | StatusAnswer>;
type Handler<Answer> = (request: SentRequest) => Reply<Answer>;

type Registered = {
  method: HttpMethod;
  url: string;
  handler: Handler<unknown>;
  pattern: RegExp;
  names: string[];
};

/**
 * The API as the browser meets it: `fetch` is replaced at the network, and each answer is checked
 * against the contract's response schema for its status before the page sees it, so a test can
 * only answer what the real API could. A handler that throws is a network failure (fetch rejects).
 * The favourites and bookings lists answer empty until a test says otherwise.
 */
export function stubApiNetwork() {
  const routes: Registered[] = [];
  const sent: SentRequest[] = [];

  async function fetchStub(input: string | URL | Request, init: RequestInit = {}): Promise<Response> {
    const url = new URL(String(input), "http://localhost");
    const method = (init.method ?? "GET") as HttpMethod;
    if (!url.pathname.startsWith(API_PREFIX)) throw new TypeError(`not an API call: ${url.pathname}`);
    const path = url.pathname.slice(API_PREFIX.length);
    const route = routes.find((r) => r.method === method && r.pattern.test(path));
    if (!route) throw new Error(`no handler for ${method} ${path}`);
    const values = route.pattern.exec(path)?.slice(1) ?? [];
    const request: SentRequest = {
      method,
      path,
      params: Object.fromEntries(route.names.map((name, i) => [name, decodeURIComponent(values[i] ?? "")])),
      query: url.searchParams,
      headers: new Headers(init.headers),
      body: typeof init.body === "string" ? JSON.parse(init.body) : init.body,
    };
    sent.push(request);
    const reply = await route.handler(request);
    const answers = contractAnswers(method, route.url);
    const success = Number(Object.keys(answers).find((code) => code.startsWith("2")));
    const { status, body } = reply instanceof StatusAnswer ? reply : { status: success, body: reply };
    const schema = answers[status];
    if (!schema) throw new Error(`the contract has no ${status} answer for ${method} ${route.url}`);
    const checked = body === undefined ? undefined : schema.parse(body);
    return new Response(checked === undefined ? null : JSON.stringify(checked), {
      status,
      headers: { "content-type": "application/json" },
    });
  }

  const api = {
    fetch: fetchStub,
    /** Answers `method` on `path` (a contract path, `:name` parameters and all) with `handler`. */
    on<Method extends HttpMethod, Path extends ApiPath<Method>>(
      method: Method,
      path: Path,
      handler: Handler<RouteAnswer<ApiRouteAt<Method, Path>>>,
    ) {
      const names: string[] = [];
      const source = path.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/:(\w+)/g, (_, name: string) => {
        names.push(name);
        return "([^/]+)";
      });
      routes.unshift({
        method,
        url: path,
        handler: handler as Handler<unknown>,
        pattern: new RegExp(`^${source}$`),
        names,
      });
    },
    /** The requests sent so far to `method` `path` (a contract path). */
    sent(method: HttpMethod, path: string) {
      return sent.filter(
        (r) => r.method === method && routes.some((x) => x.url === path && x.pattern.test(r.path)),
      );
    },
  };
  // A new account's lists, which every signed-in page loads; a test answers otherwise with its own handler.
  api.on("GET", "/favourites/", () => []);
  api.on("GET", "/bookings/", () => []);
  return api;
}

export type ApiNetwork = ReturnType<typeof stubApiNetwork>;

function contractAnswers(method: HttpMethod, url: string): Record<number, z.ZodType> {
  const route = API_ROUTES.find((r) => r.method === method && r.url === url);
  if (!route) throw new Error(`the contract has no route ${method} ${url}`);
  return route.schema.response;
}

/** A token as SimpleJWT signs it, readable by the page (the signature is not checked there). */
export function fakeJwt(expiresInSeconds: number, jti = crypto.randomUUID()) {
  const encode = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, "");
  const exp = Math.floor(Date.now() / 1000) + expiresInSeconds;
  return `${encode({ alg: "HS256", typ: "JWT" })}.${encode({ token_type: "access", exp, jti })}.signature`;
}
