import { z } from "zod";

/**
 * A number a form must fill in. A form sends an empty number field as null (JSON has no NaN) or
 * leaves it out: that is a field left blank, not a mistyped number.
 */
export const requiredNumber = () =>
  z.number({ error: (issue) => (issue.input == null ? "fieldRequired" : "invalidNumber") });
