import { describe, expect, it } from "vitest";
import { isDatabaseUnavailable } from "./unavailable";

const withCode = (code: string, message = "failed") => Object.assign(new Error(message), { code });

describe("isDatabaseUnavailable", () => {
  it.each([
    [
      "a terminated backend (57P01)",
      withCode("57P01", "terminating connection due to administrator command"),
    ],
    ["a server starting up (57P03)", withCode("57P03", "the database system is starting up")],
    ["a connection exception (class 08)", withCode("08006")],
    ["a refused connection", withCode("ECONNREFUSED", "connect ECONNREFUSED 127.0.0.1:5432")],
    ["a connection that ended", new Error("Connection terminated unexpectedly")],
    ["a pool that waited in vain", new Error("timeout exceeded when trying to connect")],
    ["the cause of a wrapped query error", new Error("Failed query: select 1", { cause: withCode("57P01") })],
  ])("says yes for %s", (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ["a unique violation", withCode("23505")],
    ["a NUL in text (22021)", withCode("22021")],
    ["a bug", new TypeError("x is not a function")],
    ["nothing at all", undefined],
  ])("says no for %s", (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});
