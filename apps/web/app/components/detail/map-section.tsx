import { useI18n } from "../../i18n/language-context";
import { Icon } from "../icon/icon";
import { PageSection } from "../page-section";
import { mapLink } from "./map-link";

/**
 * The embedded map, loaded only when scrolled near (SPEC.md: lazily). Its tiles come from another
 * site, which a buyer's network may not reach, and a page cannot tell whether another site's frame
 * drew them; so the address and a link to open it in a maps site are always shown with it, and the
 * frame's own background says so when it stays empty.
 */
export function MapSection({
  id,
  title,
  map,
  name,
  address,
}: {
  id: string;
  title: string;
  map: string;
  name: string;
  address: string;
}) {
  const { t } = useI18n();
  return (
    <PageSection id={id} title={title}>
      <div className="relative overflow-hidden rounded-2xl border border-slate-200 bg-slate-100">
        <p
          aria-hidden="true"
          className="absolute inset-0 flex items-center justify-center p-6 text-slate-600"
        >
          {t.detail.mapLoading}
        </p>
        <iframe
          src={map}
          title={name}
          loading="lazy"
          referrerPolicy="no-referrer"
          className="relative aspect-[4/3] w-full sm:aspect-[21/9]"
        />
      </div>
      <div className="mt-3 flex flex-wrap items-center justify-between gap-3">
        <p className="flex items-center gap-2 text-slate-800">
          <Icon name="map-pin" className="size-5 shrink-0 text-brand-700" />
          <span dir="auto">{address}</span>
        </p>
        <a
          href={mapLink(map, address)}
          target="_blank"
          rel="noopener"
          className="inline-flex items-center gap-2 rounded-lg border border-brand-500 px-4 py-2 font-bold text-brand-700 hover:bg-brand-50"
        >
          <Icon name="map" className="size-4" />
          {t.detail.openInMaps}
        </a>
      </div>
    </PageSection>
  );
}
