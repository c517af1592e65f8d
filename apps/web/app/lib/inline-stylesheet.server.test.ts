import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { builtStylesheets } from "./inline-stylesheet.server";

function clientBuild(files: Record<string, string>) {
  const directory = mkdtempSync(path.join(tmpdir(), "client-build-"));
  mkdirSync(path.join(directory, "assets"));
  for (const [name, content] of Object.entries(files))
    writeFileSync(path.join(directory, "assets", name), content);
  return directory;
}

describe("the built stylesheets a page carries", () => {
  it("are the client build's files under /assets/, read once", () => {
    const directory = clientBuild({ "app-1.css": "body{margin:0}" });
    const inline = builtStylesheets(directory);
    expect(inline("/assets/app-1.css")).toBe("body{margin:0}");
    writeFileSync(path.join(directory, "assets", "app-1.css"), "changed");
    expect(builtStylesheets(directory)("/assets/app-1.css")).toBe("body{margin:0}");
  });

  it("are none without a build, for a file that is not there, or outside /assets/", () => {
    const directory = clientBuild({ "app-1.css": "body{margin:0}" });
    expect(builtStylesheets(undefined)("/assets/app-1.css")).toBeUndefined();
    expect(builtStylesheets(directory)("/assets/missing.css")).toBeUndefined();
    expect(builtStylesheets(directory)("/assets/../../etc/passwd.css")).toBeUndefined();
    expect(builtStylesheets(directory)("https://cdn.example/app.css")).toBeUndefined();
  });

  it("are none when a closing tag inside would end the <style> early", () => {
    const directory = clientBuild({ "app-1.css": 'a::after{content:"</style><script>"}' });
    expect(builtStylesheets(directory)("/assets/app-1.css")).toBeUndefined();
  });

  it("are none when an address inside is relative to the file, and are when they are absolute", () => {
    const directory = clientBuild({
      "relative.css": "@font-face{src:url(./inter.woff2)}",
      "quoted.css": "@font-face{src:url('inter.woff2')}",
      "absolute.css": '@font-face{src:url(/assets/inter.woff2)}a{background:url("data:image/svg+xml,x")}',
    });
    const inline = builtStylesheets(directory);
    expect(inline("/assets/relative.css")).toBeUndefined();
    expect(inline("/assets/quoted.css")).toBeUndefined();
    expect(inline("/assets/absolute.css")).toContain("/assets/inter.woff2");
  });

  it("are read again after a failed read", () => {
    const directory = clientBuild({});
    const inline = builtStylesheets(directory);
    expect(inline("/assets/late.css")).toBeUndefined();
    writeFileSync(path.join(directory, "assets", "late.css"), "p{margin:0}");
    expect(inline("/assets/late.css")).toBe("p{margin:0}");
  });
});
