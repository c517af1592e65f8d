import type { UnitsPrice } from "@capital/contract/projects";
import type { Location } from "react-router";
import { localized } from "../../lib/localized";
import { type MetaMatches, metaRoot } from "../../lib/page-meta";
import { excerpt, seoMeta } from "../../lib/seo";
import { lowestPrice, priceRangeText } from "./price-range";

type Project = { id: number; name: string; nameArabic: string; intro: string; introArabic: string };

/** A mall's or compound's page meta: its name, its starting price and intro, its picture. */
export function projectSeo(matches: MetaMatches, location: Location, project: Project, prices: UnitsPrice[]) {
  const root = metaRoot(matches);
  if (!root) return [];
  const { language } = root;
  const cheapest = lowestPrice(prices);
  const intro = excerpt(localized(project, "intro", language), 110);
  return seoMeta(matches, {
    title: localized(project, "name", language),
    description: cheapest ? `${priceRangeText(cheapest, root)}. ${intro}` : intro,
    path: location.pathname,
    image: `/media/og/projects/${project.id}.png`,
  });
}
