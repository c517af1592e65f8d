import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import { API_DIR } from "./package-dir";

/** The only module that reads process.env for the API. Relative paths resolve from where npm was run. */

const baseDir = process.env.INIT_CWD ?? process.cwd();

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  APP_ENV: z.enum(["local", "production"]).default("local"),
  HOST: z.string().default("0.0.0.0"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATA_DIR: z.string().default("data"),
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
  JWT_SECRET: z.string().min(32, "JWT_SECRET must be at least 32 characters").optional(),
  PUBLIC_BASE_URL: z.url().optional(),
  WHATSAPP_NUMBER: z
    .string()
    .regex(/^\+?\d{8,15}$/)
    .optional(),
  CALL_US_NUMBER: z
    .string()
    .regex(/^\+?\d{5,15}$/)
    .optional(),
  APP_STORE_URL: z.url({ protocol: /^https$/ }).optional(),
  GOOGLE_PLAY_URL: z.url({ protocol: /^https$/ }).optional(),
  SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
  MAIL_FROM: z.string().default("New Capital <no-reply@newcapital.example>"),
  REDIS_URL: z.url({ protocol: /^rediss?$/ }).optional(),
  EGP_PER_USD: z.coerce.number().positive().default(50),
  // The true-cost calculator's default yearly rate: Egypt's annual urban headline inflation as
  // CAPMAS last published it when this default was set (October 2025: 12.5%). Update all three together.
  TRUE_COST_RATE_PERCENT: z.coerce.number().min(0).max(100).default(12.5),
  TRUE_COST_RATE_SOURCE: z.string().min(1).max(200).default("CAPMAS, annual urban headline inflation"),
  TRUE_COST_RATE_SOURCE_ARABIC: z
    .string()
    .min(1)
    .max(200)
    .default("الجهاز المركزي للتعبئة العامة والإحصاء، التضخم السنوي العام في الحضر"),
  TRUE_COST_RATE_DATE: z
    .string()
    .regex(/^\d{4}-\d{2}(-\d{2})?$/, "TRUE_COST_RATE_DATE must be YYYY-MM or YYYY-MM-DD")
    .default("2025-10"),
  WEB_DIR: z.string().default(path.join(repoRoot(), "apps/web")),
  AUTH_RATE_LIMIT: rateLimit("20/60"),
  REFRESH_RATE_LIMIT: rateLimit("120/60"),
  CONTACT_RATE_LIMIT: rateLimit("5/60"),
  BOOKING_RATE_LIMIT: rateLimit("10/60"),
  FEEDBACK_RATE_LIMIT: rateLimit("10/60"),
  RESERVATION_HOLD_SECONDS: z.coerce
    .number()
    .int()
    .min(10)
    .max(30 * 24 * 3600)
    .default(172_800),
  RESERVATION_MAX_ACTIVE: z.coerce.number().int().min(1).max(100).default(3),
  TRUST_PROXY: z.enum(["true", "false"]).default("false"),
  MAX_EVENT_LOOP_DELAY_MS: z.coerce.number().int().min(0).default(1000),
  SEED_DEMO: z.enum(["true", "false"]).optional(),
  RESPONSE_CACHE_MB: z.coerce.number().int().min(0).max(4096).default(64),
  RENDERS_AT_ONCE: z.coerce.number().int().min(1).max(64).optional(),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
});

/** "max/seconds": at most `max` requests per window of `seconds`. */
function rateLimit(fallback: string) {
  return z
    .string()
    .regex(/^\d+\/\d+$/, 'expected "max/seconds", for example "20/60"')
    .default(fallback)
    .transform((value) => {
      const [max, seconds] = value.split("/").map(Number) as [number, number];
      return { max, timeWindow: seconds * 1000 };
    });
}

export type RateLimit = { max: number; timeWindow: number };

export type Env = {
  nodeEnv: "development" | "production" | "test";
  production: boolean;
  host: string;
  port: number;
  dataDir: string;
  mediaDir: string;
  databaseUrl?: string;
  databasePoolSize: number;
  jwtSecret: string;
  publicBaseUrl: string;
  whatsappNumber: string;
  callUsNumber: string;
  /** Which contact numbers are the built-in demo ones (their variable unset, outside production). */
  demoContacts: { whatsapp: boolean; callUs: boolean };
  /** The mobile app's store pages; the home page's badges show only for those set. */
  appStoreUrl: string;
  googlePlayUrl: string;
  smtpUrl?: string;
  mailFrom: string;
  redisUrl?: string;
  egpPerUsd: number;
  /** The true-cost calculator's default yearly rate, where it comes from and the month it is for. */
  trueCostRate: { percent: number; source: string; sourceArabic: string; date: string };
  /** The web app's folder; its production build is in `build/` inside it. */
  webDir: string;
  rateLimits: {
    auth: RateLimit;
    refresh: RateLimit;
    contact: RateLimit;
    booking: RateLimit;
    feedback: RateLimit;
  };
  reservations: {
    /** How long a buyer's hold keeps the unit off the market before the company confirms it. */
    holdSeconds: number;
    /** How many live holds one buyer may have at once. */
    maxActive: number;
  };
  /** Behind a load balancer: take the client address from X-Forwarded-For. */
  trustProxy: boolean;
  /** Past this mean event-loop lag (ms) new requests answer 503 with Retry-After; 0 never. */
  maxEventLoopDelayMs: number;
  /** Seed the generated demo catalogue (packages/demo) into an empty database: on locally, off in production. */
  seedDemo: boolean;
  logLevel: string;
  /** The memory kept answers may take (plugins/response-cache.ts); 0 keeps none. */
  responseCacheBytes: number;
  /** Pages rendered at once, the others queued (plugins/render-turns.ts); unset: by database. */
  rendersAtOnce?: number;
};

