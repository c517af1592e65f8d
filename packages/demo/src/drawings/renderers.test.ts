import { expectEscaped, expectWellFormedSvg, NASTY } from "@capital/api/testing/svg-assertions";
import { CATEGORY_VALUES } from "@capital/contract/catalogue";
import { describe, expect, it } from "vitest";
import { renderBlockFloorLayout } from "./block-floor-layout";
import { renderCategoryImage } from "./category-render";
import { renderClientAvatar } from "./client-avatar";
import { renderCompanyLogo } from "./company-logo";
import { renderCompoundLayout } from "./compound-layout";
import { renderConstructionSite } from "./construction-site";
import { renderLocationBadge, renderLocationCard } from "./location-images";
import { renderMallFloorLayout } from "./mall-floor-layout";
import { renderPopularBrands } from "./popular-brands";
import { renderProjectScene } from "./project-render";

describe("SVG renderers", () => {
  it("render project scenes of every kind and size", () => {
    for (const kind of ["mall", "compound", "tower"] as const) {
      expectWellFormedSvg(renderProjectScene({ seed: 7, kind, title: NASTY }));
      expectWellFormedSvg(renderProjectScene({ seed: 8, kind, width: 1920, height: 800 }));
    }
    expectEscaped(renderProjectScene({ seed: 7, kind: "mall", title: NASTY }));
  });

  it("render construction sites from the first dig to handover", () => {
    const sites = [0, 5, 30, 55, 80, 100].map((percent) =>
      renderConstructionSite({ seed: 11, percent, title: NASTY }),
    );
    for (const site of sites) expectWellFormedSvg(site);
    expectEscaped(sites[0] ?? "");
    // A crane while the frame rises, none at handover; a digger only at the start.
    expect(sites[3]).toContain('stroke="#e8b10c"');
    expect(sites[5]).not.toContain('stroke="#e8b10c"');
    expect(sites[1]).toContain('stroke="#e0a800"');
    expect(sites[4]).not.toContain('stroke="#e0a800"');
    expect(new Set(sites).size).toBe(sites.length);
  });

  it("are deterministic and vary with the seed", () => {
    expect(renderProjectScene({ seed: 3, kind: "mall" })).toBe(renderProjectScene({ seed: 3, kind: "mall" }));
    expect(renderProjectScene({ seed: 3, kind: "mall" })).not.toBe(
      renderProjectScene({ seed: 4, kind: "mall" }),
    );
    expect(renderCompanyLogo({ seed: 1, monogram: "AB" })).not.toBe(
      renderCompanyLogo({ seed: 2, monogram: "AB" }),
    );
  });

  it("render logos, location images and avatars", () => {
    for (let seed = 0; seed < 10; seed++) {
      expectWellFormedSvg(renderCompanyLogo({ seed, monogram: "R&D" }));
      expectWellFormedSvg(renderLocationBadge({ seed, code: "MU23" }));
      expectWellFormedSvg(renderLocationCard({ seed, code: "R7", river: seed % 2 === 0 }));
    }
    for (const style of ["short-hair", "long-hair", "hijab"] as const) {
      expectWellFormedSvg(renderClientAvatar({ seed: 5, style, title: NASTY }));
    }
    expectEscaped(renderCompanyLogo({ seed: 1, monogram: "RD", title: NASTY }));
    expect(renderCompanyLogo({ seed: 1, monogram: "R&D" })).toContain(">R&amp;D</text>");
    expectEscaped(renderLocationCard({ seed: 1, code: NASTY }));
    expectEscaped(renderLocationBadge({ seed: 1, code: "R7", title: NASTY }));
  });

  it("render floor layouts, site plans and brand strips", () => {
    const units = Array.from({ length: 14 }, (_, i) => ({
      code: `G-${i}`,
      category: i < 8 ? "shops" : "coffee-shops",
    }));
    for (const tag of ["commercial", "medical", "administrative", "hotel"] as const) {
      expectWellFormedSvg(renderMallFloorLayout({ seed: 1, floorNumber: 3, tag, units }));
    }
    expectEscaped(
      renderMallFloorLayout({
        seed: 1,
        floorNumber: 0,
        tag: "commercial",
        units: [{ code: NASTY, category: "shops" }],
      }),
    );
    for (const kind of ["apartments", "studios", "hotel"] as const) {
      const drawing = renderBlockFloorLayout({
        seed: 2,
        kind,
        unitsPerFloor: 7,
        titleEnglish: NASTY,
        titleArabic: "عمارة ١٢",
      });
      expectWellFormedSvg(drawing);
      expectEscaped(drawing);
    }
    const site = renderCompoundLayout({
      seed: 3,
      titleEnglish: NASTY,
      titleArabic: "المخطط العام",
      blocks: [
        { label: "1", kind: "apartments" },
        { label: "2", kind: "studios" },
        { label: "3", kind: "hotel" },
      ],
      villas: { duplex: 40, detached: 30, twin: 40 },
    });
    expectWellFormedSvg(site);
    expectEscaped(site);
    const brands = renderPopularBrands({
      seed: 4,
      brands: [{ name: NASTY }, { name: "Nilo Café", arabic: "نيلو" }],
    });
    expectWellFormedSvg(brands);
    // A long name wraps onto two lines, each escaped.
    expect(brands).toContain(">Tom &amp; Jerry</text>");
    expect(brands).toContain(">&lt;b&gt;&quot;quoted&quot;&lt;/b&gt;</text>");
    expectWellFormedSvg(renderPopularBrands({ seed: 5 }));
  });

  it("render an image for every unit category", () => {
    for (const category of CATEGORY_VALUES) {
      for (let seed = 0; seed < 4; seed++) expectWellFormedSvg(renderCategoryImage({ category, seed }));
    }
    expectEscaped(renderCategoryImage({ category: "shops", seed: 1, title: NASTY }));
  });
});
