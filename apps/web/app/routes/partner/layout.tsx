import type { PartnerMe } from "@capital/contract/partner";
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from "react";
import { Outlet, useLocation } from "react-router";
import { primaryButton, secondaryButton } from "../../components/button-styles";
import { LanguageToggle } from "../../components/layout/language-toggle";
import { Spinner } from "../../components/spinner";
import { useI18n } from "../../i18n/language-context";
import { stripLanguage } from "../../i18n/language-path";
import { Link, NavLink, useLocalizedNavigate } from "../../i18n/localized-link";
import { partnerMessagesFor } from "../../i18n/partner-messages.server";
import { requestLanguage } from "../../i18n/request-language.server";
import { ApiRequestError } from "../../lib/api-client";
import { useBrowserApi } from "../../lib/use-api";
import type { PartnerMessages } from "../../locales/partner/en";
import { PartnerProvider, type PartnerValue } from "../../partner/partner-context";
import { navFor, partnerPageTitle } from "../../partner/partner-nav";
import { currentPath, signInHref } from "../../saved-units/pending-action";
import { useSession } from "../../session/session-context";
import type { Route } from "./+types/layout";

// Staff hear of new holds here too (issue 18); only signed-in partners load its code.
const NotificationBell = lazy(() => import("../../components/layout/notification-bell"));

export const meta: Route.MetaFunction = ({ data, location }) => [
  { title: data ? partnerPageTitle(data.p, stripLanguage(location.pathname)) : "" },
  { name: "robots", content: "noindex" },
];

/** The portal's texts come with this layout, so public pages never carry them. */
export function loader({ request }: Route.LoaderArgs) {
  return { p: partnerMessagesFor(requestLanguage(request)) };
}

type Access =
  | { kind: "checking" }
  | { kind: "partner"; me: PartnerMe }
  | { kind: "no-access" }
  | { kind: "failed" };

/**
 * The partner portal's frame (issue 17, decision 18): a signed-out visitor is sent to sign in and
 * back; a buyer sees why there is no access; a partner gets the navigation of their role and the page.
 */
export default function PartnerLayout({ loaderData }: Route.ComponentProps) {
  const { p } = loaderData;
  const { t } = useI18n();
  const session = useSession();
  const api = useBrowserApi();
  const navigate = useLocalizedNavigate();
  const { pathname, search } = useLocation();
  const [access, setAccess] = useState<Access>({ kind: "checking" });
  const [attempt, setAttempt] = useState(0);
  const returnTo = currentPath({ pathname, search });

  useEffect(() => {
    if (session.status === "signed-out") navigate(signInHref(returnTo), { replace: true });
  }, [session.status, navigate, returnTo]);

  const userId = session.user?.id;
  // biome-ignore lint/correctness/useExhaustiveDependencies: a retry (attempt) asks again.
  useEffect(() => {
    if (session.status !== "signed-in" || !userId) return;
    let cancelled = false;
    (async () => {
      try {
        const me = await api.get("/partner/me/", { accessToken: await session.accessToken() });
        if (!cancelled) setAccess({ kind: "partner", me });
      } catch (error) {
        if (cancelled) return;
        const status = error instanceof ApiRequestError ? error.status : 0;
        setAccess({ kind: status === 403 ? "no-access" : "failed" });
      }
    })();
    return () => {
      cancelled = true;
    };
  }, [session.status, userId, session.accessToken, api, attempt]);

  const value = useMemo<PartnerValue | null>(
    () => (access.kind === "partner" ? { me: access.me, p, accessToken: session.accessToken } : null),
    [access, p, session.accessToken],
  );

  // The server cannot know the partner's role; once it is known, the title names their own section.
  const me = value?.me;
  useEffect(() => {
    if (me) document.title = partnerPageTitle(p, stripLanguage(pathname), me);
  }, [me, p, pathname]);

  return (
    <div className="flex min-h-dvh flex-col bg-slate-50">
      <a
        href="#partner-main"
        className="sr-only focus:not-sr-only focus:absolute focus:start-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:p-2"
      >
        {t.common.skipToContent}
      </a>
      <PartnerHeader p={p} me={value?.me ?? null} />
      <div className="mx-auto flex w-full max-w-7xl flex-1 flex-col md:flex-row">
        {value && <PartnerNav p={p} me={value.me} />}
        <main id="partner-main" className="min-w-0 flex-1 px-4 py-6 md:px-8">
          {value ? (
            <PartnerProvider value={value}>
              <Outlet />
            </PartnerProvider>
          ) : access.kind === "no-access" ? (
            <NoAccess p={p} returnTo={returnTo} />
          ) : access.kind === "failed" ? (
            <div role="alert" className="rounded-xl bg-white p-6 shadow-sm">
              <p className="mb-4">{p.loadFailed}</p>
              <button type="button" className={primaryButton} onClick={() => setAttempt((n) => n + 1)}>
                {p.retry}
              </button>
            </div>
          ) : (
            <div role="status" className="flex items-center justify-center gap-2 py-16 text-slate-600">
              <Spinner className="size-6" />
              {p.loading}
            </div>
          )}
        </main>
      </div>
    </div>
  );
}

