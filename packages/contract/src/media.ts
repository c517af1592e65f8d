import { z } from "zod";
import { namedSchemas } from "./named-schemas";

/** An uploaded picture, in every width it was made in, as AVIF and WebP (issue 17). */
export const mediaVariantSchema = z.object({
  url: z.string(),
  width: z.number().int(),
  format: z.enum(["avif", "webp"]),
});
export const mediaSchema = z
  .object({
    id: z.number().int(),
    url: z.string().describe("the largest WebP"),
    width: z.number().int(),
    height: z.number().int(),
    position: z.number().int(),
    altEn: z.string(),
    altAr: z.string(),
    variants: z.array(mediaVariantSchema),
  })
  .register(namedSchemas, { id: "Media" });
export type Media = z.infer<typeof mediaSchema>;

export const MEDIA_FORMATS = ["avif", "webp"] as const;
/** Uploaded files are `/media/uploads/<key>-<width>.<format>`, named by a random key, never overwritten. */
export function mediaVariants(key: string, widths: readonly number[]) {
  return widths.flatMap((width) =>
    MEDIA_FORMATS.map((format) => ({ url: `/media/uploads/${key}-${width}.${format}`, width, format })),
  );
}
