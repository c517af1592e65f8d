import type { Language } from "@capital/contract/catalogue";
import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { loadMessages } from "./i18n/messages";

// The page's texts are not in its HTML (i18n/messages.ts): fetch them, already preloaded by the
// page's head, before React takes over the server's markup.
const language: Language = document.documentElement.lang === "en" ? "en" : "ar";
const messagesUrl = document.querySelector<HTMLLinkElement>("link[data-messages]")?.href ?? "";
loadMessages(language, messagesUrl).then(() => {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
});
