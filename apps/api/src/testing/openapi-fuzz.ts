import type { InjectOptions } from "fastify";
import { multipart } from "./multipart";

/**
 * Requests generated from the OpenAPI document, for every operation it lists: values that fit the
 * schemas, and values that do not (boundary and huge numbers, wrong types, NUL, control and bidi
 * characters, invalid UTF-8, wrong content types, oversize bodies). Seeded, so a run repeats.
 */

type JsonSchema = {
  $ref?: string;
  type?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  nullable?: boolean;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  format?: string;
  pattern?: string;
};

type Parameter = {
  in: "path" | "query" | "header" | "cookie";
  name: string;
  required?: boolean;
  schema: JsonSchema;
};

type OpenApiDocument = {
  paths: Record<string, Record<string, OpenApiOperation>>;
  components?: { schemas?: Record<string, JsonSchema> };
};

type OpenApiOperation = {
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
  security?: unknown[];
};

export type Operation = {
  method: string;
  path: string;
  parameters: Parameter[];
  bodies: { contentType: string; schema: JsonSchema }[];
  secured: boolean;
};

/** What a case may use besides the schemas: real ids, and bearer tokens of several kinds. */
export type FuzzContext = {
  ids: number[];
  tokens: { valid: () => string; deletedUser: string };
};

export type FuzzCase = { operation: Operation; description: string; request: InjectOptions };

const METHODS = ["get", "post", "put", "patch", "delete"];

export function operationsOf(document: OpenApiDocument): Operation[] {
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(item)) {
      if (!METHODS.includes(method)) continue;
      operations.push({
        method: method.toUpperCase(),
        path,
        parameters: (operation.parameters ?? []).map((p) => ({ ...p, schema: resolve(document, p.schema) })),
        bodies: Object.entries(operation.requestBody?.content ?? {}).map(([contentType, media]) => ({
          contentType,
          schema: resolve(document, media.schema),
        })),
        secured: (operation.security?.length ?? 0) > 0,
      });
    }
  }
  return operations;
}

/** Inlines `$ref`s to components (the document has no cycles). */
function resolve(document: OpenApiDocument, schema: JsonSchema | undefined): JsonSchema {
  if (!schema) return {};
  if (schema.$ref) {
    const name = schema.$ref.replace("#/components/schemas/", "");
    return resolve(document, document.components?.schemas?.[name]);
  }
  const out: JsonSchema = { ...schema };
  if (schema.properties) {
    out.properties = Object.fromEntries(
      Object.entries(schema.properties).map(([key, value]) => [key, resolve(document, value)]),
    );
  }
  if (schema.items) out.items = resolve(document, schema.items);
  for (const key of ["anyOf", "oneOf", "allOf"] as const) {
    if (schema[key]) out[key] = schema[key].map((s) => resolve(document, s));
  }
  return out;
}

/** mulberry32: small, fast and good enough to pick test inputs from a fixed seed. */
export function seededRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    chance: (p: number) => next() < p,
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T,
  };
}
type Random = ReturnType<typeof seededRandom>;

