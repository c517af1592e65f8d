import { randomBytes } from "node:crypto";
import { mkdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { fieldErrors } from "../../http-error";

const ACCEPTED_FORMATS = new Set(["jpeg", "png", "webp"]);
const SIZE = 256;

/**
 * Re-encodes an uploaded picture as a square WebP (dropping metadata such as GPS position) and
 * stores it under media/users/{id}/. Returns its public URL.
 */
export async function storeProfilePicture(mediaDir: string, userId: number, upload: Uint8Array) {
  let image: Buffer;
  try {
    const format = (await sharp(upload).metadata()).format;
    if (!format || !ACCEPTED_FORMATS.has(format)) throw new Error(`format ${format}`);
    image = await sharp(upload)
      .rotate()
      .resize(SIZE, SIZE, { fit: "cover" })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    throw fieldErrors({ profilePicture: ["invalidImage"] });
  }
  const folder = path.join(mediaDir, "users", String(userId));
  await mkdir(folder, { recursive: true });
  const name = `${randomBytes(6).toString("hex")}.webp`;
  await writeFile(path.join(folder, name), image);
  return `/media/users/${userId}/${name}`;
}

/** Removes a picture this app stored for the user; anything else is left alone. */
export async function removeProfilePicture(mediaDir: string, userId: number, url: string | null) {
  const prefix = `/media/users/${userId}/`;
  if (!url?.startsWith(prefix) || url.includes("..")) return;
  await rm(path.join(mediaDir, url.slice("/media/".length)), { force: true });
}
