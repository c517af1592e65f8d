import { useI18n } from "../../i18n/language-context";
import { PageSection } from "../page-section";
import { TextList } from "./text-list";

/**
 * A project's introduction, nearby areas and features. A project a company made in the portal may
 * not have them all yet: what is empty is left out instead of a heading over nothing.
 */
export function AboutSection({
  title,
  intro,
  importantAreas,
  features,
}: {
  title: string;
  intro: string;
  importantAreas: string[];
  features: string[];
}) {
  const { t } = useI18n();
  if (!intro && importantAreas.length === 0 && features.length === 0) return null;
  return (
    <PageSection id="about" title={title}>
      {intro && <p className="mb-6 max-w-4xl text-lg text-slate-700 leading-relaxed">{intro}</p>}
      {importantAreas.length > 0 && (
        <>
          <h3 className="mb-3 font-bold text-brand-900 text-xl">{t.detail.importantAreas}</h3>
          <TextList items={importantAreas} />
        </>
      )}
      {features.length > 0 && (
        <>
          <h3 className="mt-6 mb-3 font-bold text-brand-900 text-xl">{t.detail.features}</h3>
          <TextList items={features} />
        </>
      )}
    </PageSection>
  );
}
