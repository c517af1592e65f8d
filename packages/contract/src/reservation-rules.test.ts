import { describe, expect, it } from "vitest";
import { egyptianMobile, readablePhone } from "./reservation-rules";

describe("phones", () => {
  it("are read however typed, in either language's digits, and only an Egyptian mobile counts", () => {
    expect(egyptianMobile("٠١٠١٢٣٤٥٦٧٨")).toBe("+201012345678");
    expect(egyptianMobile("+20 101 234 5678")).toBe("+201012345678");
    expect(egyptianMobile("0223456789")).toBeNull();
  });

  it("are written in the groups people read them in", () => {
    expect(readablePhone("+201012345678")).toBe("010 1234 5678");
    expect(readablePhone("+447911123456")).toBe("+44 7911 123456");
    expect(readablePhone("not a phone")).toBe("not a phone");
  });
});
