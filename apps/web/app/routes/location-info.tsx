import { CHAT_AUTO_OPEN_DETAIL_MS, DETAIL_LIST_LIMIT } from "@capital/contract/constants";
import { CompanyCard } from "../components/cards/company-card";
import { ProjectCard } from "../components/cards/project-card";
import { ChatWidget } from "../components/chat-widget";
import { Banner, Fact } from "../components/detail/banner";
import { MapSection } from "../components/detail/map-section";
import { TextList } from "../components/detail/text-list";
import { EmptyState } from "../components/empty-state";
import { Icon } from "../components/icon/icon";
import { PageErrorBoundary, pageErrorMeta } from "../components/page-error-boundary";
import { PageSection } from "../components/page-section";
import { useI18n } from "../i18n/language-context";
import { requestLanguage } from "../i18n/request-language.server";
import { idParam } from "../lib/detail-param";
import { fill } from "../lib/fill";
import { loadOrThrow } from "../lib/load-or-throw.server";
import { localized } from "../lib/localized";
import { metaRoot } from "../lib/page-meta";
import { useRootData } from "../lib/root-data";
import { excerpt, seoMeta } from "../lib/seo";
import { serverApi } from "../lib/server-api.server";
import { usePropertyCount } from "../lib/use-property-count";
import type { Route } from "./+types/location-info";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const api = serverApi(context, requestLanguage(request));
  return loadOrThrow(api.get("/locations/:id/", { params: { id: idParam(params) } }));
}

export const meta: Route.MetaFunction = ({ data: location, matches, location: url, error }) => {
  if (!location) return pageErrorMeta(matches, error);
  const root = metaRoot(matches);
  if (!root) return [];
  const { language } = root;
  return seoMeta(matches, {
    title: localized(location, "name", language),
    description: excerpt(localized(location, "aboutLocation", language)),
    path: url.pathname,
  });
};

export const ErrorBoundary = PageErrorBoundary;

/** SPEC.md section 2 "Location page". */
export default function LocationInfo({ loaderData: location }: Route.ComponentProps) {
  const { t, language, format } = useI18n();
  const { config } = useRootData();
  const propertyCount = usePropertyCount();
  const name = localized(location, "name", language);
  return (
    <main>
      <Banner image={location.locationCardImage} title={name}>
        <div className="flex flex-wrap gap-2">
          <Fact icon={<Icon name="ruler" className="size-4" />}>
            {format.plural(location.acres, t.detail.acres)}
          </Fact>
          <Fact icon={<Icon name="house" className="size-4" />}>
            {format.plural(
              location.propertiesNumber,
              t.detail.properties,
              propertyCount(location.propertiesNumber),
            )}
          </Fact>
          <Fact icon={<Icon name="building" className="size-4" />}>
            {format.plural(location.availableCompanies.length, t.detail.companies)}
          </Fact>
        </div>
        <a
          href="#location-map"
          className="inline-flex w-fit items-center gap-2 rounded-full bg-white px-4 py-2 font-bold text-brand-900"
        >
          <Icon name="map" className="size-4" />
          {t.detail.viewInMap}
        </a>
      </Banner>

      <PageSection id="about" title={t.detail.aboutLocation}>
        <p className="max-w-4xl text-lg text-slate-700 leading-relaxed">
          {localized(location, "aboutLocation", language)}
        </p>
      </PageSection>
      <PageSection id="vision" title={t.detail.futureVision}>
        <p className="max-w-4xl text-lg text-slate-700 leading-relaxed">
          {localized(location, "futureVision", language)}
        </p>
      </PageSection>
      <PageSection id="features" title={t.detail.mainFeatures}>
        <p className="mb-4 max-w-4xl text-lg text-slate-700 leading-relaxed">
          {localized(location, "intro", language)}
        </p>
        <TextList items={localized(location, "mainFeatures", language)} />
      </PageSection>

      <PageSection id="compounds" title={t.detail.compoundsInSite}>
        {location.availableCompounds.length === 0 ? (
          <EmptyState>{t.errors.noCompounds}</EmptyState>
        ) : (
          <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
            {location.availableCompounds.slice(0, DETAIL_LIST_LIMIT).map((compound) => (
              <li key={compound.id}>
                <ProjectCard project={compound} type="compound" />
              </li>
            ))}
          </ul>
        )}
      </PageSection>

      <PageSection id="companies" title={t.detail.companiesInLocation}>
        {location.availableCompanies.length === 0 ? (
          <EmptyState>{t.errors.noCompanies}</EmptyState>
        ) : (
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {location.availableCompanies.map((company) => (
              <li key={company.id}>
                <CompanyCard company={company} />
              </li>
            ))}
          </ul>
        )}
      </PageSection>

      <MapSection
        id="location-map"
        title={t.detail.location}
        map={location.map}
        name={fill(t.detail.mapTitle, { name })}
        address={fill(t.detail.locationAddress, { name })}
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
