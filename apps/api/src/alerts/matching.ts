import { type SQL, sql } from "drizzle-orm";
import { z } from "zod";
import { type Db, queryRows } from "../db/client";
import { savedSearchFrequencyEnum } from "../db/schema";
import { planDownPayment, planMonthlyInstalment } from "../search/plan-figures";
import { nameMatches, needleOf, projectHaystack, unitNameHaystack } from "../search/text-match";

const matchRow = z.object({
  unit_id: z.number().int(),
  saved_search_id: z.number().int(),
  user_id: z.number().int(),
  frequency: z.enum(savedSearchFrequencyEnum.enumValues),
  /** When the search was saved. */
  since: z.coerce.date(),
});
export type SearchMatch = z.output<typeof matchRow>;

/**
 * A unit search's filters (routes/search/unit-filters.ts) written over the saved search `s`'s
 * columns instead of a request's values: an empty column does not filter. The plan filters ask
 * for one payment plan inside all of them at once, as the search does. (The highest price is
 * written with `coalesce`, not as `is null or`, so the planner does not split it into two bitmap
 * scans that must read the table: every column here is in `saved_searches_units_match_idx`.)
 */
const unitSearchMatches = sql`s.unit_type = u.type and s.category = u.category
  and coalesce(s.price_gte, 0) <= u.total_price
  and u.total_price <= coalesce(s.price_lte, u.total_price)
  and (s.rooms_number is null or u.rooms_number = s.rooms_number)
  and (s.floor is null or u.floor = s.floor)
  and (s.min_area is null or u.area >= s.min_area)
  and (s.max_area is null or u.area <= s.max_area)
  and (s.finishing is null or u.finishing = s.finishing)
  and (s.down_payment_lte is null or u.min_down_payment <= s.down_payment_lte)
  and (s.monthly_instalment_lte is null or u.min_monthly_instalment <= s.monthly_instalment_lte)
  and (not s.delivery_ready or u.delivers_on <= current_date)
  and (s.delivery_year is null or u.delivers_on <= make_date(s.delivery_year, 12, 31))
  and (not (s.years_gte is not null or s.years_lte is not null or s.deposit_gte is not null
        or s.deposit_lte is not null or (s.down_payment_lte is not null and s.monthly_instalment_lte is not null))
    or exists (select 1 from payment_plans pp where pp.unit_id = u.id
      and (s.years_gte is null or pp.years >= s.years_gte)
      and (s.years_lte is null or pp.years <= s.years_lte)
      and (s.deposit_gte is null or pp.deposit >= s.deposit_gte)
      and (s.deposit_lte is null or pp.deposit <= s.deposit_lte)
      and (s.down_payment_lte is null or ${planDownPayment} <= s.down_payment_lte)
      and (s.monthly_instalment_lte is null or ${planMonthlyInstalment} <= s.monthly_instalment_lte)))`;

/**
 * The words of the live text searches that this unit's names answer (routes/search/text-search.ts):
 * its project's name or address matches them, or its own name contains them. Saved text searches
 * share a few words between many buyers, so each distinct wording (`needles`, read once per
 * statement) is matched once per unit, against names read once (`h`), not once per saved search.
 */
const textNeedles = sql`select w.text_words, n.* from (
    select distinct s.text_words, s.text_pattern, s.text_query from saved_searches s
    where s.kind = 'text' and s.paused_at is null and s.text_words <> ''
  ) w cross join lateral (${needleOf(sql`w.text_words`, sql`w.text_pattern`, sql`w.text_query`)}) n`;
const matchedWords = sql`select coalesce(array_agg(needle.text_words), '{}') as words from needles needle
  where ${nameMatches(sql`h.project`, sql`h.project_vector`)} or h.unit like needle.pattern`;

/**
 * A text search's free units: of the kinds and rooms it names, with names its words match (or with
 * no words: ''), found by its words in `saved_searches_text_match_idx`.
 */
const textSearchMatches = sql`(cardinality(s.text_categories) = 0 or u.category = any(s.text_categories))
  and (s.rooms_number is null or u.rooms_number = s.rooms_number)
  and s.text_words = any(array_append(matched.words, ''))`;

/**
 * The live saved searches each of these units matches now: one unit at a time against the saved
 * searches, never the searches against the catalogue. Only units on the market in a published
 * project match. A unit search is found through `saved_searches_units_match_idx` (its type,
 * category and lowest price) and checked on its other columns, which that index holds too; a text
 * search by its words, then on its kinds and rooms. (`offset 0` keeps each unit's names worked out once, not once per row.)
 */
export async function matchingSearches(db: Db, unitIds: readonly number[]): Promise<SearchMatch[]> {
  if (unitIds.length === 0) return [];
  return queryRows(db, matchRow, matchingStatement(idArray(unitIds)));
}

const idArray = (ids: readonly number[]) => sql`${sql.param([...ids])}::int[]`;

/**
 * `matchingSearches`' statement for the units in `unitIds`, an int[] expression: it writes the
 * deliveries from the database's side (catalogue-changes.ts), and the bench reads its plan.
 */
export function matchingStatement(unitIds: SQL): SQL {
  return sql`with needles as materialized (${textNeedles})
      select u.id as unit_id, s.id as saved_search_id, s.user_id, s.frequency::text as frequency,
        s.created_at as since
      from units u
        join projects p on p.id = u.project_id and p.published_at is not null
        cross join lateral (
          select names.*, to_tsvector('simple', names.project) as project_vector
          from (select ${projectHaystack} as project, ${unitNameHaystack} as unit offset 0) names offset 0
        ) h
        cross join lateral (${matchedWords}) matched
        cross join lateral (
          select s.id, s.user_id, s.frequency, s.created_at from saved_searches s
          where s.kind = 'units' and s.paused_at is null and ${unitSearchMatches}
          union all
          select s.id, s.user_id, s.frequency, s.created_at from saved_searches s
          where s.kind = 'text' and s.paused_at is null and ${textSearchMatches}
        ) s
      where u.id = any(${unitIds}) and u.status = 'free'`;
}

/**
 * Who favourited these units (an int[] expression) and wants to hear about them, for the units on
 * the market now: `unit_id`, `user_id`, and `since`, when the unit was favourited.
 */
export function favouriteOwnersStatement(unitIds: SQL): SQL {
  return sql`select f.unit_id, f.user_id, f.created_at as since from favourites f
      join users us on us.id = f.user_id and us.favourite_alerts
      join units u on u.id = f.unit_id and u.status = 'free'
      join projects p on p.id = u.project_id and p.published_at is not null
    where f.unit_id = any(${unitIds})`;
}
