import type { z } from "zod";
import { apiErrorSchema } from "./api-error";

/**
 * One API route, whole: its method, its path under API_PREFIX and, in Fastify's own `schema`
 * shape, what it takes and answers. The API registers it as it is (`app.route({ ...route, handler })`),
 * so the schemas validate requests, shape answers and feed the OpenAPI document; the web client
 * derives a call's input and answer from its type alone (see `RouteInput` and `RouteAnswer`).
 */
export type RouteDefinition = {
  method: HttpMethod;
  /** Relative to API_PREFIX, with `:name` parameters and SPEC.md's trailing slash: `/malls/:id/`. */
  url: `/${string}`;
  schema: RouteSchema;
};

export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

type RouteSchema = {
  tags: readonly string[];
  summary: string;
  params?: z.ZodType;
  querystring?: z.ZodType;
  body?: z.ZodType;
  /** Every status the route answers with, errors included (they are documented too). */
  response: { [status: number]: z.ZodType };
  /**
   * `bearerAuth` marks a route that needs the signed-in user's access token; an empty requirement
   * beside it (`[{}, { bearerAuth: [] }]`) makes the token optional, as OpenAPI writes it.
   */
  security?: readonly ({ readonly bearerAuth: readonly string[] } | Record<string, never>)[];
  /** Routes that also take multipart forms (files) list it here; the client may then send FormData. */
  consumes?: readonly string[];
};

/**
 * Declares a route. The type is kept exactly as written (literal method and path), and the path's
 * `:name` parameters must be the keys of the `params` schema, no more and no fewer.
 */
export function defineRoute<const Route extends RouteDefinition>(
  route: Route & ParamsMatchPath<Route>,
): Route {
  return route;
}

/** The `:name` parameters of a path: `"/feedbacks/:id/like/"` gives `"id"`. */
export type PathParamNames<Path extends string> = Path extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParamNames<`/${Rest}`>
  : Path extends `${string}:${infer Name}`
    ? Name
    : never;

type SchemaKeys<Schema> = Schema extends { params: z.ZodType }
  ? keyof z.input<Schema["params"]> & string
  : never;
type ParamsMatchPath<Route extends RouteDefinition> = [PathParamNames<Route["url"]>] extends [
  SchemaKeys<Route["schema"]>,
]
  ? [SchemaKeys<Route["schema"]>] extends [PathParamNames<Route["url"]>]
    ? unknown
    : { paramsMismatch: "the params schema names a parameter the path does not have" }
  : { paramsMismatch: "the path has a parameter the params schema does not name" };

/** What a caller sends: zod's input types, where "anything coercible" (`unknown`) is a plain value. */
type Sendable<T> = unknown extends T
  ? string | number | boolean
  : T extends Uint8Array
    ? never
    : T extends readonly (infer Item)[]
      ? Sendable<Item>[]
      : T extends object
        ? { [Key in keyof T]: Sendable<T[Key]> }
        : T;

type Input<Schema> = Schema extends z.ZodType ? Sendable<z.input<Schema>> : never;

/** A key that may be left out when everything under it may be. */
type Part<Key extends string, Value> = [Value] extends [never]
  ? { [K in Key]?: never }
  : undefined extends Value
    ? { [K in Key]?: Value }
    : Record<never, never> extends Value
      ? { [K in Key]?: Value }
      : { [K in Key]: Value };

type Multipart<Route extends RouteDefinition> = Route["schema"] extends {
  consumes: readonly (infer Type)[];
}
  ? "multipart/form-data" extends Type
    ? FormData
    : never
  : never;

/** What a call of the route takes: path parameters, query, body, and the access token when it needs one. */
export type RouteInput<Route extends RouteDefinition> = Part<
  "params",
  [PathParamNames<Route["url"]>] extends [never]
    ? never
    : Record<PathParamNames<Route["url"]>, string | number>
> &
  Part<"query", Input<Route["schema"]["querystring"]>> &
  Part<"body", Input<Route["schema"]["body"]> | Multipart<Route>> &
  (Route["schema"] extends { security: readonly unknown[] }
    ? { accessToken: string | null }
    : { accessToken?: never }) & { signal?: AbortSignal };

type Success = 200 | 201 | 202 | 204;

/** What a successful call of the route answers. */
export type RouteAnswer<Route extends RouteDefinition> = z.output<
  Route["schema"]["response"][Extract<keyof Route["schema"]["response"], Success>]
>;

/** The contract's one error shape for each status given: `...errorAnswers(400, 404)`. */
export function errorAnswers<const Status extends number>(...statuses: Status[]) {
  return Object.fromEntries(statuses.map((status) => [status, apiErrorSchema])) as Record<
    Status,
    typeof apiErrorSchema
  >;
}