/** The kinds of bad value tried in every input. */
const BAD_TEXTS = {
  nul: ["\u0000", "a\u0000b", "Nile\u0000view", "mona\u0000@example.com"],
  control: ["\u0001\u0002\u001f\u007f", "a\u0008b", "\u001b[31mred", "\u0085\u009f"],
  bidi: ["abc\u202efdp.exe", "\u202a\u202b\u202c\u202d\u202e", "\u2066\u2067\u2068\u2069", "\u200f\u200e"],
  unicode: [
    "\ud800",
    "\udfff\ud800",
    "😀😀😀",
    "\ufeff",
    "\uffff",
    "ﬀ",
    "İ",
    "\u212a",
    "ＡＢＣ",
    "حدائق الأصالة",
  ],
  blank: ["", " ", "          ", "\t\n\r"],
  numeric: [
    "NaN",
    "Infinity",
    "-Infinity",
    "1e309",
    "-1e309",
    "1e-400",
    "0x10",
    "1_000",
    "٣",
    " 1",
    "+1",
    "00001",
    "9".repeat(400),
  ],
  markup: [
    "' OR 1=1 --",
    "<script>alert(1)</script>",
    "../../etc/passwd",
    "%00",
    "%",
    "\\",
    "null",
    "__proto__",
    "constructor",
  ],
};
const HUGE_NUMBERS = [
  0,
  -1,
  -0,
  2 ** 31,
  2 ** 31 - 1,
  -(2 ** 31),
  2 ** 53 + 1,
  2 ** 63,
  -(2 ** 63),
  1e21,
  1.5,
  Number.MAX_VALUE,
  -Number.MAX_VALUE,
  Number.MIN_VALUE,
];
const WRONG_TYPES: unknown[] = [null, true, false, [], {}, [1, "a"], { a: 1 }, 7, -7.5];
const BAD_KINDS = [
  ...(Object.keys(BAD_TEXTS) as (keyof typeof BAD_TEXTS)[]),
  "huge-number",
  "wrong-type",
  "long",
  "missing",
] as const;
type BadKind = (typeof BAD_KINDS)[number] | "invalid-encoding";
/** Raw percent-escapes that do not decode to UTF-8 (or to anything). */
const INVALID_ENCODINGS = [
  "%FF",
  "%C0%80",
  "%E0%80",
  "%ED%A0%80",
  "%F8%88%80%80%80",
  "%",
  "%G1",
  "%00",
  "%2e%2e%2f",
];
const INVALID_UTF8 = [
  Buffer.from([0xff, 0xfe]),
  Buffer.from([0xc0, 0x80]),
  Buffer.from([0xed, 0xa0, 0x80]),
  Buffer.from([0xe2, 0x82]),
];
const ACCEPT_LANGUAGES = ["ar", "ar-EG,ar;q=0.9", "en", "*", "\u0001", "x".repeat(5000), "ar;q=abc"];
const ENCODINGS = 12;
const AUTHORIZATIONS = 7;

/** One change made to a request that otherwise fits its operation's schemas. */
type Mutation =
  | { where: "none" }
  | { where: "path" | "query" | "field"; name: string; bad: BadKind }
  | { where: "query-extra"; bad: BadKind }
  | { where: "encoding"; variant: number }
  | { where: "authorization"; variant: number }
  | { where: "accept-language"; variant: number };

/** Every single change worth trying on `operation`: each input with each kind of bad value, each odd encoding, each odd token. */
export function mutationsOf(operation: Operation): Mutation[] {
  const mutations: Mutation[] = [{ where: "none" }];
  const kinds = (extra: BadKind[] = []) => [...BAD_KINDS, ...extra];
  for (const parameter of operation.parameters) {
    if (parameter.in !== "path" && parameter.in !== "query") continue;
    for (const bad of kinds(["invalid-encoding"]))
      mutations.push({ where: parameter.in, name: parameter.name, bad });
  }
  if (operation.parameters.some((p) => p.in === "query") || operation.method === "GET") {
    for (const bad of kinds(["invalid-encoding"])) mutations.push({ where: "query-extra", bad });
  }
  const body = operation.bodies[0]?.schema;
  for (const name of Object.keys(body?.properties ?? {})) {
    for (const bad of kinds()) mutations.push({ where: "field", name, bad });
  }
  if (operation.method !== "GET") {
    for (let variant = 0; variant < ENCODINGS; variant += 1) mutations.push({ where: "encoding", variant });
  }
  if (operation.secured) {
    for (let variant = 0; variant < AUTHORIZATIONS; variant += 1)
      mutations.push({ where: "authorization", variant });
  }
  for (let variant = 0; variant < ACCEPT_LANGUAGES.length; variant += 1)
    mutations.push({ where: "accept-language", variant });
  return mutations;
}

