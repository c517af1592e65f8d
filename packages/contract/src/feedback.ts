import { z } from "zod";
import { namedSchemas } from "./named-schemas";

/** SPEC.md section 3: `date` is in seconds since the epoch. */
export const feedbackReplySchema = z.object({
  id: z.number().int(),
  creatorId: z.number().int(),
  creatorName: z.string(),
  creatorPhoto: z.string().nullable(),
  text: z.string(),
  date: z.number().int(),
});

export const feedbackSchema = z
  .object({
    id: z.number().int(),
    creatorId: z.number().int(),
    creatorName: z.string(),
    creatorPhoto: z.string().nullable(),
    text: z.string(),
    date: z.number().int(),
    likersIds: z.array(z.number().int()),
    replies: z.array(feedbackReplySchema),
  })
  .register(namedSchemas, { id: "Feedback" });
export type Feedback = z.infer<typeof feedbackSchema>;
