import { type Paged, type PageQuery, pageOf, pageWindow } from "@capital/contract/paging";
import { TEXT_SEARCH_KINDS, type TextSearchHit } from "@capital/contract/search";
import { sql } from "drizzle-orm";
import { z } from "zod";
import { type Db, queryRows } from "../../db/client";
import { countRow } from "../../db/row-schemas";

const hitRow = z.object({
  kind: z.enum(TEXT_SEARCH_KINDS),
  id: z.number().int(),
  name: z.string(),
  name_arabic: z.string(),
  detail: z.string(),
  detail_arabic: z.string(),
  image: z.string(),
  path: z.string(),
});

/** LIKE treats % and _ as wildcards; a person typing them means the characters. */
function likePattern(text: string) {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * The top-bar search: projects, companies, locations and units whose name (and, for projects,
 * address) contains the text in either language. Both sides go through search_normalize(), so
 * Arabic matches with or without hamza, taa marbuta or diacritics. Names that start with the text
 * rank first, then the closest by trigram similarity.
 */
export async function textSearch(
  db: Db,
  { q, ...page }: PageQuery & { q: string },
): Promise<Paged<TextSearchHit>> {
  const { limit, offset } = pageWindow(page);
  const pattern = likePattern(q);
  const hits = sql`
    with needle as (select search_normalize(${q}) as q, search_normalize(${pattern}) as pattern),
    hits as (
      select p.type::text as kind, p.id, p.name, p.name_arabic, p.address as detail, p.address_arabic as detail_arabic,
        p.project_image as image, '/' || p.type::text || '/info/' || p.id as path,
        search_normalize(p.name || ' ' || p.name_arabic) as haystack, 1 as kind_order
      from projects p, needle
      where search_normalize(p.name || ' ' || p.name_arabic || ' ' || p.address || ' ' || p.address_arabic) like needle.pattern
        and p.published_at is not null
      union all
      select 'company', c.id, c.name, c.name_arabic, '', '', c.logo, '/company/profile/' || c.id,
        search_normalize(c.name || ' ' || c.name_arabic), 2
      from companies c, needle
      where search_normalize(c.name || ' ' || c.name_arabic) like needle.pattern
      union all
      select 'location', l.id, l.name, l.name_arabic, '', '', l.location_card_image, '/location/info/' || l.id,
        search_normalize(l.name || ' ' || l.name_arabic), 3
      from locations l, needle
      where search_normalize(l.name || ' ' || l.name_arabic) like needle.pattern
      union all
      select 'unit', u.id, u.name, u.name_arabic, p.name, p.name_arabic, u.unit_image,
        '/' || p.type::text || '/info/' || p.id,
        search_normalize(u.name || ' ' || u.name_arabic), 4
      from units u join projects p on p.id = u.project_id, needle
      where search_normalize(u.name || ' ' || u.name_arabic) like needle.pattern and p.published_at is not null
    )`;
  const [rows, total] = await Promise.all([
    queryRows(
      db,
      hitRow,
      sql`${hits}
        select kind, id, name, name_arabic, detail, detail_arabic, image, path from hits, needle
        order by (haystack like needle.q || '%' or haystack like '% ' || needle.q || '%') desc,
          similarity(haystack, needle.q) desc, kind_order, id
        limit ${limit} offset ${offset}`,
    ),
    queryRows(db, countRow, sql`${hits} select count(*)::int as n from hits`),
  ]);
  return pageOf(
    total[0]?.n ?? 0,
    page,
    rows.map((r) => ({
      kind: r.kind,
      id: r.id,
      name: r.name,
      nameArabic: r.name_arabic,
      detail: r.detail,
      detailArabic: r.detail_arabic,
      image: r.image,
      path: r.path,
    })),
  );
}
