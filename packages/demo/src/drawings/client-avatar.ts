import { element, hsl, svgDocument } from "@capital/api/svg";
import { createRandom } from "../catalogue/random";

const SKIN_TONES = ["#f1c7a5", "#e0ac85", "#c98e66", "#a8704c", "#8a5a3b"];
const HAIR_COLOURS = ["#2b1d16", "#3b2a20", "#4a3426", "#1c1c1c", "#6b4a33"];
const HIJAB_COLOURS = ["#7c3a5c", "#2f4f6f", "#4f6b4a", "#5b4b8a", "#1f2937", "#0f766e"];

export type AvatarStyle = "short-hair" | "long-hair" | "hijab";

/** A friendly faceless portrait: shoulders, head and hair or a headscarf, on a coloured disc. */
export function renderClientAvatar(options: { seed: number; style: AvatarStyle; title?: string }): string {
  const random = createRandom(options.seed);
  const background = hsl(random.int(0, 359), 45, 86);
  const skin = random.pick(SKIN_TONES);
  const hair = random.pick(HAIR_COLOURS);
  const shirt = hsl(random.int(0, 359), 45, 42);
  const scarf = random.pick(HIJAB_COLOURS);
  const clip = '<clipPath id="disc"><circle cx="128" cy="128" r="128"/></clipPath>';
  const shoulders = element("path", { d: "M36 256c0-62 40-92 92-92s92 30 92 92z", fill: shirt });
  const neck = element("rect", { x: 110, y: 138, width: 36, height: 36, rx: 12, fill: skin });
  const head = element("ellipse", { cx: 128, cy: 106, rx: 44, ry: 50, fill: skin });
  let figure: string;
  if (options.style === "hijab") {
    figure =
      shoulders +
      element("path", {
        d: "M72 112c0-38 24-66 56-66s56 28 56 66v40c0 24-24 42-56 42s-56-18-56-42z",
        fill: scarf,
      }) +
      element("ellipse", { cx: 128, cy: 112, rx: 38, ry: 44, fill: skin }) +
      element("path", {
        d: "M90 96c4-24 20-38 38-38s34 14 38 38c-12-10-24-14-38-14s-26 4-38 14z",
        fill: scarf,
      });
  } else if (options.style === "long-hair") {
    figure =
      element("path", { d: "M76 110c0-42 22-66 52-66s52 24 52 66v70H76z", fill: hair }) +
      shoulders +
      neck +
      head +
      element("path", {
        d: "M82 100c2-34 22-52 46-52s44 18 46 52c-16-16-30-22-46-22s-30 6-46 22z",
        fill: hair,
      });
  } else {
    figure =
      shoulders +
      neck +
      head +
      element("path", {
        d: "M84 98c0-32 20-48 44-48s44 16 44 48c-10-12-24-18-44-18s-34 6-44 18z",
        fill: hair,
      });
  }
  const body = element(
    "g",
    { "clip-path": "url(#disc)" },
    element("circle", { cx: 128, cy: 128, r: 128, fill: background }) + figure,
  );
  return svgDocument({ width: 256, height: 256, title: options.title ?? "avatar", defs: clip, body });
}
