import type { Language } from "@capital/contract/catalogue";
import type { AppLoadContext } from "react-router";
import { createApiClient, type Fetcher } from "./api-client";

declare module "react-router" {
  interface AppLoadContext {
    /** Runs API requests inside the server process (see apps/api/src/plugins/web.ts). */
    apiFetch: Fetcher;
  }
}

/** The API client for loaders: in-process on the server. */
export function serverApi(context: AppLoadContext, language: Language) {
  return createApiClient(context.apiFetch, language);
}
