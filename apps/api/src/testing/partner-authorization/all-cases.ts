import type { AuthorizationCase } from "./case";
import { coreCases } from "./core-cases";

/** Each partner domain adds its cases file here; the table test fails on any partner route left out. */
export const AUTHORIZATION_CASES: AuthorizationCase[] = [...coreCases];
