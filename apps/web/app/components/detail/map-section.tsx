import { PageSection } from "../page-section";

/** The embedded map, loaded only when scrolled near (SPEC.md: lazily). */
export function MapSection({
  id,
  title,
  map,
  name,
}: {
  id: string;
  title: string;
  map: string;
  name: string;
}) {
  return (
    <PageSection id={id} title={title}>
      <iframe
        src={map}
        title={name}
        loading="lazy"
        referrerPolicy="no-referrer"
        className="aspect-[4/3] w-full rounded-2xl sm:aspect-[21/9] border border-slate-200 bg-slate-100"
      />
    </PageSection>
  );
}
