import { useState } from "react";
import { useFloorName } from "../../i18n/floor-name";
import { useI18n } from "../../i18n/language-context";
import { fill } from "../../lib/fill";
import { Icon } from "../icon/icon";
import { FloorPlanZoom } from "./floor-plan-zoom";

/** A unit's floor plans, one floor at a time, with previous and next floor buttons (SPEC.md). */
export function FloorPlanViewer({ plans, name }: { plans: { floor: number; CAD: string }[]; name: string }) {
  const { t } = useI18n();
  const floorName = useFloorName();
  const [index, setIndex] = useState(0);
  const plan = plans[index] ?? plans[0];
  if (!plan) return null;
  const alt = fill(t.unit.floorPlan, { name, floor: floorName(plan.floor) });
  return (
    <figure className="bg-slate-50 px-4 py-4">
      <img
        key={plan.CAD}
        src={plan.CAD}
        alt={alt}
        width={1000}
        height={760}
        className="mx-auto aspect-[1000/760] w-full max-w-xl"
      />
      <div className="mt-2 flex justify-center">
        <FloorPlanZoom src={plan.CAD} alt={alt} />
      </div>
      {plans.length > 1 && (
        <figcaption className="mt-2 flex items-center justify-center gap-3">
          <button
            type="button"
            onClick={() => setIndex(index - 1)}
            disabled={index === 0}
            className="icon-button disabled:opacity-40"
            aria-label={t.unit.previousFloor}
          >
            <Icon name="chevron-left" className="size-5 rtl:-scale-x-100" />
          </button>
          <span className="font-bold text-sm">{floorName(plan.floor)}</span>
          <button
            type="button"
            onClick={() => setIndex(index + 1)}
            disabled={index === plans.length - 1}
            className="icon-button disabled:opacity-40"
            aria-label={t.unit.nextFloor}
          >
            <Icon name="chevron-right" className="size-5 rtl:-scale-x-100" />
          </button>
        </figcaption>
      )}
    </figure>
  );
}
