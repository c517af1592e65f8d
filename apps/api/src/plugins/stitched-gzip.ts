import { constants, crc32, deflateRawSync } from "node:zlib";

/**
 * A gzip answer made of fixed parts compressed once, with different bytes between them each time:
 * a page kept in memory gets a fresh CSP nonce on every answer without being compressed again.
 * Each part is deflated on its own and ends on a byte boundary without closing the stream (a sync
 * flush), so parts and the stored (uncompressed) blocks between them follow each other as one
 * valid deflate stream; only its CRC-32 and length are computed per answer.
 */

/** The parts compressed once, to be stitched around the bytes of each answer. */
export function deflateParts(parts: readonly Buffer[]): Buffer[] {
  return parts.map((part) => deflateRawSync(part, { level: 6, finishFlush: constants.Z_SYNC_FLUSH }));
}

const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 0x08, 0, 0, 0, 0, 0, 0, 0x03]);
/** A final, empty block of fixed Huffman codes: ends the deflate stream. */
const FINAL_BLOCK = Buffer.from([0x03, 0x00]);

/** gzip of `parts` joined by `between`, from their deflated copies. */
export function stitchGzip(parts: readonly Buffer[], deflated: readonly Buffer[], between: Buffer): Buffer {
  if (between.length > 0xffff) throw new Error("a stored block holds at most 65535 bytes");
  const stored = Buffer.alloc(5 + between.length);
  // BFINAL 0, BTYPE 00 (stored), padded to the byte; then LEN and its complement, little-endian.
  stored.writeUInt16LE(between.length, 1);
  stored.writeUInt16LE(~between.length & 0xffff, 3);
  between.copy(stored, 5);

  const chunks: Buffer[] = [GZIP_HEADER];
  let crc = 0;
  let size = 0;
  parts.forEach((part, index) => {
    if (index > 0 && between.length > 0) {
      chunks.push(stored);
      crc = crc32(between, crc);
      size += between.length;
    }
    chunks.push(deflated[index] as Buffer);
    // Node's crc32 answers 0 for an empty buffer that owns no memory, whatever the CRC so far.
    if (part.length > 0) crc = crc32(part, crc);
    size += part.length;
  });
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE(size >>> 0, 4);
  chunks.push(FINAL_BLOCK, trailer);
  return Buffer.concat(chunks);
}
