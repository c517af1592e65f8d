/** Tiny helpers shared by the SVG renderers: escaping, number formatting and the document wrapper. */

export const FONT_FAMILY = "Cairo, Noto Sans Arabic, sans-serif";

export function escapeXml(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");
}

/** Rounds to one decimal place, which keeps the files small and the output stable. */
export function num(value: number): string {
  const rounded = Math.round(value * 10) / 10;
  return Object.is(rounded, -0) ? "0" : String(rounded);
}

type AttributeValue = string | number | undefined;

export function attributes(values: Record<string, AttributeValue>): string {
  return Object.entries(values)
    .filter((entry): entry is [string, string | number] => entry[1] !== undefined)
    .map(([key, value]) => ` ${key}="${typeof value === "number" ? num(value) : escapeXml(value)}"`)
    .join("");
}

export function element(name: string, values: Record<string, AttributeValue>, content?: string): string {
  return content === undefined
    ? `<${name}${attributes(values)}/>`
    : `<${name}${attributes(values)}>${content}</${name}>`;
}

export function rect(
  x: number,
  y: number,
  width: number,
  height: number,
  extra: Record<string, AttributeValue> = {},
) {
  return element("rect", { x, y, width, height, ...extra });
}

export function text(x: number, y: number, content: string, extra: Record<string, AttributeValue> = {}) {
  return element("text", { x, y, ...extra }, escapeXml(content));
}

export function svgDocument(options: {
  width: number;
  height: number;
  title: string;
  body: string;
  defs?: string;
}): string {
  const { width, height, title, body, defs } = options;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"` +
    ` role="img" font-family="${FONT_FAMILY}"><title>${escapeXml(title)}</title>` +
    (defs ? `<defs>${defs}</defs>` : "") +
    `${body}</svg>`
  );
}

/** Stops are colours, or [colour, opacity] pairs, spread evenly from start to end. */
export function linearGradient(
  id: string,
  stops: readonly (string | readonly [string, number])[],
  vertical = true,
): string {
  const last = Math.max(stops.length - 1, 1);
  const stopElements = stops
    .map((stop, index) => {
      const [color, opacity] = typeof stop === "string" ? [stop, undefined] : stop;
      const opacityAttribute = opacity === undefined ? "" : ` stop-opacity="${num(opacity)}"`;
      return `<stop offset="${num((index / last) * 100)}%" stop-color="${color}"${opacityAttribute}/>`;
    })
    .join("");
  const direction = vertical ? 'x1="0" y1="0" x2="0" y2="1"' : 'x1="0" y1="0" x2="1" y2="0"';
  return `<linearGradient id="${id}" ${direction}>${stopElements}</linearGradient>`;
}

/** An HSL colour as hex, which every SVG viewer understands. */
export function hsl(hue: number, saturation: number, lightness: number): string {
  const h = (((hue % 360) + 360) % 360) / 360;
  const s = Math.min(Math.max(saturation, 0), 100) / 100;
  const l = Math.min(Math.max(lightness, 0), 100) / 100;
  const q = l < 0.5 ? l * (1 + s) : l + s - l * s;
  const p = 2 * l - q;
  const channel = (offset: number) => {
    let t = h + offset;
    if (t < 0) t += 1;
    if (t > 1) t -= 1;
    const value =
      t < 1 / 6 ? p + (q - p) * 6 * t : t < 1 / 2 ? q : t < 2 / 3 ? p + (q - p) * (2 / 3 - t) * 6 : p;
    return Math.round(value * 255)
      .toString(16)
      .padStart(2, "0");
  };
  return `#${channel(1 / 3)}${channel(0)}${channel(-1 / 3)}`;
}
