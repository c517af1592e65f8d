import { lazy, type ReactNode, useEffect } from "react";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  type ShouldRevalidateFunctionArgs,
  useRouteError,
  useRouteLoaderData,
} from "react-router";
import type { Route } from "./+types/root";
import appCss from "./app.css?url";
import { CompareTrayProvider } from "./compare-tray/compare-tray-context";
import { ErrorPage } from "./components/error-page";
import { NotFoundPage } from "./components/not-found-page";
import { Toasts } from "./components/toasts";
import cairoArabic400 from "./fonts/cairo-arabic-400.woff2?url";
import interLatin400 from "./fonts/inter-latin-400.woff2?url";
import { LanguageProvider } from "./i18n/language-context";
import { pathLanguage } from "./i18n/language-path";
import { loadMessages, messagesOf } from "./i18n/messages";
import { messagesUrl } from "./i18n/messages.server";
import { redirectToRequestLanguage, requestLanguage } from "./i18n/request-language.server";
import { useLanguageFlagSync } from "./i18n/use-language-switch";
import { SESSION_HINT_COOKIE } from "./lib/browser-storage";
import type { PageHandle } from "./lib/page-handle";
import type { RootData } from "./lib/root-data";
import { serverApi } from "./lib/server-api.server";
import { RecentlyViewedProvider } from "./recently-viewed/recently-viewed-context";
import { SavedUnitsProvider } from "./saved-units/saved-units-context";
import { SessionProvider } from "./session/session-context";

/** The face of each language's text (app.css), fetched ahead of the stylesheet that asks for it. */
const regularFace = { ar: cairoArabic400, en: interLatin400 };

export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: appCss },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

/** `?lang=` (links from before decision 22) is read only to redirect to the language's path. */
export const handle: PageHandle = { searchParams: ["lang"] };

/**
 * The page's language is in its path (/en/… English, the root Arabic; decision 22); a path without
 * it follows the cookie that mirrors the `english` storage flag (DECISIONS.md).
 */
export async function loader({ request, context }: Route.LoaderArgs): Promise<RootData> {
  redirectToRequestLanguage(request);
  const cookies = request.headers.get("cookie");
  const language = requestLanguage(request);
  const config = await serverApi(context, language).get("/config/");
  const sessionHint = new RegExp(`(?:^|;\\s*)${SESSION_HINT_COOKIE}=1`).test(cookies ?? "");
  return { language, messagesUrl: messagesUrl(language), config, sessionHint };
}

/** A change of language brings the new language's texts before the page renders in it. */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs): Promise<RootData> {
  const data = await serverLoader();
  await loadMessages(data.language, data.messagesUrl);
  return data;
}

/** Root data changes only with the language (its path) or an explicit revalidation, not on navigation. */
export function shouldRevalidate({ currentUrl, nextUrl, formMethod }: ShouldRevalidateFunctionArgs) {
  return (
    formMethod !== undefined ||
    currentUrl.href === nextUrl.href ||
    pathLanguage(currentUrl.pathname) !== pathLanguage(nextUrl.pathname)
  );
}

// Rendered only by the server, into a document without scripts: no page's scripts need it.
const UnavailablePage = lazy(() =>
  import("./components/unavailable-page").then((module) => ({ default: module.UnavailablePage })),
);

export function Layout({ children }: { children: ReactNode }) {
  const root = useRouteLoaderData<RootData>("root");
  if (!root) return <UnavailablePage />;
  const { language } = root;
  const t = messagesOf(language);
  return (
    <html lang={language} dir={t.dir}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0b2e3b" />
        <link
          rel="preload"
          href={regularFace[language]}
          as="font"
          type="font/woff2"
          crossOrigin="anonymous"
        />
        <link rel="preload" as="fetch" crossOrigin="anonymous" href={root.messagesUrl} data-messages="" />
        <Meta />
        <Links />
      </head>
      <body className="min-h-dvh bg-white text-slate-900 antialiased">
        <LanguageProvider language={language} messages={t}>
          <SessionProvider>
            <SavedUnitsProvider>
              <CompareTrayProvider>
                <RecentlyViewedProvider>
                  <LanguageFlagSync />
                  {children}
                  <Toasts />
                </RecentlyViewedProvider>
              </CompareTrayProvider>
            </SavedUnitsProvider>
          </SessionProvider>
        </LanguageProvider>
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

function LanguageFlagSync() {
  useLanguageFlagSync();
  useEffect(() => {
    // Tells the boot script that the page is interactive (it then sends again a form sent before,
    // lib/held-scripts.server.ts), and browser tests and the page benchmark (bench/src/pages.ts).
    document.documentElement.dataset.hydrated = "true";
    performance.mark("capital:hydrated");
  }, []);
  return null;
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  return <ErrorPage />;
}
