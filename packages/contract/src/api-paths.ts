/** The API's base path; route paths below are relative to it and keep SPEC.md's trailing slashes. */
export const API_PREFIX = "/api/v1";

export const API_PATHS = {
  health: "/health/",
} as const;
