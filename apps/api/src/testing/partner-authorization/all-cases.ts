import type { AuthorizationCase } from "./case";
import { catalogueCases } from "./catalogue-cases";
import { coreCases } from "./core-cases";
import { locationsCases } from "./locations-cases";
import { reservationsCases } from "./reservations-cases";
import { trackRecordCases } from "./track-record-cases";

/** Each partner domain adds its cases file here; the table test fails on any partner route left out. */
export const AUTHORIZATION_CASES: AuthorizationCase[] = [
  ...coreCases,
  ...locationsCases,
  ...catalogueCases,
  ...reservationsCases,
  ...trackRecordCases,
];
