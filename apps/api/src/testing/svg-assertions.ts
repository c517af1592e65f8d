import { expect } from "vitest";

/** Text with markup in it, which every renderer must escape. */
export const NASTY = `Tom & Jerry <b>"quoted"</b>`;

/** A small XML well-formedness check: balanced tags, quoted attributes, and no bare `<` or `&`. */
export function expectWellFormedSvg(svg: string) {
  expect(svg.startsWith("<svg ")).toBe(true);
  const open = svg.match(/^<svg[^>]*>/)?.[0] ?? "";
  expect(open).toMatch(/ viewBox="0 0 \d+(\.\d+)? \d+(\.\d+)?"/);
  expect(open).toMatch(/ width="\d+"/);
  expect(open).toMatch(/ height="\d+"/);
  expect(open).toContain('xmlns="http://www.w3.org/2000/svg"');

  const stack: string[] = [];
  const token = /<(\/?)([A-Za-z][\w:-]*)((?:\s+[\w:-]+="[^"<]*")*)\s*(\/?)>|([^<]+)/gy;
  let position = 0;
  while (position < svg.length) {
    token.lastIndex = position;
    const match = token.exec(svg);
    if (!match) throw new Error(`Malformed SVG near: ${svg.slice(position, position + 80)}`);
    const [whole, closing, name, attributes, selfClosing, textContent] = match;
    const content = textContent ?? attributes ?? "";
    expect(content.replace(/&(amp|lt|gt|quot|apos|#\d+);/g, "")).not.toMatch(/[&<]/);
    if (name && closing) {
      expect(stack.pop(), `closing </${name}>`).toBe(name);
    } else if (name && !selfClosing) {
      stack.push(name);
    }
    position += whole.length;
  }
  expect(stack).toEqual([]);
  expect(new TextEncoder().encode(svg).length).toBeLessThan(20_000);
}

export function expectEscaped(svg: string) {
  expect(svg).not.toContain(NASTY);
  expect(svg).toContain("Tom &amp; Jerry &lt;b&gt;&quot;quoted&quot;&lt;/b&gt;");
}
