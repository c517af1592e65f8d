import { z } from "zod";

export const healthSchema = z.object({ status: z.literal("ok"), database: z.enum(["pglite", "postgres"]) });
export type Health = z.infer<typeof healthSchema>;

/** Settings the pages need from the server's configuration. */
export const publicConfigSchema = z.object({
  whatsappNumber: z.string().describe("the chat widget's number; empty when not configured"),
  callUsNumber: z.string(),
  egpPerUsd: z.number(),
  publicBaseUrl: z.string(),
});
export type PublicConfig = z.infer<typeof publicConfigSchema>;
