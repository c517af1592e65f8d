import type { UnitsPrice } from "@capital/contract/projects";
import type { Location } from "react-router";
import { localized } from "../../lib/localized";
import { type MetaMatches, metaRoot } from "../../lib/page-meta";
import { excerpt, seoMeta } from "../../lib/seo";
import { overallPriceRange, priceRangeText } from "./price-range";

type Project = { id: number; name: string; nameArabic: string; intro: string; introArabic: string };

/** A mall's or compound's page meta: its name, its starting price and intro, its picture. */
export function projectSeo(matches: MetaMatches, location: Location, project: Project, prices: UnitsPrice[]) {
  const root = metaRoot(matches);
  if (!root) return [];
  const { language } = root;
  const allUnits = overallPriceRange(prices);
  const intro = excerpt(localized(project, "intro", language), 110);
  return seoMeta(matches, {
    title: localized(project, "name", language),
    description: allUnits ? `${priceRangeText(allUnits, root)}. ${intro}` : intro,
    path: location.pathname,
    image: `/media/og/projects/${project.id}.png`,
  });
}
