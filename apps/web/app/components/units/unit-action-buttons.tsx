import type { EnrichedUnit } from "@capital/contract/projects";
import { useI18n } from "../../i18n/language-context";
import { Icon } from "../icon/icon";
import { Spinner } from "../spinner";
import { CompareButton } from "./compare-button";
import type { UnitActions } from "./use-unit-actions";

/**
 * Compare, Add to favourites and Book Now for one unit, or Book Now alone for several booked together
 * (a whole villa). Booking is refused at once for a unit seen reserved.
 */
export function UnitActionButtons({ units, actions }: { units: EnrichedUnit[]; actions: UnitActions }) {
  const { t } = useI18n();
  const unitIds = units.map((u) => u.id);
  const [first] = unitIds;
  if (first === undefined) return null;
  const busy = actions.busy(first);
  const favourite = actions.favouriteOf(first);
  const saved = actions.isFavourite(first);
  const reserved = units.some((u) => u.status !== "free" || actions.reservedIds.has(u.id));
  return (
    <>
      {units.length === 1 && units[0] && <CompareButton unit={units[0]} className="py-2.5" />}
      {unitIds.length === 1 && (
        // Shows the saved state at once, and takes it back on a second press.
        <button
          type="button"
          aria-pressed={saved}
          disabled={busy}
          onClick={() => (favourite ? actions.removeFavourite(favourite.id) : actions.favourite(first))}
          className="inline-flex items-center gap-2 rounded-lg border border-brand-500 px-4 py-2.5 font-bold text-brand-700 hover:bg-brand-50 disabled:opacity-60 aria-pressed:bg-rose-50"
        >
          <Icon name="heart" className={`size-5 ${saved ? "fill-rose-600 text-rose-600" : ""}`} />
          {saved ? t.unit.inFavourites : t.unit.addToFavourites}
        </button>
      )}
      <button
        type="button"
        disabled={busy || reserved}
        aria-busy={busy}
        onClick={() => actions.bookNow(...unitIds)}
        className="inline-flex items-center gap-2 rounded-lg bg-brand-700 px-5 py-2.5 font-bold text-white hover:bg-brand-900 disabled:opacity-60"
      >
        {busy && <Spinner />}
        {reserved ? t.unit.reserved : t.unit.bookNow}
      </button>
    </>
  );
}
