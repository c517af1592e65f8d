import { catalogueMessages } from "./catalogue-messages";

/** English is the source of truth: its shape is the key set every locale must fill. */
export const en = {
  dir: "ltr",
  locale: "en-EG",
  meta: {
    siteName: "New Capital",
    tagline: "Properties in Egypt's New Administrative Capital",
    description:
      "Browse developers, malls, compounds, locations and units in Egypt's New Administrative Capital, compare payment plans and book online.",
  },
  notFound: {
    title: catalogueMessages.en.pageNotFoundTitle,
    body: catalogueMessages.en.pageNotFoundBody,
    goHome: "Go Home",
    pageTitle: "Page not found",
  },
  errorPage: {
    title: "Something went wrong",
    goBack: "Go back",
  },
  language: {
    toggle: "العربية",
    toggleLabel: "Switch to Arabic",
  },
  errors: catalogueMessages.en,
};

export type Messages = typeof en;
