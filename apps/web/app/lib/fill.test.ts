import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { fill, fillNodes } from "./fill";

describe("fill", () => {
  it("fills placeholders and leaves unknown ones", () => {
    expect(fill("{count} units in {place}", { count: 3 })).toBe("3 units in {place}");
  });
});

describe("fillNodes", () => {
  it("puts elements where the placeholders are, the rest of the text as it is", () => {
    const nodes = fillNodes("نتائج البحث عن «{q}»", { q: createElement("bdi", null, "R7 tower") });
    expect(renderToStaticMarkup(createElement("p", null, nodes))).toBe(
      "<p>نتائج البحث عن «<bdi>R7 tower</bdi>»</p>",
    );
  });
});
