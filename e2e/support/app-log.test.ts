import { describe, expect, it } from "vitest";
import { isErrorLogLine } from "./app-log";

describe("isErrorLogLine", () => {
  it("picks out the app's errors and fatal errors", () => {
    expect(isErrorLogLine('{"level":50,"time":1,"msg":"request failed"}')).toBe(true);
    expect(isErrorLogLine('{"level":60,"time":1,"msg":"out of memory"}')).toBe(true);
  });

  it("leaves warnings, information and lines that are not the log's JSON", () => {
    expect(isErrorLogLine('{"level":40,"time":1,"msg":"slow"}')).toBe(false);
    expect(isErrorLogLine('{"level":30,"msg":"listening"}')).toBe(false);
    expect(isErrorLogLine("Error: something printed by hand")).toBe(false);
    expect(isErrorLogLine('{"level":"error"')).toBe(false);
    expect(isErrorLogLine("")).toBe(false);
  });
});
