/**
 * The partner catalogue's value lists, without zod: the portal's pages import these (zod must not
 * reach the browser bundle); partner-catalogue.ts builds its schemas from them and re-exports them.
 */

export const MALL_FLOOR_TAGS = ["commercial", "medical", "administrative", "hotel"] as const;
export type MallFloorTag = (typeof MALL_FLOOR_TAGS)[number];

/** The kinds of building a compound's form adds: blocks of apartments, studios or hotel units, and villa groups. */
export const BLOCK_INPUT_KINDS = ["apartments", "studios", "hotel", "duplex", "detached", "twin"] as const;

/** The kinds that are villa groups (their own table, `villas`); the others are blocks of floors. */
export const VILLA_KINDS = ["duplex", "detached", "twin"] as const;
export type VillaKind = (typeof VILLA_KINDS)[number];
export const isVillaKind = (kind: string): kind is VillaKind =>
  (VILLA_KINDS as readonly string[]).includes(kind);

/**
 * What the portal may set a unit's status to. Held and reserved follow the buyers' reservations
 * (issue 18): the reservations inbox moves them, never a form or a file.
 */
export const PARTNER_UNIT_STATUSES = ["free", "sold", "off_market"] as const;
export type PartnerUnitStatus = (typeof PARTNER_UNIT_STATUSES)[number];
/** The statuses a live reservation holds a unit in. */
export const RESERVED_UNIT_STATUSES = ["held", "reserved"] as const;

/** The most units one generator run makes. */
export const GENERATOR_MAX_UNITS = 1000;