/** A value that fits `schema`. */
function value(schema: JsonSchema, random: Random, context: FuzzContext): unknown {
  const options = schema.anyOf ?? schema.oneOf;
  if (options && options.length > 0) return value(random.pick(options), random, context);
  if (schema.allOf?.[0]) return value(schema.allOf[0], random, context);
  if (schema.nullable && random.chance(0.1)) return null;
  if (schema.enum) return random.pick(schema.enum);
  switch (schema.type) {
    case "integer":
    case "number": {
      if (random.chance(0.5)) return random.pick(context.ids);
      const min = schema.minimum ?? 0;
      const max = Math.min(schema.maximum ?? 1000, min + 1000);
      return schema.type === "integer" ? random.int(min, max) : min + random.next() * (max - min);
    }
    case "boolean":
      return random.chance(0.5);
    case "array": {
      const count = random.int(schema.minItems ?? 0, Math.min(schema.maxItems ?? 3, 3));
      return Array.from({ length: count }, () => value(schema.items ?? {}, random, context));
    }
    case "object": {
      const out: Record<string, unknown> = {};
      for (const [key, property] of Object.entries(schema.properties ?? {})) {
        if (!schema.required?.includes(key) && random.chance(0.3)) continue;
        out[key] = value(property, random, context);
      }
      return out;
    }
    default:
      return goodText(schema, random);
  }
}

function goodText(schema: JsonSchema, random: Random): string {
  if (schema.format === "email" || schema.maxLength === 254) {
    return random.pick(["mona@example.com", "MONA@Example.com", "a.b+c@example.co", "user@example.org"]);
  }
  if (schema.pattern?.includes("0-9")) return random.pick(["+201012345678", "01012345678", "123 456 7890"]);
  if (schema.format === "binary") return "not an image";
  const text = random.pick(["Nile view", "حديقة", "R7 tower", "Nile-sunset-R7-balcony", "hello world", "x"]);
  return text.slice(0, schema.maxLength ?? text.length).padEnd(schema.minLength ?? 0, "a");
}

/** A bad value of one kind; `undefined` stands for leaving the input out. */
function badValue(kind: BadKind, random: Random): unknown {
  switch (kind) {
    case "huge-number":
      return random.pick(HUGE_NUMBERS);
    case "wrong-type":
      return random.pick(WRONG_TYPES);
    case "long":
      return "x".repeat(random.pick([256, 10_000, 200_000]));
    case "missing":
      return undefined;
    case "invalid-encoding":
      return random.pick(INVALID_ENCODINGS);
    default:
      return random.pick(BAD_TEXTS[kind]) + random.pick(["", "", "Nile view", "mona@example.com"]);
  }
}

/** A query-string or path value as text: numbers and strings as such, anything else as JSON. */
function asText(input: unknown): string {
  if (typeof input === "string") return input;
  if (typeof input === "number" || typeof input === "boolean") return String(input);
  return JSON.stringify(input) ?? "";
}

/** Percent-encodes text as UTF-8 (lone surrogates cannot be; invalid escapes come as such). */
const encode = (text: string) => encodeURIComponent(text.replace(/[\ud800-\udfff]/g, "\ufffd"));
const encodeBad = (bad: BadKind, input: unknown) =>
  bad === "invalid-encoding" ? String(input) : encode(asText(input));

function pathFor(operation: Operation, mutation: Mutation, random: Random, context: FuzzContext) {
  return operation.path.replace(/\{(\w+)\}/g, (_whole, name: string) => {
    if (mutation.where !== "path" || mutation.name !== name) return String(random.pick(context.ids));
    const bad = badValue(mutation.bad, random);
    return bad === undefined ? "" : encodeBad(mutation.bad, bad).slice(0, 600);
  });
}

