import { describe, expect, it } from "vitest";
import { egyptianNumber } from "./egyptian-number";

describe("egyptianNumber", () => {
  it("writes mobiles and landlines in Egypt's national format", () => {
    expect(egyptianNumber("201001234567")).toBe("010 0123 4567");
    expect(egyptianNumber("+201551234567")).toBe("015 5123 4567");
    expect(egyptianNumber("+20223456789")).toBe("02 2345 6789");
    expect(egyptianNumber("0402345678")).toBe("040 234 5678");
  });

  it("leaves other numbers as they are", () => {
    expect(egyptianNumber("19000")).toBe("19000");
    expect(egyptianNumber("+4915112345678")).toBe("+4915112345678");
  });
});
