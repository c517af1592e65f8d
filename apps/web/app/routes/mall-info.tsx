import { CHAT_AUTO_OPEN_DETAIL_MS } from "@capital/contract/constants";
import { TagChip } from "../components/cards/tag-chip";
import { ChatWidget } from "../components/chat-widget";
import { AboutSection } from "../components/detail/about-section";
import { Banner, Fact } from "../components/detail/banner";
import { MapSection } from "../components/detail/map-section";
import { overallPriceRange, usePriceRange } from "../components/detail/price-range";
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
import { useRecordView } from "../recently-viewed/recently-viewed-context";
import type { Route } from "./+types/mall-info";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const api = serverApi(context, requestLanguage(request));
  const id = idParam(params);
  const progress = api.get("/projects/:id/progress/", {
    params: { id },
    query: { page_size: TIMELINE_PAGE_SIZE },
  });
  // Read side by side; a missing mall answers with its own message, whichever call fails first.
  progress.catch(() => undefined);
  const mall = await loadOrThrow(api.get("/malls/:id/", { params: { id } }));
  return { ...mall, progress: await loadOrThrow(progress) };
}

export const meta: Route.MetaFunction = ({ data: mall, matches, location, error }) =>
  mall ? projectSeo(matches, location, mall, mall.mallUnitsPrices) : pageErrorMeta(matches, error);

export const ErrorBoundary = PageErrorBoundary;

/** SPEC.md section 2 "Mall details page". */
export default function MallInfo({ loaderData: mall }: Route.ComponentProps) {
  useRecordView("project", mall.id);
  const { t, language, format } = useI18n();
  const { config } = useRootData();
  const range = usePriceRange();
  const name = localized(mall, "name", language);
  const allUnits = overallPriceRange(mall.mallUnitsPrices);
  return (
    <main>
      <Banner image={mall.backgroundImage} title={name}>
        <div className="flex flex-wrap gap-2">
          {mall.tags.map((tag) => (
            <TagChip key={tag} tag={tag} />
          ))}
        </div>
        <div className="flex flex-wrap gap-2">
          <Fact icon={<Icon name="ruler" className="size-4" />}>
            {format.plural(mall.acres, t.detail.acres)}
          </Fact>
          <Fact icon={<Icon name="building-complex" className="size-4" />}>
            {format.plural(mall.buildingFloors, t.detail.buildingFloors)}
          </Fact>
          {allUnits && <Fact>{range(allUnits)}</Fact>}
        </div>
        <ProjectBannerLinks company={mall.implementingCompany} />
      </Banner>

      <PageSection id="prices" title={t.detail.unitPrices}>
        {mall.mallUnitsPrices.length === 0 ? (
          <EmptyState>{t.errors.noUnits}</EmptyState>
        ) : (
          <ul className="grid gap-4 sm:grid-cols-2">
            {mall.mallUnitsPrices.map((price) => (
              <li key={price.tag}>
                <UnitPriceCard
                  price={price}
                  label={t.detail.unitsOfTag[price.tag as keyof typeof t.detail.unitsOfTag] ?? price.tag}
                  to={`/mall/${price.tag.toLowerCase()}/${mall.id}`}
                />
              </li>
            ))}
          </ul>
        )}
      </PageSection>

      {mall.gallery.length > 0 && (
        <PageSection id="gallery" title={t.detail.gallery}>
          <ProjectGallery gallery={mall.gallery} />
        </PageSection>
      )}

      {mall.progress.count > 0 && (
        <PageSection id="progress" title={t.trackRecord.progress.title}>
          <ProgressTimeline key={mall.id} projectId={mall.id} first={mall.progress} />
        </PageSection>
      )}

      <AboutSection
        title={t.detail.aboutAndHistory}
        intro={localized(mall, "intro", language)}
        importantAreas={localized(mall, "importantAreas", language)}
        features={localized(mall, "features", language)}
      />

      {mall.popularBrandsImage && (
        <PageSection id="brands" title={t.detail.popularBrands}>
          <img
            src={mall.popularBrandsImage}
            alt={fill(t.detail.brandsImage, { name })}
            width={1200}
            height={300}
            loading="lazy"
            className="w-full rounded-2xl bg-slate-50"
          />
        </PageSection>
      )}

      <MapSection
        id="location-map"
        title={t.detail.location}
        map={mall.location.map}
        name={fill(t.detail.mapTitle, { name })}
        address={localized(mall, "address", language)}
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
