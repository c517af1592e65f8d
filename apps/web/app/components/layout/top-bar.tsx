import { lazy, Suspense } from "react";
import { useI18n } from "../../i18n/language-context";
import { Link, NavLink } from "../../i18n/localized-link";
import { useSession } from "../../session/session-context";
import { Icon } from "../icon/icon";
import { BrandLink } from "./brand-link";
import { LanguageToggle } from "./language-toggle";
import { SearchBox } from "./search-box";

// Only signed-in visitors need the account menu's code.
const UserMenu = lazy(() => import("./user-menu"));
const NotificationBell = lazy(() => import("./notification-bell"));

const navLink = ({ isActive }: { isActive: boolean }) =>
  `whitespace-nowrap rounded-md px-3 py-2 font-bold text-sm hover:bg-brand-50 ${isActive ? "text-brand-500" : "text-slate-700"}`;

/** SPEC.md section 2: brand, Home, Call Us, language toggle; sign-up and sign-in icons or the account menu. */
export function TopBar({ callUsNumber, sessionHint }: { callUsNumber: string; sessionHint: boolean }) {
  const { t } = useI18n();
  const { status, user } = useSession();
  const signedIn = status === "signed-in" && user;
  const pending = status === "loading" && sessionHint;

  return (
    <header className="sticky top-0 z-30 border-slate-200 border-b bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-3 px-4">
        <BrandLink />
        <nav aria-label={t.nav.mainNavigation} className="hidden items-center gap-1 md:flex">
          <NavLinks callUsNumber={callUsNumber} signedIn={Boolean(signedIn)} />
        </nav>
        <SearchBox className="hidden max-w-xs flex-1 md:block" />
        <div className="ms-auto flex items-center gap-2">
          <LanguageToggle />
          {signedIn ? (
            <Suspense fallback={<span className="size-9 rounded-full bg-slate-100" />}>
              <NotificationBell />
              <UserMenu user={user} />
            </Suspense>
          ) : pending ? (
            <span aria-hidden="true" className="size-9 rounded-full bg-slate-100" />
          ) : (
            <>
              <Link to="/signup" className="icon-button" aria-label={t.nav.signUp} title={t.nav.signUp}>
                <Icon name="user-plus" className="size-5" />
              </Link>
              <Link to="/signin" className="icon-button" aria-label={t.nav.signIn} title={t.nav.signIn}>
                <Icon name="log-in" className="size-5" />
              </Link>
            </>
          )}
        </div>
      </div>
      <div className="flex flex-col gap-1 border-slate-100 border-t px-2 py-1 md:hidden">
        <nav aria-label={t.nav.mainNavigation} className="flex gap-1 overflow-x-auto">
          <NavLinks callUsNumber={callUsNumber} signedIn={Boolean(signedIn)} />
        </nav>
        <SearchBox className="pb-1" />
      </div>
    </header>
  );
}

function NavLinks({ callUsNumber, signedIn }: { callUsNumber: string; signedIn: boolean }) {
  const { t } = useI18n();
  return (
    <>
      <NavLink to="/home" className={navLink}>
        {t.nav.home}
      </NavLink>
      <a href={`tel:${callUsNumber}`} className={navLink({ isActive: false })}>
        <Icon name="phone" className="me-1 inline size-4" />
        {t.nav.callUs}
      </a>
      {signedIn && (
        <>
          <NavLink to="/favourite" className={navLink}>
            <Icon name="heart" className="me-1 inline size-4" />
            {t.nav.favourite}
          </NavLink>
          <NavLink to="/booking" className={navLink}>
            {t.nav.booking}
          </NavLink>
        </>
      )}
    </>
  );
}
