import { element, hsl, rect, svgDocument, text } from "@capital/api/svg";
import { createRandom } from "../catalogue/random";

/** Fictional shop brands for the malls' "popular brands" strip. */
export const DEMO_BRANDS: readonly { name: string; arabic?: string }[] = [
  { name: "Nilo Café", arabic: "نيلو كافيه" },
  { name: "Kemet Wear" },
  { name: "Zaatar & Co.", arabic: "زعتر وشركاه" },
  { name: "Lotus Bloom" },
  { name: "Papyrus Books", arabic: "مكتبة البردي" },
  { name: "Oud Atelier" },
  { name: "Falafel Lab" },
  { name: "Sahara Sports" },
  { name: "Mint & Muse" },
  { name: "Bayt Home", arabic: "بيت" },
  { name: "Qahwa House", arabic: "بيت القهوة" },
  { name: "Sukkar Sweets", arabic: "سكّر" },
  { name: "Nour Optics" },
  { name: "Tarab Music" },
  { name: "Kanaka Kids" },
  { name: "Saffron Grill", arabic: "مشويات الزعفران" },
];

const WIDTH = 1200;
const HEIGHT = 320;

/** A row of brand badges in different colours and lettering. */
export function renderPopularBrands(options: {
  seed: number;
  brands?: readonly { name: string; arabic?: string }[];
  title?: string;
}): string {
  const random = createRandom(options.seed);
  const brands = options.brands ?? random.sample(DEMO_BRANDS, 6);
  const slot = WIDTH / brands.length;
  let badges = "";
  brands.forEach((brand, index) => {
    const cx = slot * index + slot / 2;
    const hue = random.int(0, 359);
    const colour = hsl(hue, random.int(45, 70), random.int(28, 42));
    const serif = random.chance(0.4);
    const round = random.chance(0.5);
    const badgeWidth = Math.min(slot - 24, 176);
    const badge = round
      ? element("circle", { cx, cy: 150, r: Math.min(badgeWidth / 2, 84), fill: colour })
      : rect(cx - badgeWidth / 2, 72, badgeWidth, 156, { rx: 22, fill: colour });
    const lines = balancedLines(brand.name);
    const fontSize = Math.min(30, (badgeWidth * 1.7) / Math.max(...lines.map((line) => line.length), 4));
    const lettering = lines
      .map((line, lineIndex) =>
        text(cx, 150 + (lineIndex - (lines.length - 1) / 2) * fontSize * 1.1 + fontSize * 0.35, line, {
          "text-anchor": "middle",
          "font-size": fontSize,
          "font-weight": serif ? 400 : 700,
          "font-family": serif ? "Georgia, serif" : undefined,
          "font-style": serif ? "italic" : undefined,
          fill: "#ffffff",
        }),
      )
      .join("");
    const arabic = brand.arabic
      ? text(cx, 262, brand.arabic, { "text-anchor": "middle", "font-size": 20, fill: "#4b5563" })
      : "";
    badges += badge + lettering + arabic;
  });
  return svgDocument({
    width: WIDTH,
    height: HEIGHT,
    title: options.title ?? "Popular brands",
    body: rect(0, 0, WIDTH, HEIGHT, { fill: "#f7f5f1" }) + badges,
  });
}

/** Splits a name into at most two lines of similar length, never ending the first line with "&". */
function balancedLines(name: string): string[] {
  const words = name.split(" ");
  if (words.length < 2) return words;
  let best = 1;
  let bestLength = Number.POSITIVE_INFINITY;
  for (let split = 1; split < words.length; split++) {
    if (words[split - 1] === "&") continue;
    const longest = Math.max(words.slice(0, split).join(" ").length, words.slice(split).join(" ").length);
    if (longest < bestLength) {
      best = split;
      bestLength = longest;
    }
  }
  return [words.slice(0, best).join(" "), words.slice(best).join(" ")];
}