function PartnerHeader({ p, me }: { p: PartnerMessages; me: PartnerMe | null }) {
  const { t, language, format } = useI18n();
  const session = useSession();
  const navigate = useLocalizedNavigate();
  const signOut = useCallback(async () => {
    await session.signOut();
    navigate(signInHref("/partner"));
  }, [session, navigate]);
  const companyName = me?.company ? (language === "ar" ? me.company.nameArabic : me.company.name) : null;
  return (
    <header className="border-slate-200 border-b bg-white">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3">
        <Link to="/partner" className="flex shrink-0 items-center gap-2 font-bold text-brand-900 text-lg">
          <img src="/favicon.svg" alt="" width={32} height={32} className="size-8" />
          <span>
            {t.meta.siteName} <span className="text-gold-700">| {p.portalName}</span>
          </span>
        </Link>
        {me && (
          <p className="text-slate-600 text-sm">
            <bdi>{me.user.name}</bdi>
            {format.separator}
            {p.roles[me.role]}
            {companyName && (
              <>
                {format.separator}
                <bdi>{companyName}</bdi>
              </>
            )}
          </p>
        )}
        <div className="ms-auto flex items-center gap-2">
          <Link to="/" className="rounded-md px-2 py-2 font-bold text-brand-700 text-sm hover:bg-brand-50">
            {p.backToSite}
          </Link>
          <LanguageToggle />
          {me && (
            <Suspense fallback={<span className="size-9 rounded-full bg-slate-100" />}>
              <NotificationBell />
            </Suspense>
          )}
          {session.status === "signed-in" && (
            <button
              type="button"
              onClick={() => void signOut()}
              className="rounded-md px-2 py-2 font-bold text-brand-700 text-sm hover:bg-brand-50"
            >
              {p.signOut}
            </button>
          )}
        </div>
      </div>
    </header>
  );
}

function PartnerNav({ p, me }: { p: PartnerMessages; me: PartnerMe }) {
  const link = ({ isActive }: { isActive: boolean }) =>
    `block whitespace-nowrap rounded-md px-3 py-2 font-bold text-sm ${isActive ? "bg-brand-700 text-white" : "text-slate-700 hover:bg-brand-50"}`;
  const list = useRef<HTMLUListElement>(null);
  const { pathname } = useLocation();
  // On a phone the sections are one row that scrolls sideways: the current one is brought into it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: each new page has its own current section.
  useEffect(() => {
    const current = list.current?.querySelector('[aria-current="page"]');
    if (list.current && current) scrollIntoRow(list.current, current);
  }, [pathname]);
  return (
    <nav
      aria-label={p.navigation}
      className="border-slate-200 border-b bg-white px-2 py-2 md:w-56 md:shrink-0 md:border-e md:border-b-0 md:py-6"
    >
      <ul ref={list} className="flex gap-1 overflow-x-auto md:flex-col">
        {navFor(me).map((item) => (
          <li key={item.to}>
            <NavLink to={item.to} end={item.end} className={link}>
              {item.label(p)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** Scrolls `row` sideways, and only it (not the page), until `item` is in view with a margin. */
function scrollIntoRow(row: HTMLElement, item: Element, margin = 16) {
  const outer = row.getBoundingClientRect();
  const inner = item.getBoundingClientRect();
  if (inner.left < outer.left) row.scrollBy({ left: inner.left - outer.left - margin });
  else if (inner.right > outer.right) row.scrollBy({ left: inner.right - outer.right + margin });
}

function NoAccess({ p, returnTo }: { p: PartnerMessages; returnTo: string }) {
  const session = useSession();
  const navigate = useLocalizedNavigate();
  return (
    <section
      aria-labelledby="no-access-title"
      className="mx-auto max-w-xl rounded-2xl bg-white p-6 shadow-sm sm:p-8"
    >
      <h1 id="no-access-title" className="mb-3 font-bold text-2xl text-brand-900">
        {p.noAccess.title}
      </h1>
      <p className="mb-6 text-slate-700">{p.noAccess.body}</p>
      <div className="flex flex-wrap gap-3">
        <Link to="/" className={primaryButton}>
          {p.noAccess.home}
        </Link>
        <button
          type="button"
          className={secondaryButton}
          onClick={async () => {
            await session.signOut();
            navigate(signInHref(returnTo));
          }}
        >
          {p.noAccess.switchAccount}
        </button>
      </div>
    </section>
  );
}
