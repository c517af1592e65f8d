/**
 * Cuts each language's face down to the characters its pages write and draws their @font-face
 * rules, app/fonts/faces.css (decision 23): the faces are the largest part of a first visit
 * before the first paint on a slow phone (Inter's Latin files were 48 kB of a 100 kB page).
 * A character outside a face's ranges is drawn in the system's face, as the other script's are.
 *
 *   npm run fonts -w @capital/web
 */
import { readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import subsetFont from "subset-font";

type Range = readonly [first: number, last?: number];

/**
 * English pages: Latin-1 (names and words of partners' texts: façade, Zürich), and the typography
 * and signs the texts and pages use.
 */
const LATIN: Range[] = [
  [0x20, 0x7e],
  [0xa0, 0xff],
  [0x152, 0x153],
  [0x2013, 0x2014],
  [0x2018, 0x201a],
  [0x201c, 0x201e],
  [0x2022],
  [0x2026],
  [0x2039, 0x203a],
  [0x20ac],
  [0x2122],
  [0x2190, 0x2193],
  [0x2212],
  [0x2248],
];

/**
 * Arabic pages: the letters, marks and digits of Arabic (both sets of digits), the Persian letters
 * of foreign names, the joiners and marks of direction, and the presentation forms text copied
 * from a PDF arrives in.
 */
const ARABIC: Range[] = [
  [0x20],
  [0xa0],
  [0x60c],
  [0x61b, 0x61c],
  [0x61f],
  [0x621, 0x63a],
  [0x640, 0x655],
  [0x660, 0x66c],
  [0x670, 0x671],
  [0x67e],
  [0x686],
  [0x698],
  [0x6a4],
  [0x6af],
  [0x6cc],
  [0x6f0, 0x6f9],
  [0x200c, 0x200f],
  [0xfb50, 0xfdff],
  [0xfe70, 0xfefc],
];

export const FACES = [
  { family: "Inter", name: "inter-latin", source: "@fontsource/inter/files/inter-latin", ranges: LATIN },
  { family: "Cairo", name: "cairo-arabic", source: "@fontsource/cairo/files/cairo-arabic", ranges: ARABIC },
] as const;

const WEIGHTS = [400, 700] as const;

export const FONTS_DIRECTORY = path.resolve(import.meta.dirname, "../app/fonts");
export const RULES_PATH = path.join(FONTS_DIRECTORY, "faces.css");

export const characters = (ranges: readonly Range[]) =>
  ranges.flatMap(([first, last = first]) =>
    Array.from({ length: last - first + 1 }, (_, i) => String.fromCodePoint(first + i)),
  );

type Cut = {
  family: string;
  file: string;
  woff2: Buffer;
  /** The characters the cut file draws. */
  covered: number[];
  /** The characters the whole face draws, cut or not. */
  whole: number[];
};

/** Every code point of the Basic Multilingual Plane: a cut to it keeps the face whole. */
const EVERY_CHARACTER = characters([
  [0x20, 0xd7ff],
  [0xe000, 0xfffd],
]).join("");

/** Each face and weight cut to its ranges, with the characters the cut file really draws. */
export async function cutFaces(): Promise<Cut[]> {
  const require = createRequire(import.meta.url);
  const cuts: Cut[] = [];
  for (const face of FACES) {
    const text = characters(face.ranges).join("");
    for (const weight of WEIGHTS) {
      const source = readFileSync(require.resolve(`${face.source}-${weight}-normal.woff2`));
      const sfnt = await subsetFont(source, text, { targetFormat: "sfnt" });
      const woff2 = await subsetFont(source, text, { targetFormat: "woff2" });
      const whole = await subsetFont(source, EVERY_CHARACTER, { targetFormat: "sfnt" });
      cuts.push({
        family: face.family,
        file: `${face.name}-${weight}.woff2`,
        woff2,
        covered: mappedCharacters(sfnt),
        whole: mappedCharacters(whole),
      });
    }
  }
  return cuts;
}

const hex = (code: number) => code.toString(16).toUpperCase().padStart(4, "0");

/** Code points as CSS's unicode-range, consecutive ones as one range. */
function unicodeRange(codes: number[]) {
  const ranges: [number, number][] = [];
  for (const code of [...codes].sort((a, b) => a - b)) {
    const last = ranges.at(-1);
    if (last && code === last[1] + 1) last[1] = code;
    else ranges.push([code, code]);
  }
  return ranges
    .map(([first, last]) => (first === last ? `U+${hex(first)}` : `U+${hex(first)}-${hex(last)}`))
    .join(", ");
}

/**
 * faces.css: one rule per face and weight, whose unicode-range is what the cut file draws (a
 * requested character the face lacks, such as Inter's arrow to the right, stays the system's).
 */
export function drawRules(cuts: Cut[]): string {
  const rules = FACES.flatMap((face) =>
    WEIGHTS.map((weight) => {
      const cut = cuts.find((candidate) => candidate.file === `${face.name}-${weight}.woff2`);
      if (!cut) throw new Error(`${face.name}-${weight} was not cut`);
      return `@font-face {
  font-family: "${face.family}";
  font-style: normal;
  font-display: swap;
  font-weight: ${weight};
  src: url("./${cut.file}") format("woff2");
  unicode-range: ${unicodeRange(cut.covered)};
}`;
    }),
  );
  return `/* Drawn by scripts/font-subsets.ts: run \`npm run fonts -w @capital/web\` to change. */\n${rules.join("\n")}\n`;
}

/** The code points an OpenType file's Unicode cmap (format 4 or 12) maps to a glyph. */
export function mappedCharacters(font: Buffer): number[] {
  const tables = font.readUInt16BE(4);
  let cmap = -1;
  for (let i = 0; i < tables; i += 1) {
    const record = 12 + i * 16;
    if (font.toString("latin1", record, record + 4) === "cmap") cmap = font.readUInt32BE(record + 8);
  }
  if (cmap < 0) throw new Error("the font has no cmap");
  const encodings = font.readUInt16BE(cmap + 2);
  const subtables = Array.from(
    { length: encodings },
    (_, i) => cmap + font.readUInt32BE(cmap + 4 + i * 8 + 4),
  );
  const full = subtables.find((at) => font.readUInt16BE(at) === 12);
  if (full !== undefined) {
    const codes: number[] = [];
    for (let i = 0, groups = font.readUInt32BE(full + 12); i < groups; i += 1) {
      const group = full + 16 + i * 12;
      for (let code = font.readUInt32BE(group); code <= font.readUInt32BE(group + 4); code += 1)
        codes.push(code);
    }
    return codes;
  }
  const bmp = subtables.find((at) => font.readUInt16BE(at) === 4);
  if (bmp === undefined) throw new Error("the font has no Unicode cmap of format 4 or 12");
  const segments = font.readUInt16BE(bmp + 6) / 2;
  const ends = bmp + 14;
  const starts = ends + segments * 2 + 2;
  const deltas = starts + segments * 2;
  const rangeOffsets = deltas + segments * 2;
  const codes: number[] = [];
  for (let s = 0; s < segments; s += 1) {
    const start = font.readUInt16BE(starts + s * 2);
    const end = font.readUInt16BE(ends + s * 2);
    const delta = font.readInt16BE(deltas + s * 2);
    const rangeOffset = font.readUInt16BE(rangeOffsets + s * 2);
    for (let code = start; code <= end && code !== 0xffff; code += 1) {
      const indexed =
        rangeOffset === 0 ? code : font.readUInt16BE(rangeOffsets + s * 2 + rangeOffset + (code - start) * 2);
      if (rangeOffset !== 0 && indexed === 0) continue;
      if (((indexed + delta) & 0xffff) !== 0) codes.push(code);
    }
  }
  return codes;
}

/** The code points a unicode-range lists. */
export function rangeCharacters(unicodeRange: string): string[] {
  return unicodeRange.split(",").flatMap((part) => {
    const [first = "", last = first] = part.trim().replace("U+", "").split("-");
    return characters([[Number.parseInt(first, 16), Number.parseInt(last, 16)]]);
  });
}

if (process.argv[1] === import.meta.filename) {
  const cuts = await cutFaces();
  for (const cut of cuts) {
    writeFileSync(path.join(FONTS_DIRECTORY, cut.file), cut.woff2);
    console.log(`${cut.file}: ${cut.woff2.length} bytes, ${cut.covered.length} characters`);
  }
  writeFileSync(RULES_PATH, drawRules(cuts));
}
