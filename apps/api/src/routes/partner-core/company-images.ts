import { randomBytes } from "node:crypto";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { fieldErrors } from "../../http-error";

const ACCEPTED_FORMATS = new Set(["jpeg", "png", "webp"]);
/** A logo is shown small and square; a cover (or a location's card image) across its page. */
const SHAPES = {
  logo: { width: 400, height: 400, fit: "contain" },
  image: { width: 1600, height: 900, fit: "cover" },
  locationCardImage: { width: 1600, height: 900, fit: "cover" },
} as const;

/**
 * Re-encodes an uploaded logo or cover as WebP (the format is sniffed from the bytes, metadata
 * such as GPS position is dropped) under media/companies/{id}/, and returns its public URL.
 */
export function storeCompanyImage(
  mediaDir: string,
  companyId: number,
  kind: "logo" | "image",
  upload: Uint8Array,
) {
  return storeOwnedImage(mediaDir, "companies", companyId, kind, upload);
}

/** The same for a location's logo or card image, under media/locations/{id}/. */
export async function storeOwnedImage(
  mediaDir: string,
  folderName: "companies" | "locations",
  ownerId: number,
  kind: keyof typeof SHAPES,
  upload: Uint8Array,
) {
  const shape = SHAPES[kind];
  let encoded: Buffer;
  try {
    const format = (await sharp(upload).metadata()).format;
    if (!format || !ACCEPTED_FORMATS.has(format)) throw new Error(`format ${format}`);
    encoded = await sharp(upload)
      .rotate()
      .resize(shape.width, shape.height, {
        fit: shape.fit,
        withoutEnlargement: true,
        background: { r: 255, g: 255, b: 255, alpha: 0 },
      })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    throw fieldErrors({ [kind]: ["invalidImage"] });
  }
  const folder = path.join(mediaDir, folderName, String(ownerId));
  await mkdir(folder, { recursive: true });
  const name = `${kind}-${randomBytes(6).toString("hex")}.webp`;
  await writeFile(path.join(folder, name), encoded);
  return `/media/${folderName}/${ownerId}/${name}`;
}
