import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { drawSprite, SPRITE_PATH } from "../../../scripts/icon-sprite";
import { ICON_NAMES } from "./icon-names";

describe("the icon sprite", () => {
  it("holds exactly the icons the site names (run `npm run icons -w @capital/web` after changing them)", async () => {
    const committed = readFileSync(SPRITE_PATH, "utf8");
    expect(committed).toBe(await drawSprite());
    expect(committed.match(/<symbol id="[^"]+"/g)).toHaveLength(ICON_NAMES.length);
  });
});
