import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";

/** Collects generated images by their path under the media dir; each is written once, at the end. */
export class MediaLibrary {
  private readonly files = new Map<string, string>();

  /** Adds an image (rendered only the first time its path is seen) and returns its public URL. */
  add(relativePath: string, render: () => string): string {
    if (!this.files.has(relativePath)) this.files.set(relativePath, render());
    return mediaUrl(relativePath);
  }

  get size(): number {
    return this.files.size;
  }

  entries(): IterableIterator<[string, string]> {
    return this.files.entries();
  }
}

export function mediaUrl(relativePath: string): string {
  return `/media/${relativePath}`;
}

/** Writes the images into the media dir, creating folders as needed. */
export async function writeMediaFiles(mediaDir: string, files: Iterable<[string, string]>): Promise<number> {
  const folders = new Set<string>();
  const pending: [string, string][] = [];
  for (const [relativePath, content] of files) {
    const target = path.join(mediaDir, relativePath);
    if (!target.startsWith(path.resolve(mediaDir) + path.sep))
      throw new Error(`Media path escapes the media dir: ${relativePath}`);
    folders.add(path.dirname(target));
    pending.push([target, content]);
  }
  for (const folder of folders) await mkdir(folder, { recursive: true });
  const batchSize = 64;
  for (let i = 0; i < pending.length; i += batchSize) {
    await Promise.all(pending.slice(i, i + batchSize).map(([target, content]) => writeFile(target, content)));
  }
  return pending.length;
}
