import type { ProjectType } from "@capital/contract/catalogue";
import { useI18n } from "../../i18n/language-context";
import { Link } from "../../i18n/localized-link";
import { fill } from "../../lib/fill";
import { localized } from "../../lib/localized";
import { Icon } from "../icon/icon";
import { TagChip } from "./tag-chip";

type ProjectCardData = {
  id: number;
  name: string;
  nameArabic: string;
  projectImage: string;
  tags: string[];
  address: string;
  addressArabic: string;
  distance: number;
  buildingFloors?: number | null;
  propertiesNumber?: number;
};

/** A mall or compound card (SPEC.md "Cards"), linking to its details page. */
export function ProjectCard({
  project,
  type,
  eager = false,
}: {
  project: ProjectCardData;
  type: ProjectType;
  eager?: boolean;
}) {
  const { t, language, format } = useI18n();
  const name = localized(project, "name", language);
  const facts = [
    project.buildingFloors ? format.plural(project.buildingFloors, t.cards.floors) : null,
    project.propertiesNumber !== undefined
      ? format.plural(project.propertiesNumber, t.cards.properties)
      : null,
  ].filter(Boolean);
  return (
    <article className="focus-card group relative flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition hover:shadow-md">
      <img
        src={project.projectImage}
        alt=""
        width={640}
        height={400}
        loading={eager ? "eager" : "lazy"}
        decoding="async"
        className="aspect-[16/10] w-full bg-slate-100 object-cover"
      />
      <div className="flex flex-1 flex-col gap-2 p-4">
        <div className="flex flex-wrap gap-1">
          {project.tags.map((tag) => (
            <TagChip key={tag} tag={tag} />
          ))}
        </div>
        <h3 className="font-bold text-lg text-slate-900">
          <Link to={`/${type}/info/${project.id}`} className="after:absolute after:inset-0">
            {name}
          </Link>
        </h3>
        <p className="flex items-start gap-1 text-slate-600 text-sm">
          <Icon name="map-pin" className="mt-0.5 size-4 shrink-0" />
          <span>
            {format.list([
              localized(project, "address", language),
              fill(t.cards.distance, { km: format.decimal(project.distance) }),
            ])}
          </span>
        </p>
        {facts.length > 0 && <p className="mt-auto font-bold text-brand-700 text-sm">{format.list(facts)}</p>}
      </div>
    </article>
  );
}
