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

/** English pages: printable ASCII, the no-break space, and the typography and signs the texts use. */
const LATIN: Range[] = [
  [0x20, 0x7e],
  [0xa0],
  [0xa9], // ©
  [0xb2], // ², in m²
  [0xd7], // ×, in sizes
  [0xe9], // é, in "café"
  [0x2013, 0x2014],
  [0x2018, 0x2019],
  [0x201c, 0x201d],
  [0x2022],
  [0x2026],
  [0x2190, 0x2193],
  [0x2212],
  [0x2248], // ≈
];

/** Arabic pages: the letters, marks and digits of Arabic, the Persian letters of foreign names, the joiners and marks of direction. */
const ARABIC: Range[] = [
  [0x20],
  [0xa0],
  [0x60c],
  [0x61b, 0x61c],
  [0x61f],
  [0x621, 0x63a],
  [0x640, 0x652],
  [0x660, 0x66c],
  [0x670],
  [0x67e],
  [0x686],
  [0x698],
  [0x6a4],
  [0x6af],
  [0x6cc],
  [0x200c, 0x200f],
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

const hex = (code: number) => code.toString(16).toUpperCase().padStart(4, "0");
const unicodeRange = (ranges: readonly Range[]) =>
  ranges.map(([first, last]) => (last ? `U+${hex(first)}-${hex(last)}` : `U+${hex(first)}`)).join(", ");

/** faces.css: one rule per face and weight, for the subset files beside it. */
export function drawRules(): string {
  const rules = FACES.flatMap((face) =>
    WEIGHTS.map(
      (weight) => `@font-face {
  font-family: "${face.family}";
  font-style: normal;
  font-display: swap;
  font-weight: ${weight};
  src: url("./${face.name}-${weight}.woff2") format("woff2");
  unicode-range: ${unicodeRange(face.ranges)};
}`,
    ),
  );
  return `/* Drawn by scripts/font-subsets.ts: run \`npm run fonts -w @capital/web\` to change. */\n${rules.join("\n")}\n`;
}

async function cutFaces() {
  const require = createRequire(import.meta.url);
  for (const face of FACES) {
    for (const weight of WEIGHTS) {
      const source = readFileSync(require.resolve(`${face.source}-${weight}-normal.woff2`));
      const subset = await subsetFont(source, characters(face.ranges).join(""), { targetFormat: "woff2" });
      writeFileSync(path.join(FONTS_DIRECTORY, `${face.name}-${weight}.woff2`), subset);
      console.log(`${face.name}-${weight}.woff2: ${source.length} → ${subset.length} bytes`);
    }
  }
  writeFileSync(RULES_PATH, drawRules());
}

if (process.argv[1] === import.meta.filename) await cutFaces();
