import { describe, expect, it } from "vitest";
import { checkNodeVersion, supportedNodeVersions } from "./node-version";

describe("the Node.js version check at start", () => {
  it("reads the one range the root package.json declares, and this Node.js is in it", () => {
    expect(supportedNodeVersions()).toBe("^20.19.0");
    expect(() => checkNodeVersion()).not.toThrow();
  });

  it("refuses a Node.js outside the range with a message that says which one to install", () => {
    expect(() => checkNodeVersion("18.20.4", "^20.19.0")).toThrow(
      "New Capital marketplace runs on Node.js ^20.19.0, and this is Node.js 18.20.4.",
    );
    expect(() => checkNodeVersion("20.18.0", "^20.19.0")).toThrow(/Install a Node.js in that range/);
    expect(() => checkNodeVersion("22.12.0", "^20.19.0")).toThrow(/this is Node.js 22.12.0/);
  });
});
