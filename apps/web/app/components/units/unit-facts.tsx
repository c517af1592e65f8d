import type { EnrichedUnit } from "@capital/contract/projects";
import type { ReactNode } from "react";
import { useFloorName } from "../../i18n/floor-name";
import { useI18n } from "../../i18n/language-context";
import { Link } from "../../i18n/localized-link";
import { fill } from "../../lib/fill";
import { localized } from "../../lib/localized";
import { usePrice } from "../../lib/use-price";
import { blockName, unitName } from "./unit-label";
import { unitTermRows } from "./unit-terms";

/**
 * SPEC.md's unit fields and the developer's stated terms (delivery, fees, cash discount), each shown only when present (floor 0 named the ground floor). `totals` stands in
 * for the area and prices when several units are sold together (a whole villa).
 */
export function UnitFacts({
  unit,
  name,
  totals,
}: {
  unit: EnrichedUnit;
  name?: string;
  totals?: { area: number; totalPrice: number };
}) {
  const { t, language, format } = useI18n();
  const price = usePrice();
  const floorName = useFloorName();
  const block = blockName(unit, language);
  const area = totals?.area ?? unit.area;
  const total = totals?.totalPrice ?? unit.totalPrice;
  const fields: [string, ReactNode][] = [
    [
      t.unit.project,
      <Link
        key="project"
        to={`/${unit.projectType}/info/${unit.projectId}`}
        className="font-bold text-brand-500 underline"
      >
        {localized(unit, "projectName", language)}
      </Link>,
    ],
  ];
  if (block) fields.push([t.unit.block, block]);
  if (!totals) fields.push([t.unit.floorNumber, floorName(unit.propertyFloor)]);
  fields.push(
    [t.unit.unitNumber, <bdi key="name">{name ?? unitName(unit, language)}</bdi>],
    [t.unit.unitArea, fill(t.unit.area, { n: format.integer(area) })],
    // As the unit's card says them; a whole villa's rooms are not one unit's.
    ...(totals || unit.roomsNumber <= 0
      ? []
      : [[t.search.rooms, format.integer(unit.roomsNumber)] satisfies [string, ReactNode]]),
    [t.search.finishing, t.search.finishings[unit.finishing]],
    [t.unit.meterPrice, price(Math.round(total / area))],
    [t.unit.totalPrice, price(total)],
    // The partner portal's buying terms (issue 17), each only where the developer stated it.
    ...unitTermRows(unit, total, t, format, price),
  );
  return (
    <dl className="grid grid-cols-1 gap-x-6 gap-y-2 sm:grid-cols-2">
      {fields.map(([label, value]) => (
        <div key={label} className="flex justify-between gap-3 border-slate-100 border-b py-1.5">
          <dt className="text-slate-500">{label}</dt>
          <dd className="text-end font-bold text-slate-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
