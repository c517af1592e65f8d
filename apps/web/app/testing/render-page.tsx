import type { Language } from "@capital/contract/catalogue";
import { render } from "@testing-library/react";
import type { ReactNode } from "react";
import { createMemoryRouter, Outlet, RouterProvider } from "react-router";
import { messagesUrl } from "../i18n/messages.server";
import { redirectToRequestLanguage, requestLanguage } from "../i18n/request-language.server";
import { persistEnglishFlag } from "../lib/browser-storage";
import { type RootData, useRootData } from "../lib/root-data";
import { AppProviders } from "./render-app";

export const testConfig: RootData["config"] = {
  whatsappNumber: "",
  callUsNumber: "19000",
  demoContacts: { whatsapp: false, callUs: false },
  appStoreUrl: "",
  googlePlayUrl: "",
  egpPerUsd: 50,
  publicBaseUrl: "http://localhost",
  trueCostRate: {
    percent: 25,
    source: "Central Bank of Egypt",
    sourceArabic: "البنك المركزي المصري",
    date: "2026-11",
  },
  reservationHoldSeconds: 172_800,
};

/**
 * Renders `page` as a page of the app: under a root route whose loader decides the language as the
 * server does, from the path (/en) and, for a path without one, the cookies this document holds
 * (decision 22), inside the app's providers.
 * `language` stores the visitor's choice first, as the language switch does.
 */
export function renderPage(
  page: ReactNode,
  { url = "/", language }: { url?: string; language?: Language } = {},
) {
  if (language) persistEnglishFlag(language === "en");
  let loads = 0;
  const router = createMemoryRouter(
    [
      {
        id: "root",
        path: "/en?",
        loader: ({ request }): RootData => {
          loads += 1;
          const withCookies = new Request(request.url, { headers: { cookie: document.cookie } });
          redirectToRequestLanguage(withCookies);
          const language = requestLanguage(withCookies);
          return { language, messagesUrl: messagesUrl(language), config: testConfig, sessionHint: false };
        },
        Component: Shell,
        HydrateFallback: () => null,
        children: [{ index: true, element: page }],
      },
    ],
    { initialEntries: [url] },
  );
  return { router, rootLoads: () => loads, ...render(<RouterProvider router={router} />) };
}

function Shell() {
  const { language } = useRootData();
  return (
    <div lang={language}>
      <AppProviders language={language}>
        <Outlet />
      </AppProviders>
    </div>
  );
}
