/**
 * The core modules `npm run mutation` mutates (issue 20), each with the source it mutates and the
 * tests that judge it. `mutate` is kept to the module's own files: Stryker reruns these tests for
 * every mutant, on two cores. Paths are relative to the repository.
 *
 * @typedef {{ title: string, mutate: string[], tests: { api?: string[], web?: string[], contract?: string[] } }} MutationModule
 * @type {Record<string, MutationModule>}
 */

export const MUTATION_MODULES = {
  bookings: {
    title: "bookings and reservations",
    mutate: [
      "apps/api/src/reservations/hold-units.ts",
      "apps/api/src/reservations/transitions.ts",
      "apps/api/src/reservations/expire-holds.ts",
      "apps/api/src/routes/saved-units/saved-unit-lists.ts",
    ],
    tests: {
      api: [
        "src/routes/saved-units/reservations.test.ts",
        "src/routes/saved-units/saved-units.test.ts",
        "src/routes/partner-reservations/partner-reservations.test.ts",
      ],
    },
  },
  sessions: {
    title: "tokens and sessions",
    mutate: [
      "apps/api/src/auth/session-tokens.ts",
      "apps/api/src/auth/access-token.ts",
      "apps/web/app/session/session-context.tsx",
    ],
    tests: {
      // A changed password ends every session (endAllSessions).
      api: ["src/routes/accounts/sessions.test.ts", "src/routes/accounts/password-reset.test.ts"],
      web: ["app/session/session-context.test.tsx"],
    },
  },
  search: {
    title: "search query building",
    mutate: ["apps/api/src/routes/search/unit-filters.ts", "packages/contract/src/paging.ts"],
    tests: {
      api: [
        "src/routes/search/search.test.ts",
        "src/routes/search/money-delivery.test.ts",
        "src/routes/search/unit-filters.test.ts",
      ],
      contract: ["src/paging.test.ts"],
    },
  },
  "payment-plans": {
    title: "payment-plan maths",
    mutate: ["packages/contract/src/payment-plan.ts"],
    tests: { contract: ["src/payment-plan.test.ts"] },
  },
  authorization: {
    title: "authorization",
    mutate: ["apps/api/src/plugins/auth.ts", "apps/api/src/plugins/partner-access.ts"],
    tests: {
      api: [
        "src/plugins/auth.test.ts",
        "src/partner-authorization.test.ts",
        "src/plugins/partner-access.test.ts",
      ],
    },
  },
};

/** @param {string | undefined} name */
export function mutationModule(name) {
  const found = name ? MUTATION_MODULES[name] : undefined;
  if (!found) {
    throw new Error(
      `MUTATION_MODULE must be one of: ${Object.keys(MUTATION_MODULES).join(", ")} (got ${name})`,
    );
  }
  return found;
}
