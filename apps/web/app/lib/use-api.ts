import { useMemo } from "react";
import { useI18n } from "../i18n/language-context";
import { createApiClient } from "./api-client";
import { retryWhenBusy } from "./retry-when-busy";

/** The API client for code that runs in the browser (event handlers, effects), in the page's language. */
export function useBrowserApi() {
  const { language } = useI18n();
  return useMemo(
    () =>
      createApiClient(
        retryWhenBusy((url, init) => fetch(url, init)),
        language,
      ),
    [language],
  );
}
