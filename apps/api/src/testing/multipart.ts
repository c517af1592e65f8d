import { randomBytes } from "node:crypto";

type FilePart = { filename: string; contentType: string; data: Buffer };

/** A multipart/form-data body as a browser's FormData would send it, for `app.inject`. */
export function multipart(fields: Record<string, string | FilePart | FilePart[]>) {
  const boundary = `----capital${randomBytes(8).toString("hex")}`;
  const chunks: Buffer[] = [];
  // A list is the same field repeated, as a file input with `multiple` sends it.
  const entries = Object.entries(fields).flatMap(([name, value]) =>
    Array.isArray(value) ? value.map((file): [string, FilePart] => [name, file]) : [[name, value] as const],
  );
  for (const [name, value] of entries) {
    if (typeof value === "string") {
      chunks.push(
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
      );
    } else {
      chunks.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${value.filename}"\r\nContent-Type: ${value.contentType}\r\n\r\n`,
        ),
        value.data,
        Buffer.from("\r\n"),
      );
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
  };
}
