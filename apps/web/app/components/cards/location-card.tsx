import type { LocationCard as LocationCardData } from "@capital/contract/projects";
import { useI18n } from "../../i18n/language-context";
import { Link } from "../../i18n/localized-link";
import { localized } from "../../lib/localized";
import { usePropertyCount } from "../../lib/use-property-count";

export function LocationCard({ location }: { location: LocationCardData }) {
  const { t, language, format } = useI18n();
  const count = usePropertyCount();
  return (
    <article className="focus-card relative overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm hover:shadow-md">
      <img
        src={location.locationCardImage}
        alt=""
        width={640}
        height={400}
        loading="lazy"
        decoding="async"
        className="aspect-[16/10] w-full bg-slate-100 object-cover"
      />
      <div className="p-4">
        <h3 className="font-bold text-lg text-slate-900">
          <Link to={`/location/info/${location.id}`} className="after:absolute after:inset-0">
            {localized(location, "name", language)}
          </Link>
        </h3>
        <p className="text-slate-600 text-sm">
          {format.list([
            format.plural(location.acres, t.detail.acres),
            format.plural(location.propertiesNumber, t.cards.properties, count(location.propertiesNumber)),
          ])}
        </p>
      </div>
    </article>
  );
}
