import { type PageQuery, pageOf, pageWindow } from "@capital/contract/paging";
import type { TextSearchAnswer } from "@capital/contract/search";
import { type SQL, sql } from "drizzle-orm";
import { z } from "zod";
import { type Db, queryRows } from "../../db/client";
import { projectTypeEnum, unitCategoryEnum } from "../../db/schema";
import { outsideDrafts, publishedProject } from "../../publication/published";
import {
  likePattern,
  nameMatchesOnce,
  needleOf,
  prefixQuery,
  projectHaystack,
  textReading,
  unitNameHaystack,
} from "../../search/text-match";

/** How many projects, companies and locations a search shows; units are paged. */
const TOP = { projects: 6, companies: 6, locations: 4 } as const;

/** The best matches first: a name starting with the words, then shared words, then trigram closeness. */
function nameRank(name: SQL, haystack: SQL): SQL {
  return sql`(${name} like needle.q || '%' or ${name} like '% ' || needle.q || '%') desc,
    ts_rank(to_tsvector('simple', ${haystack}), needle.words) desc,
    word_similarity(needle.q, ${haystack}) desc`;
}

function needle(words: string): SQL {
  return sql`needle as (${needleOf(sql`${words}`, sql`${likePattern(words)}`, sql`${prefixQuery(words)}`)})`;
}

const projectName = sql`search_normalize(p.name || ' ' || p.name_arabic)`;

const groupRow = z.object({
  project_id: z.number().int(),
  project_type: z.enum(projectTypeEnum.enumValues),
  project_name: z.string(),
  project_name_arabic: z.string(),
  category: z.enum(unitCategoryEnum.enumValues),
  rooms_number: z.number().int(),
  units: z.number().int(),
  price_from: z.number().int(),
  price_to: z.number().int(),
  area_from: z.number().int(),
  area_to: z.number().int(),
  image: z.string(),
  total: z.number().int(),
});
const projectRow = z.object({
  id: z.number().int(),
  type: z.enum(projectTypeEnum.enumValues),
  name: z.string(),
  name_arabic: z.string(),
  address: z.string(),
  address_arabic: z.string(),
  image: z.string(),
  free_units: z.number().int(),
  price_from: z.number().int().nullable(),
});
const placeRow = z.object({
  id: z.number().int(),
  name: z.string(),
  name_arabic: z.string(),
  image: z.string(),
});

/**
 * The top-bar search. The text is read for property kinds, a number of rooms and words
 * (readSearchText); the words find projects, companies and locations by name in the database's own
 * text search, and the free units of the kinds and rooms asked, in the projects found or named so
 * themselves, come back grouped: one line per project, kind and number of rooms, with its count,
 * prices, areas and a picture.
 */
export async function textSearch(
  db: Db,
  { q, ...page }: PageQuery & { q: string },
): Promise<TextSearchAnswer> {
  const reading = textReading(q);
  const asked = reading.categories.length > 0 || reading.roomsNumber !== null;
  const words = reading.words;

  const kind: SQL[] = [sql`u.status = 'free'`, await outsideDrafts(db, "u")];
  if (reading.categories.length > 0)
    kind.push(
      sql`u.category in (${sql.join(
        reading.categories.map((c) => sql`${c}::unit_category`),
        sql`, `,
      )})`,
    );
  if (reading.roomsNumber !== null) kind.push(sql`u.rooms_number = ${reading.roomsNumber}`);
  const kindOfUnit = sql.join(kind, sql` and `);

  const [groups, projects, companies, locations] = await Promise.all([
    unitGroups(db, words, kindOfUnit, page),
    matchingProjects(db, words, kindOfUnit, asked),
    words ? places(db, words, "companies") : [],
    words ? places(db, words, "locations") : [],
  ]);
  return {
    reading,
    projects: projects.map((p) => ({
      kind: p.type,
      id: p.id,
      name: p.name,
      nameArabic: p.name_arabic,
      address: p.address,
      addressArabic: p.address_arabic,
      image: p.image,
      path: `/${p.type}/info/${p.id}`,
      freeUnits: p.free_units,
      priceFrom: p.price_from,
    })),
    companies: companies.map((c) => ({ ...place(c), path: `/company/profile/${c.id}` })),
    locations: locations.map((l) => ({ ...place(l), path: `/location/info/${l.id}` })),
    units: pageOf(
      groups[0]?.total ?? 0,
      page,
      groups.map((g) => ({
        projectId: g.project_id,
        projectType: g.project_type,
        projectName: g.project_name,
        projectNameArabic: g.project_name_arabic,
        category: g.category,
        roomsNumber: g.rooms_number,
        units: g.units,
        priceFrom: g.price_from,
        priceTo: g.price_to,
        areaFrom: g.area_from,
        areaTo: g.area_to,
        image: g.image,
        path: `/${g.project_type}/info/${g.project_id}`,
      })),
    ),
  };
}

