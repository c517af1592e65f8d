import type { EnrichedUnit } from "@capital/contract/projects";
import { useFloorName } from "../../i18n/floor-name";
import { useI18n } from "../../i18n/language-context";
import { fill } from "../../lib/fill";
import { localized } from "../../lib/localized";
import { usePrice } from "../../lib/use-price";
import { TagChip } from "../cards/tag-chip";
import { Icon } from "../icon/icon";
import { Spinner } from "../spinner";
import { CompareButton } from "./compare-button";
import { blockName, unitLabel, unitName } from "./unit-label";
import { UnitMoneyFacts } from "./unit-money-facts";
import { type UnitActions, useResumeBooking } from "./use-unit-actions";

export type UnitListMode = "search" | "favourites" | "bookings";

/** Unit lists are grids of up to three columns: the cards of their first row are likely on screen. */
export const UNIT_GRID_COLUMNS = 3;

type UnitCardProps = {
  unit: EnrichedUnit;
  mode: UnitListMode;
  actions: UnitActions;
  /** The favourite's or booking's id, on those lists. */
  savedId?: number;
  onDetails(unit: EnrichedUnit, contact?: boolean): void;
  /** Among the first of a list, likely on screen at once: its picture is fetched at once, not lazily. */
  first?: boolean;
};

const button =
  "inline-flex items-center justify-center gap-1.5 rounded-lg px-3 py-2 font-bold text-sm disabled:cursor-not-allowed disabled:opacity-60";

/** A unit in search results and in the favourites and bookings lists (SPEC.md section 2). */
export function UnitCard({ unit, mode, actions, savedId, onDetails, first = false }: UnitCardProps) {
  const { t, language, format } = useI18n();
  const price = usePrice();
  const name = unitName(unit, language);
  const floorName = useFloorName();
  const label = unitLabel(unit, language);
  useResumeBooking(actions, mode === "bookings" ? [] : [unit]);
  const reserved = mode !== "bookings" && (unit.status !== "free" || actions.reservedIds.has(unit.id));
  const statusLabel = t.unit.statuses[unit.status === "free" ? "held" : unit.status];
  const favourite = actions.favouriteOf(unit.id);
  const saved = actions.isFavourite(unit.id);
  const busy = actions.busy(unit.id);
  const block = blockName(unit, language);

  return (
    <article className="flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
      <div className="relative">
        <img
          src={unit.unitImage}
          alt=""
          width={480}
          height={300}
          loading={first ? "eager" : "lazy"}
          // The first row holds a search page's largest paint on a phone: its pictures are asked for first.
          fetchPriority={first ? "high" : "auto"}
          decoding="async"
          className="aspect-[16/10] w-full bg-slate-100 object-cover"
        />
        {reserved && (
          <span className="absolute start-3 top-3 rounded-full bg-slate-900/80 px-3 py-1 font-bold text-white text-xs">
            {statusLabel}
          </span>
        )}
        {mode !== "bookings" && (
          <button
            type="button"
            aria-pressed={saved}
            aria-label={`${saved ? t.unit.removeFromFavourites : t.unit.addToFavourites}: ${label}`}
            // aria-disabled, not disabled: a disabled button drops the keyboard's focus to the page,
            // and the dialog that follows would have nothing to give it back to.
            aria-disabled={busy}
            onClick={() =>
              busy || (favourite ? actions.removeFavourite(favourite.id) : actions.favourite(unit.id))
            }
            className="absolute end-3 top-3 rounded-full bg-white/90 p-2 shadow hover:bg-white aria-disabled:opacity-60"
          >
            <Icon
              name="heart"
              className={`size-5 ${saved ? "fill-rose-600 text-rose-600" : "text-slate-700"}`}
            />
          </button>
        )}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <div className="flex flex-wrap gap-1">
          {unit.tags.map((tag) => (
            <TagChip key={tag} tag={tag} />
          ))}
        </div>
        <h3 className="font-bold text-lg text-slate-900">
          <bdi>{name}</bdi>
        </h3>
        <p className="text-slate-600 text-sm">
          {format.list([localized(unit, "projectName", language), block, floorName(unit.propertyFloor)])}
        </p>
        <p className="text-slate-600 text-sm">
          {format.list([
            fill(t.unit.area, { n: format.integer(unit.area) }),
            unit.roomsNumber > 0 && format.plural(unit.roomsNumber, t.unit.rooms),
            t.search.finishings[unit.finishing],
          ])}
        </p>
        <p className="mt-auto font-bold text-brand-900 text-xl">{price(unit.totalPrice)}</p>
        <p className="text-slate-500 text-xs">
          {fill(t.unit.pricePerMeter, { price: format.price(unit.pricePerMeter) })}
        </p>
        <UnitMoneyFacts unit={unit} />
        <div className="mt-2 grid grid-cols-2 gap-2">
          <button
            type="button"
            aria-label={`${t.unit.viewDetails}: ${label}`}
            onClick={() => onDetails(unit)}
            className={`${button} border border-brand-500 text-brand-700 hover:bg-brand-50`}
          >
            {t.unit.viewDetails}
          </button>
          {mode === "bookings" ? (
            <>
              <button
                type="button"
                aria-label={`${t.unit.confirm}: ${label}`}
                onClick={() => onDetails(unit, true)}
                className={`${button} bg-brand-700 text-white hover:bg-brand-900`}
              >
                {t.unit.confirm}
              </button>
              <button
                type="button"
                aria-label={`${t.unit.remove}: ${label}`}
                disabled={busy}
                onClick={() => savedId !== undefined && actions.cancelBooking(savedId)}
                className={`${button} col-span-2 border border-red-300 text-red-700 hover:bg-red-50`}
              >
                {busy && <Spinner />}
                {t.unit.remove}
              </button>
            </>
          ) : (
            <button
              type="button"
              aria-label={`${reserved ? statusLabel : t.unit.bookNow}: ${label}`}
              aria-disabled={reserved || busy}
              aria-busy={busy}
              onClick={() => reserved || busy || actions.bookNow(unit)}
              className={`${button} bg-brand-700 text-white hover:bg-brand-900 aria-disabled:opacity-60`}
            >
              {busy && <Spinner />}
              {reserved ? statusLabel : t.unit.bookNow}
            </button>
          )}
          <CompareButton unit={unit} className="col-span-2" />
        </div>
      </div>
    </article>
  );
}
