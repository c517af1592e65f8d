import type { EnrichedUnit } from "@capital/contract/projects";
import { useI18n } from "../../i18n/language-context";
import { Icon } from "../icon/icon";
import { Spinner } from "../spinner";
import { CompareButton } from "./compare-button";
import { type UnitActions, useResumeBooking } from "./use-unit-actions";

/**
 * Compare, Add to favourites and Book Now for one unit, or Book Now alone for several held together
 * (a whole villa). A unit that is not free says what it is (held, reserved, sold) instead.
 */
export function UnitActionButtons({ units, actions }: { units: EnrichedUnit[]; actions: UnitActions }) {
  const { t } = useI18n();
  useResumeBooking(actions, units);
  const [first] = units;
  if (first === undefined) return null;
  const busy = actions.busy(first.id);
  const taken = units.find((u) => u.status !== "free");
  const unavailable = taken !== undefined || units.some((u) => actions.reservedIds.has(u.id));
  const favourite = actions.favouriteOf(first.id);
  const saved = actions.isFavourite(first.id);
  return (
    <>
      {units.length === 1 && units[0] && <CompareButton unit={units[0]} className="py-2.5" />}
      {units.length === 1 && (
        // Shows the saved state at once, and takes it back on a second press.
        <button
          type="button"
          aria-pressed={saved}
          // aria-disabled keeps the keyboard's focus here while it saves (see UnitCard).
          aria-disabled={busy}
          onClick={() =>
            busy || (favourite ? actions.removeFavourite(favourite.id) : actions.favourite(first.id))
          }
          className="inline-flex items-center gap-2 rounded-lg border border-brand-500 px-4 py-2.5 font-bold text-brand-700 hover:bg-brand-50 aria-disabled:opacity-60 aria-pressed:bg-rose-50"
        >
          <Icon name="heart" className={`size-5 ${saved ? "fill-rose-600 text-rose-600" : ""}`} />
          {saved ? t.unit.inFavourites : t.unit.addToFavourites}
        </button>
      )}
      <button
        type="button"
        aria-disabled={busy || unavailable}
        aria-busy={busy}
        onClick={() => busy || unavailable || actions.bookNow(...units)}
        // On a phone, where the row wraps, it fills what is left of its line: a wide button, not a stray one.
        className="inline-flex grow items-center justify-center gap-2 rounded-lg bg-brand-700 px-5 py-2.5 font-bold text-white hover:bg-brand-900 aria-disabled:opacity-60 sm:grow-0"
      >
        {busy && <Spinner />}
        {unavailable ? t.unit.statuses[taken?.status ?? "held"] : t.unit.bookNow}
      </button>
    </>
  );
}
