import type { RecentProject, RecentUnit } from "@capital/contract/recently-viewed";
import { useEffect } from "react";
import { unitName } from "../components/units/unit-label";
import { useI18n } from "../i18n/language-context";
import { Link } from "../i18n/localized-link";
import { fill } from "../lib/fill";
import { localized } from "../lib/localized";
import { usePrice } from "../lib/use-price";
import { useRecentlyViewed } from "./recently-viewed-context";

/**
 * The visitor's recently viewed units and projects, newest first, each a link back. `showEmpty`
 * says so when there is nothing (the profile); elsewhere an empty list leaves the section out.
 */
export function RecentlyViewedSection({
  className = "mx-auto max-w-7xl px-4 py-8",
  showEmpty = false,
  headingLevel = 2,
}: {
  showEmpty?: boolean;
  headingLevel?: 2 | 3;
  className?: string;
}) {
  const { t } = useI18n();
  const { lists, load } = useRecentlyViewed();
  useEffect(() => load(), [load]);
  const empty = !lists || (lists.units.length === 0 && lists.projects.length === 0);
  if (empty && !showEmpty) return null;
  const Heading = `h${headingLevel}` as const;
  const Sub = `h${headingLevel + 1}` as "h3" | "h4";
  return (
    <section aria-labelledby="recently-viewed" className={className}>
      <Heading id="recently-viewed" className="mb-4 font-bold text-2xl text-brand-900">
        {t.recent.title}
      </Heading>
      {empty ? (
        <p className="rounded-xl bg-slate-50 px-4 py-8 text-center text-slate-600">{t.recent.empty}</p>
      ) : (
        <div className="flex flex-col gap-6">
          {lists && lists.units.length > 0 && (
            <div>
              <Sub className="mb-2 font-bold text-slate-700">{t.recent.units}</Sub>
              <ul className="flex snap-x gap-3 overflow-x-auto pb-2">
                {lists.units.map((unit) => (
                  <UnitItem key={unit.id} unit={unit} />
                ))}
              </ul>
            </div>
          )}
          {lists && lists.projects.length > 0 && (
            <div>
              <Sub className="mb-2 font-bold text-slate-700">{t.recent.projects}</Sub>
              <ul className="flex snap-x gap-3 overflow-x-auto pb-2">
                {lists.projects.map((project) => (
                  <ProjectItem key={project.id} project={project} />
                ))}
              </ul>
            </div>
          )}
        </div>
      )}
    </section>
  );
}

const item = "w-44 shrink-0 snap-start overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm";

function UnitItem({ unit }: { unit: RecentUnit }) {
  const { t, language, format } = useI18n();
  const price = usePrice();
  return (
    <li className={item}>
      <Link to={unit.page} className="block hover:bg-slate-50">
        <img
          src={unit.unitImage}
          alt=""
          width={176}
          height={110}
          loading="lazy"
          className="aspect-[16/10] w-full bg-slate-100 object-cover"
        />
        <span className="block px-3 pt-2 font-bold text-slate-900 text-sm">
          <bdi>{unitName(unit, language)}</bdi>
        </span>
        <span className="block px-3 text-slate-600 text-xs">
          {format.list([
            localized(unit, "projectName", language),
            fill(t.unit.area, { n: format.integer(unit.area) }),
          ])}
        </span>
        <span className="block px-3 pb-2 font-bold text-brand-900 text-sm">{price(unit.totalPrice)}</span>
      </Link>
    </li>
  );
}

function ProjectItem({ project }: { project: RecentProject }) {
  const { language } = useI18n();
  return (
    <li className={item}>
      <Link to={`/${project.type}/info/${project.id}`} className="block hover:bg-slate-50">
        <img
          src={project.projectImage}
          alt=""
          width={176}
          height={110}
          loading="lazy"
          className="aspect-[16/10] w-full bg-slate-100 object-cover"
        />
        <span className="block px-3 pt-2 font-bold text-slate-900 text-sm">
          {localized(project, "name", language)}
        </span>
        <span className="block px-3 pb-2 text-slate-600 text-xs">
          {localized(project, "address", language)}
        </span>
      </Link>
    </li>
  );
}
