/**
 * The five mutants issue 20's sample found alive, written out so every `npm run mutation` tries
 * them again: each is an edit to the source (`from` becomes `to`, which must occur exactly once)
 * that Stryker's own mutators would not make, and the tests that must fail with it in place.
 *
 * @typedef {{ file: string, from: string, to: string }} Edit
 * @typedef {{ name: string, module: string, edits: Edit[], tests: string[], needsPostgres?: boolean }} NamedMutant
 * @type {NamedMutant[]}
 */

export const NAMED_MUTANTS = [
  {
    name: 'booking without the "unit is free" check',
    module: "bookings",
    edits: [
      {
        file: "apps/api/src/reservations/hold-units.ts",
        from: 'if (states.some((u) => u.status !== "free")) throw new HttpError(409, "unitReserved");',
        to: "",
      },
    ],
    tests: ["apps/api/src/routes/saved-units/reservations.test.ts"],
  },
  {
    name: "booking without its row lock and its one-active-booking index",
    module: "bookings",
    edits: [
      {
        file: "apps/api/src/reservations/hold-units.ts",
        from: '.orderBy(units.id)\n          .for("update");',
        to: ".orderBy(units.id);",
      },
      {
        file: "apps/api/drizzle/0015_reservations.sql",
        from: `CREATE UNIQUE INDEX "bookings_one_active_per_unit" ON "bookings" USING btree ("unit_id") WHERE "bookings"."status" in ('held', 'confirmed', 'sold');`,
        to: `CREATE INDEX "bookings_one_active_per_unit" ON "bookings" USING btree ("unit_id");`,
      },
    ],
    tests: ["apps/api/src/routes/saved-units/reservations.test.ts"],
    // PGlite serves one connection at a time: only PostgreSQL runs two bookings at once.
    needsPostgres: true,
  },
  {
    name: "unit cards' Arabic number formatter replaced with String()",
    module: "unit-cards",
    edits: [
      {
        file: "apps/web/app/components/units/unit-card.tsx",
        from: "fill(t.unit.area, { n: format.integer(unit.area) }),",
        to: "fill(t.unit.area, { n: String(unit.area) }),",
      },
    ],
    tests: ["apps/web/app/components/units/unit-card.test.tsx"],
  },
  {
    name: "search page-size cap removed",
    module: "search",
    edits: [
      {
        file: "packages/contract/src/paging.ts",
        from: 'page_size: pageNumber.max(maxSize, { error: "numberOutOfRange" }).default(size),',
        to: "page_size: pageNumber.default(size),",
      },
    ],
    tests: ["packages/contract/src/paging.test.ts", "apps/api/src/routes/search/search.test.ts"],
  },
  {
    name: "single shared token refresh removed",
    module: "sessions",
    edits: [
      {
        file: "apps/web/app/session/session-context.tsx",
        from: "refreshing.current ??= (async () => {",
        to: "refreshing.current = (async () => {",
      },
    ],
    tests: ["apps/web/app/session/session-context.test.tsx"],
  },
];