function queryFor(operation: Operation, mutation: Mutation, random: Random, context: FuzzContext) {
  const parts: string[] = [];
  for (const parameter of operation.parameters.filter((p) => p.in === "query")) {
    if (mutation.where === "query" && mutation.name === parameter.name) {
      const bad = badValue(mutation.bad, random);
      if (bad !== undefined) parts.push(`${encode(parameter.name)}=${encodeBad(mutation.bad, bad)}`);
      continue;
    }
    if (!parameter.required && random.chance(0.5)) continue;
    const good = value(parameter.schema, random, context);
    for (const item of Array.isArray(good) ? good : [good])
      parts.push(`${encode(parameter.name)}=${encode(asText(item))}`);
  }
  if (mutation.where === "query-extra") {
    const bad = badValue(mutation.bad, random) ?? "";
    parts.push(`${random.pick(["utm_source", "x", "q", "page"])}=${encodeBad(mutation.bad, bad)}`);
    if (random.chance(0.3)) parts.push(`${encodeBad(mutation.bad, bad)}=1`);
  }
  return parts.length > 0 ? `?${parts.join("&")}` : "";
}

type Body = { payload?: string | Buffer; contentType?: string; label: string };

function bodyFor(operation: Operation, mutation: Mutation, random: Random, context: FuzzContext): Body {
  const declared = random.pick(operation.bodies.length > 0 ? operation.bodies : [undefined]);
  const data = declared ? value(declared.schema, random, context) : undefined;
  if (mutation.where === "field" && data && typeof data === "object") {
    const fields = data as Record<string, unknown>;
    fields[mutation.name] = badValue(mutation.bad, random);
    if (fields[mutation.name] === undefined) delete fields[mutation.name];
  }
  if (mutation.where !== "encoding") {
    if (!declared) return { label: "no body" };
    return declared.contentType === "multipart/form-data"
      ? formBody(data, "multipart")
      : { payload: JSON.stringify(data) ?? "null", contentType: "application/json", label: "json" };
  }
  const json = JSON.stringify(data ?? {});
  switch (mutation.variant) {
    case 0:
      return { payload: "hello", contentType: "multipart/form-data", label: "multipart without boundary" };
    case 1:
      return {
        payload: json,
        contentType: "multipart/form-data; boundary=xyz",
        label: "multipart, body not multipart",
      };
    case 2:
      return {
        payload: '--xyz\r\nContent-Disposition: form-data; name="name"\r\n\r\nunterminated',
        contentType: "multipart/form-data; boundary=xyz",
        label: "multipart cut short",
      };
    case 3: {
      const contentType = random.pick([
        "text/plain",
        "application/xml",
        "application/x-www-form-urlencoded",
        "image/png",
        "application/octet-stream",
      ]);
      return { payload: json, contentType, label: `as ${contentType}` };
    }
    case 4:
      return {
        payload: json.slice(0, Math.max(1, json.length - 2)),
        contentType: "application/json",
        label: "broken json",
      };
    case 5:
      return {
        payload: Buffer.concat([
          Buffer.from('{"name":"'),
          random.pick(INVALID_UTF8),
          Buffer.from('","email":"a@b.co","text":"x"}'),
        ]),
        contentType: "application/json",
        label: "invalid utf-8 in json",
      };
    case 6:
      return { payload: json, label: "json without content type" };
    case 7: {
      const contentType = random.pick([
        "application/json; charset=latin1",
        "application/json; charset=utf-16",
        "APPLICATION/JSON",
        "application/json;;",
        "application/vnd.api+json",
      ]);
      return { payload: json, contentType, label: `json as ${contentType}` };
    }
    case 8: {
      const payload = Buffer.concat([
        Buffer.from('--xyz\r\nContent-Disposition: form-data; name="name"\r\n\r\n'),
        random.pick(INVALID_UTF8),
        Buffer.from("\r\n--xyz--\r\n"),
      ]);
      return {
        payload,
        contentType: "multipart/form-data; boundary=xyz",
        label: "invalid utf-8 in multipart",
      };
    }
    case 9:
      return {
        payload: random.pick([
          "",
          "null",
          "[]",
          "1",
          '"text"',
          "{}",
          '{"__proto__":{"x":1}}',
          '{"a":'.repeat(5000),
        ]),
        contentType: "application/json",
        label: "odd json",
      };
    case 10:
      return {
        payload: Buffer.alloc(random.chance(0.5) ? 7 * 1024 * 1024 : 1024 * 1024, "a"),
        contentType: random.pick(["application/json", "multipart/form-data; boundary=xyz", "text/plain"]),
        label: "oversize body",
      };
    default:
      return {
        payload: json.replace(/:"([^"]*)"/, ':"$1\\u0000"'),
        contentType: "application/json",
        label: "json with NUL",
      };
  }
}

