/**
 * Draws app/components/icon/sprite.svg: one <symbol> per icon of ICON_NAMES, from lucide's own
 * icon data, so pages reference icons from one cached image instead of carrying them in scripts.
 *
 *   npm run icons -w @capital/web
 */
import { writeFileSync } from "node:fs";
import path from "node:path";
import { ICON_NAMES } from "../app/components/icon/icon-names";

export const SPRITE_PATH = path.resolve(import.meta.dirname, "../app/components/icon/sprite.svg");

type IconNode = [tag: string, attributes: Record<string, string | number>][];

const kebab = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

function element([tag, attributes]: IconNode[number]) {
  const list = Object.entries(attributes)
    .filter(([name]) => name !== "key")
    .map(([name, value]) => ` ${kebab(name)}="${value}"`)
    .join("");
  return `<${tag}${list}/>`;
}

export async function drawSprite(): Promise<string> {
  const symbols = await Promise.all(
    ICON_NAMES.map(async (name) => {
      const { __iconData: icon } = (await import(`lucide-react/icons/${name}`)) as {
        __iconData: { size: number; node: IconNode };
      };
      return `<symbol id="${name}" viewBox="0 0 ${icon.size} ${icon.size}">${icon.node.map(element).join("")}</symbol>`;
    }),
  );
  return `<svg xmlns="http://www.w3.org/2000/svg">\n${symbols.join("\n")}\n</svg>\n`;
}

if (process.argv[1] === import.meta.filename) {
  writeFileSync(SPRITE_PATH, await drawSprite());
  console.log(`drew ${ICON_NAMES.length} icons into ${path.relative(process.cwd(), SPRITE_PATH)}`);
}