/**
 * Demo contact numbers for a local run, in Egypt's real formats (a Vodafone mobile, 010 xxxx xxxx,
 * for WhatsApp; a Cairo landline, 02 xxxx xxxx, to call) but reserved for the demo: nobody answers.
 * A deployment sets its own, and production has none until it does.
 */
const DEMO_WHATSAPP_NUMBER = "201001234567";
const DEMO_CALL_US_NUMBER = "+20223456789";

export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  // An empty variable (DATABASE_URL=) means "not set", as shells and .env files use it.
  const set = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ""));
  const parsed = envSchema.safeParse(set);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`).join("\n");
    throw new Error(`Invalid configuration:\n${problems}`);
  }
  const e = parsed.data;
  const production = e.APP_ENV === "production";
  const dataDir = path.resolve(baseDir, e.DATA_DIR);
  if (production) {
    const missing = (["JWT_SECRET", "PUBLIC_BASE_URL", "DATABASE_URL"] as const).filter((k) => !e[k]);
    if (missing.length > 0) throw new Error(`APP_ENV=production needs ${missing.join(", ")} to be set.`);
  }
  return {
    nodeEnv: e.NODE_ENV,
    production,
    host: e.HOST,
    port: e.PORT,
    dataDir,
    mediaDir: path.join(dataDir, "media"),
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    jwtSecret: e.JWT_SECRET ?? localSecret(dataDir),
    publicBaseUrl: (e.PUBLIC_BASE_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ""),
    whatsappNumber: e.WHATSAPP_NUMBER ?? (production ? "" : DEMO_WHATSAPP_NUMBER),
    callUsNumber: e.CALL_US_NUMBER ?? (production ? "" : DEMO_CALL_US_NUMBER),
    demoContacts: {
      whatsapp: !production && e.WHATSAPP_NUMBER === undefined,
      callUs: !production && e.CALL_US_NUMBER === undefined,
    },
    appStoreUrl: e.APP_STORE_URL ?? "",
    googlePlayUrl: e.GOOGLE_PLAY_URL ?? "",
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    redisUrl: e.REDIS_URL,
    egpPerUsd: e.EGP_PER_USD,
    trueCostRate: {
      percent: e.TRUE_COST_RATE_PERCENT,
      source: e.TRUE_COST_RATE_SOURCE,
      sourceArabic: e.TRUE_COST_RATE_SOURCE_ARABIC,
      date: e.TRUE_COST_RATE_DATE,
    },
    webDir: path.resolve(baseDir, e.WEB_DIR),
    rateLimits: {
      auth: e.AUTH_RATE_LIMIT,
      refresh: e.REFRESH_RATE_LIMIT,
      contact: e.CONTACT_RATE_LIMIT,
      booking: e.BOOKING_RATE_LIMIT,
      feedback: e.FEEDBACK_RATE_LIMIT,
    },
    reservations: { holdSeconds: e.RESERVATION_HOLD_SECONDS, maxActive: e.RESERVATION_MAX_ACTIVE },
    trustProxy: e.TRUST_PROXY === "true",
    maxEventLoopDelayMs: e.MAX_EVENT_LOOP_DELAY_MS,
    seedDemo: (e.SEED_DEMO ?? (production ? "false" : "true")) === "true",
    logLevel: e.LOG_LEVEL,
    responseCacheBytes: e.RESPONSE_CACHE_MB * 1024 * 1024,
    ...(e.RENDERS_AT_ONCE ? { rendersAtOnce: e.RENDERS_AT_ONCE } : {}),
  };
}

/** Outside production a secret is generated once and kept in the data dir, so sessions survive restarts. */
function localSecret(dataDir: string) {
  const file = path.join(dataDir, "jwt-secret");
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString("base64url");
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

function repoRoot() {
  return path.resolve(API_DIR, "../..");
}

/** For tests: which database the API suite runs on in this vitest project, and where PostgreSQL is. */
export function testDatabaseConfig(source: NodeJS.ProcessEnv = process.env) {
  const url = source.TEST_DATABASE_URL;
  return source.TEST_DB_KIND === "postgres" && url
    ? { kind: "postgres" as const, url }
    : { kind: "pglite" as const };
}