function formBody(data: unknown, label: string): Body {
  const fields: Record<string, string> = {};
  if (data && typeof data === "object" && !Array.isArray(data)) {
    for (const [key, item] of Object.entries(data)) {
      if (item !== undefined) fields[key] = asText(item);
    }
  }
  const form = multipart(fields);
  return { payload: form.payload, contentType: form.headers["content-type"], label };
}

function authorization(operation: Operation, mutation: Mutation, context: FuzzContext) {
  if (mutation.where !== "authorization")
    return operation.secured ? `Bearer ${context.tokens.valid()}` : undefined;
  return [
    `Bearer ${context.tokens.deletedUser}`,
    undefined,
    "Bearer ",
    "Bearer x.y.z",
    `Bearer ${"a".repeat(10_000)}`,
    "Basic YTpi",
    "Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiIxIiwidG9rZW5fdHlwZSI6ImFjY2VzcyJ9.",
  ][mutation.variant];
}

/**
 * The cases of a run: first every single change of every operation once (so a short run already
 * tries NUL in each field), then random operations and changes for as many cases as asked.
 */
export function* fuzzCases(operations: Operation[], seed: number, count: number, context: FuzzContext) {
  const everyChange = operations.flatMap((operation) =>
    mutationsOf(operation).map((mutation) => ({ operation, mutation })),
  );
  for (let index = 0; index < count; index += 1) {
    const random = seededRandom(seed * 1_000_003 + index);
    const planned = everyChange[index];
    const operation = planned?.operation ?? random.pick(operations);
    const mutation = planned?.mutation ?? random.pick(mutationsOf(operation));
    yield { index, ...fuzzCase(operation, mutation, random, context) };
  }
}

/** How many cases it takes to try every single change once. */
export const plannedCases = (operations: Operation[]) =>
  operations.reduce((total, operation) => total + mutationsOf(operation).length, 0);

function fuzzCase(operation: Operation, mutation: Mutation, random: Random, context: FuzzContext): FuzzCase {
  const url = pathFor(operation, mutation, random, context) + queryFor(operation, mutation, random, context);
  const body =
    operation.method !== "GET" ? bodyFor(operation, mutation, random, context) : { label: "no body" };
  const headers: Record<string, string> = {};
  const auth = authorization(operation, mutation, context);
  if (auth) headers.authorization = auth;
  if (body.contentType) headers["content-type"] = body.contentType;
  if (mutation.where === "accept-language")
    headers["accept-language"] = ACCEPT_LANGUAGES[mutation.variant] ?? "";
  else if (random.chance(0.3)) headers["accept-language"] = "ar";
  const request: InjectOptions = { method: operation.method as "GET", url, headers };
  if (body.payload !== undefined) request.payload = body.payload;
  const change = mutation.where === "none" ? "fitting" : Object.values(mutation).join(" ");
  const description = `${operation.method} ${url.slice(0, 300)} [${change}; ${body.label}${auth ? "; authorised" : ""}]`;
  return { operation, description, request };
}
