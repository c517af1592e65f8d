import type { EnrichedUnit } from "@capital/contract/projects";
import * as Tabs from "@radix-ui/react-tabs";
import { useEffect, useState } from "react";
import { useLocation } from "react-router";
import { EmptyState } from "../components/empty-state";
import { Icon } from "../components/icon/icon";
import { Spinner } from "../components/spinner";
import { notify } from "../components/toasts";
import { ReservationCard } from "../components/units/reservation-card";
import { UNIT_GRID_COLUMNS, UnitCard, type UnitListMode } from "../components/units/unit-card";
import { UnitDetailsDialog } from "../components/units/unit-details-dialog";
import { useUnitActions } from "../components/units/use-unit-actions";
import { useI18n } from "../i18n/language-context";
import { Link, useLocalizedNavigate } from "../i18n/localized-link";
import { pageTitle } from "../lib/page-meta";
import { useSession } from "../session/session-context";
import type { Route } from "./+types/saved-list";

export const meta: Route.MetaFunction = ({ matches, location }) => [
  {
    title: pageTitle(matches, (t) =>
      location.pathname.includes("/booking") ? t.saved.bookingTitle : t.saved.favouriteTitle,
    ),
  },
  { name: "robots", content: "noindex" },
];

/**
 * SPEC.md: one screen for /favourite and /booking; the path decides. Two tabs split the list into
 * residential units (the default, unless only the other tab has any) and all others.
 */
export default function SavedList() {
  const { t, language } = useI18n();
  const { pathname } = useLocation();
  const navigate = useLocalizedNavigate();
  const { status } = useSession();
  const actions = useUnitActions();
  const [details, setDetails] = useState<{ unit: EnrichedUnit; contact: boolean } | null>(null);
  const mode: UnitListMode = pathname.includes("/booking") ? "bookings" : "favourites";

  useEffect(() => {
    if (status === "signed-out") {
      notify.warning(t.errors.loginFirst);
      navigate("/signin", { replace: true });
    }
  }, [status, navigate, t]);

  const inTab = (residential: boolean) => (item: { unit: EnrichedUnit }) =>
    (item.unit.type === "residential") === residential;
  const listed = mode === "bookings" ? actions.bookings : actions.favourites;
  // Residential first (SPEC), unless everything listed is in the other tab: "You have not booked
  // any unit yet" must never stand above a hold on an office.
  const [chosenTab, setChosenTab] = useState<string | null>(null);
  const openTab =
    chosenTab ?? (!listed.some(inTab(true)) && listed.some(inTab(false)) ? "investment" : "residential");

  const tab = (residential: boolean) => {
    const bookings = actions.bookings.filter(inTab(residential));
    const favourites = actions.favourites.filter(inTab(residential));
    const count = mode === "bookings" ? bookings.length : favourites.length;
    // Named like the tab, so the cards' headings sit under a level-two heading as on /me.
    const heading = (
      <h2 className="sr-only">{residential ? t.saved.residentialTab : t.saved.investmentTab}</h2>
    );
    if (count === 0) {
      return (
        <div className="flex flex-col items-center gap-4">
          {heading}
          <EmptyState>{mode === "bookings" ? t.saved.emptyBookings : t.saved.emptyFavourites}</EmptyState>
          <Link
            to={residential ? "/residential/search/apartments" : "/investment/search/coffee-shops"}
            className="font-bold text-brand-500 underline"
          >
            {t.saved.browse}
          </Link>
        </div>
      );
    }
    return (
      <>
        {heading}
        <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {mode === "bookings"
            ? bookings.map((item) => (
                <li key={item.id}>
                  <ReservationCard
                    reservation={item}
                    actions={actions}
                    onDetails={() => setDetails({ unit: item.unit, contact: true })}
                  />
                </li>
              ))
            : favourites.map((item, index) => (
                <li key={item.id}>
                  <UnitCard
                    unit={item.unit}
                    mode={mode}
                    savedId={item.id}
                    actions={actions}
                    onDetails={(unit, contact = false) => setDetails({ unit, contact })}
                    first={index < UNIT_GRID_COLUMNS}
                  />
                </li>
              ))}
        </ul>
      </>
    );
  };

  const tabClass =
    "whitespace-nowrap border-b-2 border-transparent px-4 py-3 font-bold text-slate-600 data-[state=active]:border-brand-500 data-[state=active]:text-brand-900";
  return (
    <main>
      <header className="bg-brand-900 text-white">
        <div className="mx-auto flex max-w-7xl items-center gap-3 px-4 py-10">
          <Icon name={mode === "bookings" ? "circle-check" : "heart"} className="size-8 text-gold-400" />
          <h1 className="font-bold text-3xl sm:text-4xl">
            {mode === "bookings" ? t.saved.bookingTitle : t.saved.favouriteTitle}
          </h1>
        </div>
      </header>
      <div className="mx-auto max-w-7xl px-4 py-8">
        <Tabs.Root value={openTab} onValueChange={setChosenTab} dir={language === "ar" ? "rtl" : "ltr"}>
          <Tabs.List
            aria-label={mode === "bookings" ? t.saved.bookingTitle : t.saved.favouriteTitle}
            className="mb-6 flex overflow-x-auto border-slate-200 border-b"
          >
            <Tabs.Trigger value="residential" className={tabClass}>
              {t.saved.residentialTab}
            </Tabs.Trigger>
            <Tabs.Trigger value="investment" className={tabClass}>
              {t.saved.investmentTab}
            </Tabs.Trigger>
          </Tabs.List>
          <Tabs.Content value="residential">{tab(true)}</Tabs.Content>
          <Tabs.Content value="investment">{tab(false)}</Tabs.Content>
        </Tabs.Root>
      </div>
      {(actions.loading || status === "loading") && (
        <div role="status" className="fixed inset-0 z-40 flex items-center justify-center bg-white/80">
          <Spinner className="size-10 text-brand-700" />
          <span className="sr-only">{t.common.loading}</span>
        </div>
      )}
      <UnitDetailsDialog
        unit={details?.unit ?? null}
        onClose={() => setDetails(null)}
        actions={actions}
        canBook={false}
        showContacts={details?.contact ?? false}
      />
      {actions.dialogs}
    </main>
  );
}
