import type { UnitsPrice } from "@capital/contract/projects";
import { Link } from "../../i18n/localized-link";
import { Icon } from "../icon/icon";
import { usePriceRange } from "./price-range";

/** One unit type of a project: its picture, its price range, and a link to pick a unit of that type. */
export function UnitPriceCard({ price, label, to }: { price: UnitsPrice; label: string; to: string }) {
  const range = usePriceRange();
  return (
    <Link
      to={to}
      className="flex items-center gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm hover:border-brand-500 hover:shadow-md"
    >
      {price.image ? (
        <img
          src={price.image}
          alt=""
          width={80}
          height={80}
          loading="lazy"
          className="size-20 shrink-0 rounded-xl bg-slate-50 object-cover"
        />
      ) : (
        // A unit type whose company has not given it a picture yet.
        <span className="flex size-20 shrink-0 items-center justify-center rounded-xl bg-slate-100 text-slate-400">
          <Icon name="building" className="size-8" />
        </span>
      )}
      <span>
        <span className="block font-bold text-lg text-slate-900">{label}</span>
        <span className="block text-brand-700 text-sm">{range(price)}</span>
      </span>
    </Link>
  );
}
