import { randomBytes } from "node:crypto";
import { mkdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { MEDIA_WIDTHS } from "@capital/contract/partner-catalogue";
import sharp, { type OutputInfo } from "sharp";

/** Uploaded pictures live under DATA_DIR/media/uploads/, named by a random key: never overwritten. */
export const UPLOADS = "uploads";
const FORMATS = ["avif", "webp"] as const;
/** A picture larger than this many pixels is refused before it is decoded (a decompression bomb). */
const MAX_PIXELS = 60_000_000;

export class InvalidPicture extends Error {}

export type ProcessedPicture = { key: string; width: number; height: number; widths: number[] };

/** JPEG, PNG or WebP, told by the first bytes, whatever the name or the declared type says. */
function sniff(bytes: Buffer): "jpeg" | "png" | "webp" | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "jpeg";
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return "png";
  if (
    bytes.subarray(0, 4).toString("latin1") === "RIFF" &&
    bytes.subarray(8, 12).toString("latin1") === "WEBP"
  )
    return "webp";
  return null;
}

/**
 * Makes a photo's responsive files: each width of MEDIA_WIDTHS up to the photo's own (at least one)
 * as AVIF and WebP, turned upright by its EXIF orientation; sharp writes no metadata, so EXIF
 * (camera, GPS position) is gone from every file. A corrupt or truncated file is refused whole.
 */
export async function processPicture(bytes: Buffer, mediaDir: string): Promise<ProcessedPicture> {
  const format = sniff(bytes);
  if (!format) throw new InvalidPicture("not a JPEG, PNG or WebP");
  let upright: { data: Buffer; info: OutputInfo };
  try {
    const image = sharp(bytes, { limitInputPixels: MAX_PIXELS, failOn: "error" });
    const meta = await image.metadata();
    if (meta.format !== format) throw new InvalidPicture("declared and decoded formats differ");
    upright = await image.rotate().toBuffer({ resolveWithObject: true });
  } catch (error) {
    if (error instanceof InvalidPicture) throw error;
    throw new InvalidPicture("could not decode");
  }
  const { width, height } = upright.info;
  const widths: number[] = MEDIA_WIDTHS.filter((w) => w < width);
  widths.push(Math.min(width, MEDIA_WIDTHS.at(-1) ?? width));
  const unique = [...new Set(widths)].sort((a, b) => a - b);

  const key = randomBytes(12).toString("hex");
  const folder = path.join(mediaDir, UPLOADS);
  await mkdir(folder, { recursive: true });
  try {
    for (const w of unique) {
      const resized = sharp(upright.data).resize({ width: w, withoutEnlargement: true });
      await writeFile(
        path.join(folder, `${key}-${w}.avif`),
        await resized.clone().avif({ quality: 50, effort: 2 }).toBuffer(),
      );
      await writeFile(
        path.join(folder, `${key}-${w}.webp`),
        await resized.clone().webp({ quality: 78 }).toBuffer(),
      );
    }
  } catch (error) {
    await removePicture(mediaDir, key, unique);
    throw error;
  }
  const largest = unique.at(-1) ?? width;
  return { key, width: largest, height: Math.round((height * largest) / width), widths: unique };
}

export async function removePicture(mediaDir: string, key: string, widths: number[]) {
  await Promise.all(
    widths.flatMap((w) =>
      FORMATS.map((format) => rm(path.join(mediaDir, UPLOADS, `${key}-${w}.${format}`), { force: true })),
    ),
  );
}
