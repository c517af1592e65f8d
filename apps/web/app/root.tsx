import cairoArabic400 from "@fontsource/cairo/files/cairo-arabic-400-normal.woff2?url";
import type { ReactNode } from "react";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useRouteError,
  useRouteLoaderData,
} from "react-router";
import type { Route } from "./+types/root";
import appCss from "./app.css?url";
import { ErrorPage } from "./components/error-page";
import { NotFoundPage } from "./components/not-found-page";
import { languageFromCookieHeader } from "./i18n/language";
import { LanguageProvider } from "./i18n/language-context";
import { messagesByLanguage } from "./i18n/messages";

export const links: Route.LinksFunction = () => [
  { rel: "preload", href: cairoArabic400, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
  { rel: "stylesheet", href: appCss },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

/** The visitor's language comes from the cookie that mirrors the `english` storage flag (DECISIONS.md). */
export async function loader({ request }: Route.LoaderArgs) {
  return { language: languageFromCookieHeader(request.headers.get("cookie")) };
}

export function Layout({ children }: { children: ReactNode }) {
  const language = useRouteLoaderData<typeof loader>("root")?.language ?? "ar";
  const t = messagesByLanguage[language];
  return (
    <html lang={language} dir={t.dir}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0b2e3b" />
        <Meta />
        <Links />
      </head>
      <body className="min-h-dvh bg-white text-slate-900 antialiased">
        <LanguageProvider language={language}>{children}</LanguageProvider>
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  return <ErrorPage />;
}
