import { CATEGORIES, type UnitType } from "@capital/contract/catalogue";
import type { CategoryTile } from "@capital/contract/catalogue-api";
import { PageSection } from "../../components/page-section";
import { useI18n } from "../../i18n/language-context";
import { Link } from "../../i18n/localized-link";

/** A grid of category tiles with their live counts, each opening its search page. */
export function CategoryGrid({
  id,
  title,
  type,
  tiles,
}: {
  id: string;
  title: string;
  type: UnitType;
  tiles: CategoryTile[];
}) {
  const { t, language, format } = useI18n();
  return (
    <PageSection id={id} title={title}>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
        {tiles.map((tile) => {
          const category = CATEGORIES.find((c) => c.value === tile.category);
          if (!category) return null;
          return (
            <li key={tile.category}>
              <Link
                to={`/${type}/search/${category.slug}`}
                // Two tiles a row on a phone leave too little beside the picture for "Restaurants":
                // there the name goes under it.
                className="flex h-full flex-col items-center gap-2 rounded-2xl border border-slate-200 bg-white p-3 text-center shadow-sm hover:border-brand-500 hover:shadow-md sm:flex-row sm:gap-3 sm:text-start"
              >
                {tile.source && (
                  <img
                    src={tile.source}
                    alt=""
                    width={64}
                    height={64}
                    loading="lazy"
                    className="size-14 shrink-0 rounded-xl bg-slate-50 object-cover sm:size-16"
                  />
                )}
                <span className="min-w-0">
                  <span className="block font-bold text-slate-900">{category[language]}</span>
                  <span className="block text-brand-700 text-sm">
                    {format.plural(tile.results, t.home.results)}
                  </span>
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </PageSection>
  );
}
