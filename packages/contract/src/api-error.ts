import { z } from "zod";
import { MESSAGE_CODES } from "./errors";
import { namedSchemas } from "./named-schemas";

/** The one error shape every API error answers with. `fields` lists messages per input field. */
export const apiErrorSchema = z
  .object({
    code: z.enum(MESSAGE_CODES),
    message: z.string(),
    fields: z.record(z.string(), z.array(z.string())).optional(),
  })
  .register(namedSchemas, { id: "ApiError" });
export type ApiError = z.infer<typeof apiErrorSchema>;
