import { randomBytes } from "node:crypto";
import { gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { deflateParts, stitchGzip } from "./stitched-gzip";

const page = (nonce: string) =>
  `<!DOCTYPE html><html><head><script nonce="${nonce}">one()</script></head><body>${"<p>كلام</p>".repeat(500)}<script nonce="${nonce}">two()</script></body></html>`;

describe("stitchGzip", () => {
  it("is the gzip of the parts joined by each answer's own bytes", () => {
    const first = randomBytes(16).toString("hex");
    const parts = page(first)
      .split(first)
      .map((part) => Buffer.from(part));
    const deflated = deflateParts(parts);
    for (let answer = 0; answer < 3; answer += 1) {
      const nonce = randomBytes(16).toString("hex");
      const body = stitchGzip(parts, deflated, Buffer.from(nonce));
      expect(gunzipSync(body).toString()).toBe(page(nonce));
    }
  });

  it("compresses: the stitched answer is a fraction of the page", () => {
    const nonce = "a".repeat(32);
    const parts = page(nonce)
      .split(nonce)
      .map((part) => Buffer.from(part));
    const body = stitchGzip(parts, deflateParts(parts), Buffer.from(nonce));
    expect(body.length).toBeLessThan(Buffer.byteLength(page(nonce)) / 5);
  });

  it("handles parts that are empty (the bytes at either end, or twice in a row)", () => {
    const parts = ["", "middle", "", ""].map((part) => Buffer.from(part));
    const body = stitchGzip(parts, deflateParts(parts), Buffer.from("X"));
    expect(gunzipSync(body).toString()).toBe("XmiddleXX");
  });
});
