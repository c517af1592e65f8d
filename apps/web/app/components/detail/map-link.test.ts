import { describe, expect, it } from "vitest";
import { mapLink } from "./map-link";

describe("mapLink", () => {
  it("opens OpenStreetMap at the embedded map's marker", () => {
    const embed =
      "https://www.openstreetmap.org/export/embed.html?bbox=31.7%2C30.0%2C31.8%2C30.1&layer=mapnik&marker=30.0123%2C31.7456";
    expect(mapLink(embed, "R7, New Capital")).toBe(
      "https://www.openstreetmap.org/?mlat=30.0123&mlon=31.7456#map=16/30.0123/31.7456",
    );
  });

  it("searches for the address when the map has no marker or is not a URL", () => {
    expect(mapLink("https://maps.example/embed?x=1", "R7, New Capital")).toBe(
      "https://www.openstreetmap.org/search?query=R7%2C%20New%20Capital",
    );
    expect(mapLink("", "الحي السابع")).toBe(
      `https://www.openstreetmap.org/search?query=${encodeURIComponent("الحي السابع")}`,
    );
  });
});
