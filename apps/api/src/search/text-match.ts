import type { TextSearchReading } from "@capital/contract/search";
import { type SQL, sql } from "drizzle-orm";
import { normalizeSearchText, readSearchText } from "./text-query";

/**
 * How the text search reads a text and matches names with its words: the top-bar search
 * (routes/search/text-search.ts) and a saved text search's alerts (alerts/matching.ts) use the same.
 */

/**
 * The text read for kinds of unit, a number of rooms and the words left for names; a text that
 * names no kind and no rooms and leaves no words is searched whole, as typed.
 */
export function textReading(q: string): TextSearchReading {
  const read = readSearchText(q);
  const asked = read.categories.length > 0 || read.roomsNumber !== null;
  return asked || read.words ? read : { ...read, words: normalizeSearchText(q).trim() };
}

/** LIKE treats % and _ as wildcards; a person typing them means the characters. */
export function likePattern(text: string) {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Each word as a prefix ("اصال:* & gardens:*"); only letters and digits reach to_tsquery. */
export function prefixQuery(words: string): string {
  return (words.match(/[\p{L}\p{N}]+/gu) ?? []).map((word) => `${word}:*`).join(" & ");
}

/**
 * A name (and address) matching the words, as text search would have it: containing them in any
 * spelling search_normalize() folds, sharing their whole words or word prefixes (full-text search),
 * or close to them by trigrams, which forgives a typo in a Latin name ("Jasmin Terace"). The words
 * are read from `needle` (q, pattern, words), a row `needleOf` makes; `vector` is the haystack's
 * `to_tsvector('simple', …)`, worked out once where many needles meet one haystack.
 */
export function nameMatches(haystack: SQL, vector: SQL): SQL {
  return sql`(${haystack} like needle.pattern
    or ${vector} @@ needle.words
    or needle.q <% ${haystack})`;
}

/**
 * `nameMatches` for a single needle: its values are read once, before the rows, so the haystack's
 * trigram and full-text indexes find the rows instead of each row's text being worked out.
 */
export function nameMatchesOnce(haystack: SQL): SQL {
  return sql`(${haystack} like (select pattern from needle)
    or to_tsvector('simple', ${haystack}) @@ (select words from needle)
    or (select q from needle) <% ${haystack})`;
}

/** The `needle` row of `nameMatches`: the words normalised, as a LIKE pattern and as a prefix tsquery. */
export function needleOf(words: SQL, pattern: SQL, query: SQL): SQL {
  return sql`select search_normalize(${words}) as q, search_normalize(${pattern}) as pattern,
    case when ${query} = '' then null::tsquery else to_tsquery('simple', ${query}) end as words`;
}

/** A project's name and address as text search matches them (p is the project). */
export const projectHaystack = sql`search_normalize(p.name || ' ' || p.name_arabic || ' ' || p.address || ' ' || p.address_arabic)`;
/** A unit's own names, matched by the pattern alone ("Shop G-03"; u is the unit). */
export const unitNameHaystack = sql`search_normalize(u.name || ' ' || u.name_arabic)`;
