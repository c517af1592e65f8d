import { COMPOUND_PRICE_TAGS } from "@capital/contract/catalogue";
import { CHAT_AUTO_OPEN_DETAIL_MS } from "@capital/contract/constants";
import { TagChip } from "../components/cards/tag-chip";
import { ChatWidget } from "../components/chat-widget";
import { AboutSection } from "../components/detail/about-section";
import { Banner, Fact } from "../components/detail/banner";
import { MapSection } from "../components/detail/map-section";
import { ProjectBannerLinks } from "../components/detail/project-banner-links";
import { ProjectGallery } from "../components/detail/project-gallery";
import { projectSeo } from "../components/detail/project-seo";
import { UnitPriceCard } from "../components/detail/unit-price-card";
import { EmptyState } from "../components/empty-state";
import { Icon } from "../components/icon/icon";
import { PageErrorBoundary, pageErrorMeta } from "../components/page-error-boundary";
import { PageSection } from "../components/page-section";
import { ProgressTimeline, TIMELINE_PAGE_SIZE } from "../components/track-record/progress-timeline";
import { useI18n } from "../i18n/language-context";
import { requestLanguage } from "../i18n/request-language.server";
import { idParam } from "../lib/detail-param";
import { fill } from "../lib/fill";
import { loadOrThrow } from "../lib/load-or-throw.server";
import { localized } from "../lib/localized";
import { useRootData } from "../lib/root-data";
import { serverApi } from "../lib/server-api.server";
import { usePropertyCount } from "../lib/use-property-count";
import { useRecordView } from "../recently-viewed/recently-viewed-context";
import type { Route } from "./+types/compound-info";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const api = serverApi(context, requestLanguage(request));
  const id = idParam(params);
  const progress = api.get("/projects/:id/progress/", {
    params: { id },
    query: { page_size: TIMELINE_PAGE_SIZE },
  });
  // Read side by side; a missing compound answers with its own message, whichever call fails first.
  progress.catch(() => undefined);
  const compound = await loadOrThrow(api.get("/compounds/:id/", { params: { id } }));
  return { ...compound, progress: await loadOrThrow(progress) };
}

export const meta: Route.MetaFunction = ({ data: compound, matches, location, error }) =>
  compound
    ? projectSeo(matches, location, compound, compound.compoundUnitsPrices)
    : pageErrorMeta(matches, error);

export const ErrorBoundary = PageErrorBoundary;

/** SPEC.md section 2 "Compound details page". */
export default function CompoundInfo({ loaderData: compound }: Route.ComponentProps) {
  useRecordView("project", compound.id);
  const { t, language, format } = useI18n();
  const { config } = useRootData();
  const propertyCount = usePropertyCount();
  const name = localized(compound, "name", language);
  return (
    <main>
      <Banner image={compound.backgroundImage} title={name}>
        <div className="flex flex-wrap gap-2">
          {compound.tags.map((tag) => (
            <TagChip key={tag} tag={tag} />
          ))}
        </div>
        <div className="flex flex-wrap gap-2">
          <Fact icon={<Icon name="ruler" className="size-4" />}>
            {format.plural(compound.acres, t.detail.acres)}
          </Fact>
          <Fact icon={<Icon name="house" className="size-4" />}>
            {format.plural(
              compound.propertiesNumber,
              t.detail.properties,
              propertyCount(compound.propertiesNumber),
            )}
          </Fact>
        </div>
        <ProjectBannerLinks company={compound.implementingCompany} />
      </Banner>

      <PageSection id="prices" title={t.detail.unitPrices}>
        {compound.compoundUnitsPrices.length === 0 ? (
          <EmptyState>{t.errors.noUnits}</EmptyState>
        ) : (
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {compound.compoundUnitsPrices.map((price) => {
              const info = COMPOUND_PRICE_TAGS.find((p) => p.tag === price.tag);
              if (!info) return null;
              return (
                <li key={price.tag}>
                  <UnitPriceCard
                    price={price}
                    label={language === "ar" ? info.ar : info.tag}
                    to={`/compound/${info.path}/${compound.id}`}
                  />
                </li>
              );
            })}
          </ul>
        )}
      </PageSection>

      {compound.gallery.length > 0 && (
        <PageSection id="gallery" title={t.detail.gallery}>
          <ProjectGallery gallery={compound.gallery} />
        </PageSection>
      )}

      {compound.progress.count > 0 && (
        <PageSection id="progress" title={t.trackRecord.progress.title}>
          <ProgressTimeline key={compound.id} projectId={compound.id} first={compound.progress} />
        </PageSection>
      )}

      <AboutSection
        title={t.detail.about}
        intro={localized(compound, "intro", language)}
        importantAreas={localized(compound, "importantAreas", language)}
        features={localized(compound, "features", language)}
      />

      <MapSection
        id="location-map"
        title={t.detail.location}
        map={compound.location.map}
        name={fill(t.detail.mapTitle, { name })}
        address={localized(compound, "address", language)}
      />
      <ChatWidget
        phone={config.whatsappNumber}
        demoNumber={config.demoContacts.whatsapp}
        projectName={name}
        autoOpenMs={CHAT_AUTO_OPEN_DETAIL_MS}
      />
    </main>
  );
}
