import type { Db } from "@capital/api/db/client";
import { getTableName, sql } from "drizzle-orm";
import type { UnitChunk } from "./catalogue-writer";
import { CATEGORY_PROFILES, PAYMENT_PLANS, VILLA_CATEGORIES, VILLA_PAYMENT_PLANS } from "./unit-pricing";

/** Units and payment plans are made in SQL from the seed slots, with every "random" choice a hash of the unit id. */

/** Each category has this many render images; a unit shows one of them. */
export const RENDERS_PER_CATEGORY = 4;

/** When the generated units were listed: one second apart, from this moment on. */
const UNITS_LISTED_FROM = "2026-02-15T00:00:00Z";

/**
 * A 32-bit integer hash (two rounds of xor-shift-multiply) of an id and a salt, in plain SQL arithmetic.
 * Every step is taken modulo 2^32 so the next multiplication still fits in a bigint.
 */
export function hashSql(idExpression: string, salt: number): string {
  const seed = `((${idExpression})::bigint * 2654435761 + ${salt * 40503}) % 4294967296`;
  const round = (x: string) => `(((${x}) # ((${x}) >> 16)) * 73244475) % 4294967296`;
  const mixed = round(round(seed));
  return `((${mixed}) # ((${mixed}) >> 16))`;
}

function profilesSql(): string {
  const rows = Object.entries(CATEGORY_PROFILES).map(([category, p]) =>
    [
      `'${category}'`,
      p.budgetShare,
      ...p.budget.area,
      ...p.budget.pricePerMeter,
      ...p.standard.area,
      ...p.standard.pricePerMeter,
    ].join(", "),
  );
  return `(values (${rows.join("), (")})) as profile (category, budget_share, ba0, ba1, bp0, bp1, sa0, sa1, sp0, sp1)`;
}

const villaList = VILLA_CATEGORIES.map((category) => `'${category}'`).join(", ");

const roomsSql = `case
  when category = 'apartment' then case when area < 115 then 2 when area < 160 then 3 when area < 205 then 4 else 5 end
  when category in ('studio', 'hotel-units') then 1
  when category in (${villaList}) then case when area < 190 then 3 when area < 250 then 4 else 5 end
  else 0 end`;

/** Turns one run of slots into units, with their names, sizes, prices, status and finishing. */
export async function insertUnits(tx: Db, chunk: UnitChunk, firstUnitId: number): Promise<void> {
  const digits = (expression: string) => `lpad((${expression})::text, 2, '0')`;
  const query = `
    with made as (
      select s.first_unit_id + k as id, s.project_id, s.mall_floor_id, s.block_floor_id, s.villa_id, s.floor,
        s.category, s.type, s.can_span,
        case when s.first_position = 0 then s.name_prefix
          else s.name_prefix || ${digits("s.first_position + k")} end as name,
        case when s.first_position = 0 then s.name_prefix_arabic
          when s.arabic_digits then s.name_prefix_arabic || translate(${digits("s.first_position + k")}, '0123456789', '٠١٢٣٤٥٦٧٨٩')
          else s.name_prefix_arabic || ${digits("s.first_position + k")} end as name_arabic
      from seed_slots s cross join lateral generate_series(0, s.unit_count - 1) as k
      where s.id between ${chunk.fromSlot} and ${chunk.toSlot}
    ),
    hashed as (
      select made.*, ${hashSql("id", 1)} as h1, ${hashSql("id", 2)} as h2, ${hashSql("id", 3)} as h3 from made
    ),
    sized as (
      select hashed.*,
        (case when h3 % 100 < budget_share then ba0 + h2 % 1000 * (ba1 - ba0) / 999
          else sa0 + h2 % 1000 * (sa1 - sa0) / 999 end)::int as area,
        (case when h3 % 100 < budget_share then bp0 + h2 / 1000 % 1000 * ((bp1 - bp0) / 500) / 999 * 500
          else sp0 + h2 / 1000 % 1000 * ((sp1 - sp0) / 500) / 999 * 500 end)::int as price_per_meter
      from hashed join ${profilesSql()} using (category)
    )
    insert into units (id, project_id, mall_floor_id, block_floor_id, villa_id, floor, plan_floors, name, name_arabic,
      category, type, status, finishing, rooms_number, area, price_per_meter, total_price, unit_image, created_at)
    select id, project_id, mall_floor_id, block_floor_id, villa_id, floor,
      case when can_span and category = 'apartment' and area >= 220 then 2 else 1 end,
      name, name_arabic, category::unit_category, type::unit_type,
      -- Free until demo buyers reserve some (demo-reservations.ts).
      'free'::unit_status,
      -- 45 % fully finished (the search's default filter), 30 % half, 25 % core and shell.
      (case when h1 / 100 % 100 < 45 then 'full' when h1 / 100 % 100 < 75 then 'half' else 'none' end)::finishing,
      ${roomsSql},
      area, price_per_meter, area * price_per_meter,
      '/media/renders/' || category || '/' || (1 + h1 / 10000 % ${RENDERS_PER_CATEGORY}) || '.svg',
      timestamptz '${UNITS_LISTED_FROM}' + (id - ${firstUnitId}) * interval '1 second'
    from sized
    order by id`;
  await tx.execute(sql.raw(query));
}

function plansSql(plans: readonly (readonly [number, number])[], villa: boolean): string {
  return plans.map(([deposit, years], index) => `(${villa}, ${index}, ${deposit}, ${years})`).join(", ");
}

/** One to three payment plans per unit, from the general list or, for villas, the villa list. */
export async function insertPaymentPlans(tx: Db, fromUnit: number, toUnit: number): Promise<void> {
  const general = PAYMENT_PLANS.length;
  const villas = VILLA_PAYMENT_PLANS.length;
  // Steps coprime with the list lengths, so a unit's plans are always different from each other.
  const query = `
    insert into payment_plans (unit_id, deposit, years)
    select u.id, t.deposit, t.years
    from units u
    cross join lateral (select ${hashSql("u.id", 4)} as h) x
    cross join lateral generate_series(0, x.h % 3) as j
    join (values ${plansSql(PAYMENT_PLANS, false)}, ${plansSql(VILLA_PAYMENT_PLANS, true)}) as t (villa, idx, deposit, years)
      on t.villa = (u.category in (${villaList}))
      and t.idx = case when t.villa then (x.h / 3 + j * 3) % ${villas} else (x.h / 3 + j * 5) % ${general} end
    where u.id between ${fromUnit} and ${toUnit}
    order by u.id, j`;
  await tx.execute(sql.raw(query));
}

/** A villa is "all floors available" when none of its floors is taken. */
export async function markVillaAvailability(tx: Db, firstVillaId: number): Promise<void> {
  await tx.execute(sql`
    update villas v set all_floors_available = not exists (
      select 1 from units u where u.villa_id = v.id and u.status <> 'free'
    )
    where v.id >= ${firstVillaId}`);
}

/** Moves a serial's sequence past the ids the generator wrote itself. */
export async function syncSequence(tx: Db, table: Parameters<typeof getTableName>[0]): Promise<void> {
  const name = getTableName(table);
  await tx.execute(
    sql.raw(
      `select setval(pg_get_serial_sequence('${name}', 'id'), max_id) from (select max(id) as max_id from "${name}") m where max_id is not null`,
    ),
  );
}
