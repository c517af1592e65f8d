import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { InvalidPicture, processPicture, UPLOADS } from "./media-pipeline";

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "capital-media-"));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

/** A photo as a phone takes it: landscape pixels, EXIF saying "rotate" and where it was taken. */
async function phonePhoto(width = 2000, height = 1200) {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 120, b: 40 } } })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExifMerge({ IFD0: { Make: "PhoneMaker" }, IFD3: { GPSLatitudeRef: "N" } })
    .toBuffer();
}

describe("the photo pipeline", () => {
  it("makes every width as AVIF and WebP, upright, without EXIF", async () => {
    const picture = await processPicture(await phonePhoto(), dir);
    // Orientation 6 turns a 2000 × 1200 photo into a 1200 × 2000 portrait: widths up to 1200.
    expect(picture.widths).toEqual([480, 960, 1200]);
    expect(picture).toMatchObject({ width: 1200, height: 2000 });
    const files = (await readdir(path.join(dir, UPLOADS))).filter((f) => f.startsWith(picture.key)).sort();
    expect(files).toHaveLength(6);
    for (const file of files) {
      const meta = await sharp(await readFile(path.join(dir, UPLOADS, file))).metadata();
      expect(meta.exif).toBeUndefined();
      expect(meta.format === "webp" || meta.format === "heif").toBe(true);
    }
  });

  it("keeps a small picture at its own size", async () => {
    const png = await sharp({ create: { width: 300, height: 200, channels: 4, background: "#0a0" } })
      .png()
      .toBuffer();
    expect((await processPicture(png, dir)).widths).toEqual([300]);
  });

  it("refuses text, a PDF renamed .jpg and a truncated JPEG", async () => {
    const photo = await phonePhoto(800, 600);
    for (const bytes of [
      Buffer.from("hello"),
      Buffer.from("%PDF-1.7\n..."),
      photo.subarray(0, photo.length / 3),
    ]) {
      await expect(processPicture(bytes, dir)).rejects.toBeInstanceOf(InvalidPicture);
    }
  });
});
