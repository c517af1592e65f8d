import type { EnrichedUnit } from "@capital/contract/projects";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { useI18n } from "../../i18n/language-context";
import { fill } from "../../lib/fill";
import { localized } from "../../lib/localized";
import { usePrice } from "../../lib/use-price";

/**
 * SPEC.md's unit fields, each shown only when present (the floor hidden when 0). `totals` stands in
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
  const block = localized(unit, "blockNumber", language);
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
  if (unit.propertyFloor !== 0 && !totals)
    fields.push([t.unit.floorNumber, format.integer(unit.propertyFloor)]);
  fields.push(
    [t.unit.unitNumber, name ?? localized(unit, "name", language)],
    [t.unit.unitArea, fill(t.unit.area, { n: format.integer(area) })],
    [t.unit.meterPrice, price(Math.round(total / area))],
    [t.unit.totalPrice, price(total)],
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