function place(row: z.output<typeof placeRow>) {
  return { id: row.id, name: row.name, nameArabic: row.name_arabic, image: row.image };
}

/**
 * Free units of the kinds asked, grouped by project, category and rooms. With words, only those in
 * projects whose name or address matches, or whose own name contains them ("Shop G-03").
 */
async function unitGroups(db: Db, words: string, kindOfUnit: SQL, page: PageQuery) {
  const { limit, offset } = pageWindow(page);
  // The projects found, each ranked once, are an array and the pattern a value, each computed
  // before the units are read: so the units come from two index scans, by project and by the
  // trigrams of their own names, OR-ed as bitmaps, never a scan of every unit's names. A group
  // found by its units' own names alone comes after the projects found by theirs.
  const matchedProjects = words
    ? sql`, matched as (
        select p.id, array[(${projectName} like needle.q || '%' or ${projectName} like '% ' || needle.q || '%')::int,
          (ts_rank(to_tsvector('simple', ${projectHaystack}), needle.words) * 1000)::int,
          (word_similarity(needle.q, ${projectHaystack}) * 1000)::int] as rank
        from projects p, needle where ${nameMatchesOnce(projectHaystack)})`
    : sql``;
  const matched = words
    ? sql`and (u.project_id = any(array(select id from matched))
        or ${unitNameHaystack} like (select pattern from needle))`
    : sql``;
  const relevance = words ? sql`m.rank desc nulls last,` : sql``;
  const rankOf = words ? sql`left join matched m on m.id = g.project_id` : sql``;
  return queryRows(
    db,
    groupRow,
    sql`with ${needle(words)} ${matchedProjects},
      groups as (
        select u.project_id, u.category, u.rooms_number, count(*)::int as units,
          min(u.total_price) as price_from, max(u.total_price) as price_to, min(u.area) as area_from, max(u.area) as area_to
        from units u where ${kindOfUnit} ${matched}
        group by u.project_id, u.category, u.rooms_number
      ),
      ranked as (
        select g.*, count(*) over ()::int as total,
          row_number() over (order by ${relevance} g.units desc, g.price_from, g.project_id, g.category, g.rooms_number) as position
        from groups g ${rankOf}
        order by position
        limit ${limit} offset ${offset}
      )
      select r.project_id, p.type::text as project_type, p.name as project_name, p.name_arabic as project_name_arabic,
        r.category::text as category, r.rooms_number, r.units, r.price_from, r.price_to, r.area_from, r.area_to, r.total,
        (select u.unit_image from units u where u.project_id = r.project_id and u.category = r.category
          and u.rooms_number = r.rooms_number and u.status = 'free' order by u.id limit 1) as image
      from ranked r join projects p on p.id = r.project_id
      order by r.position`,
  );
}

/**
 * Projects whose name or address matches the words, best first, with how many free units of the
 * kinds asked each has; with no words, the projects with the most such units.
 */
async function matchingProjects(db: Db, words: string, kindOfUnit: SQL, asked: boolean) {
  const units = sql`select count(*)::int as n, min(u.total_price) as price_from from units u where u.project_id = p.id and ${kindOfUnit}`;
  if (!words) {
    return queryRows(
      db,
      projectRow,
      sql`select p.id, p.type::text as type, p.name, p.name_arabic, p.address, p.address_arabic, p.project_image as image,
          c.n as free_units, c.price_from
        from (select u.project_id, count(*)::int as n, min(u.total_price) as price_from from units u
              where ${kindOfUnit} group by u.project_id order by n desc, u.project_id limit ${TOP.projects}) c
        join projects p on p.id = c.project_id
        order by c.n desc, p.id`,
    );
  }
  return queryRows(
    db,
    projectRow,
    sql`with ${needle(words)}
      select p.id, p.type::text as type, p.name, p.name_arabic, p.address, p.address_arabic, p.project_image as image,
        c.n as free_units, c.price_from
      from projects p cross join needle cross join lateral (${units}) c
      where ${nameMatchesOnce(projectHaystack)} and ${publishedProject("p")} ${asked ? sql`and c.n > 0` : sql``}
      order by ${nameRank(projectName, projectHaystack)}, p.id
      limit ${TOP.projects}`,
  );
}

async function places(db: Db, words: string, table: "companies" | "locations") {
  const image = table === "companies" ? sql`p.logo` : sql`p.location_card_image`;
  const haystack = sql`search_normalize(p.name || ' ' || p.name_arabic)`;
  return queryRows(
    db,
    placeRow,
    sql`with ${needle(words)}
      select p.id, p.name, p.name_arabic, ${image} as image from ${sql.identifier(table)} p, needle
      where ${nameMatchesOnce(haystack)}
      order by ${nameRank(haystack, haystack)}, p.id
      limit ${TOP[table]}`,
  );
}
