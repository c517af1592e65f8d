import { z } from "zod";

export const healthSchema = z.object({ status: z.literal("ok"), database: z.enum(["pglite", "postgres"]) });
export type Health = z.infer<typeof healthSchema>;

/** Probes for a load balancer or an orchestrator, outside the API's prefix. */
export const PROBE_PATHS = {
  /** The process answers. */
  live: "/healthz",
  /** The instance can serve: its database answers and it is not shutting down; 503 otherwise. */
  ready: "/readyz",
} as const;
export const livenessSchema = z.object({ status: z.literal("ok") });

/** Settings the pages need from the server's configuration. */
export const publicConfigSchema = z.object({
  whatsappNumber: z.string().describe("the chat widget's number; empty when not configured"),
  callUsNumber: z.string(),
  demoContacts: z
    .object({ whatsapp: z.boolean(), callUs: z.boolean() })
    .describe("which numbers are the local run's demo ones, in Egypt's formats, that nobody answers"),
  appStoreUrl: z.string().describe("the mobile app's App Store page; empty when not configured"),
  googlePlayUrl: z.string().describe("the mobile app's Google Play page; empty when not configured"),
  egpPerUsd: z.number(),
  publicBaseUrl: z.string(),
  /** How long a buyer's hold lasts (RESERVATION_HOLD_SECONDS), told before they hold a unit. */
  reservationHoldSeconds: z.number().int(),
  trueCostRate: z
    .object({
      percent: z.number().describe("yearly, in percent"),
      source: z.string(),
      sourceArabic: z.string(),
      date: z.string().describe("the month (YYYY-MM) or day the figure is for"),
    })
    .describe("the true-cost calculator's default rate for today's money"),
});
export type PublicConfig = z.infer<typeof publicConfigSchema>;
