import { describe, expect, it } from "vitest";
import { safeReturnPath } from "./safe-return-path";

describe("safeReturnPath", () => {
  it("follows paths of this site", () => {
    expect(safeReturnPath("/partner")).toBe("/partner");
    expect(safeReturnPath("/partner/invitations/abc?x=1")).toBe("/partner/invitations/abc?x=1");
  });

  it("never leaves the site", () => {
    for (const next of [
      "//evil.example",
      "https://evil.example/",
      "/\\evil.example",
      "javascript:alert(1)",
      "partner",
      "",
    ]) {
      expect(safeReturnPath(next), next).toBe("/");
    }
    expect(safeReturnPath(null, "/home")).toBe("/home");
  });
});
