import { sql } from "drizzle-orm";
import { z } from "zod";
import { type Db, queryRows } from "../db/client";

const pageRow = z.object({
  id: z.number().int(),
  project_id: z.number().int(),
  mall_tag: z.string().nullable(),
  mall_floor: z.number().int().nullable(),
  block_kind: z.string().nullable(),
  block_id: z.number().int().nullable(),
  block_floor: z.number().int().nullable(),
  villa_kind: z.string().nullable(),
  villa_id: z.number().int().nullable(),
  floor: z.number().int(),
});

/** The units word of /compound/{units}/{id} for each kind of block (villa kinds are their own word). */
const BLOCK_PATH: Record<string, string> = { apartments: "apartments", studios: "studio", hotel: "hotel" };

/**
 * The site path of each unit's own page, by id: a mall unit on its floor of the mall units page,
 * a compound unit in its building and floor of the compound units page, opened at the unit's
 * panel (`#unit`), which on a phone is screens below the project's plan and the choices.
 */
export async function unitPages(db: Db, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await queryRows(
    db,
    pageRow,
    sql`select u.id, u.project_id, mf.tag::text as mall_tag, mf.number::int as mall_floor,
          b.kind::text as block_kind, b.id as block_id, bf.number::int as block_floor,
          v.kind::text as villa_kind, v.id as villa_id, u.floor::int as floor
        from units u
          left join mall_floors mf on mf.id = u.mall_floor_id
          left join block_floors bf on bf.id = u.block_floor_id
          left join blocks b on b.id = bf.block_id
          left join villas v on v.id = u.villa_id
        where u.id in (${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )})`,
  );
  return new Map(rows.map((r) => [r.id, pagePath(r)]));
}

function pagePath(r: z.output<typeof pageRow>): string {
  return `${pageOf(r)}#unit`;
}

function pageOf(r: z.output<typeof pageRow>): string {
  if (r.mall_tag !== null) return `/mall/${r.mall_tag}/${r.project_id}?floor=${r.mall_floor}&unit=${r.id}`;
  if (r.block_kind !== null) {
    const word = BLOCK_PATH[r.block_kind] ?? "apartments";
    return `/compound/${word}/${r.project_id}?building=${r.block_id}&floor=${r.block_floor}&unit=${r.id}`;
  }
  return `/compound/${r.villa_kind}/${r.project_id}?building=${r.villa_id}&floor=${r.floor}&unit=${r.id}`;
}
