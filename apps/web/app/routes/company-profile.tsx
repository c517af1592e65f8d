import { CHAT_AUTO_OPEN_DETAIL_MS, DETAIL_LIST_LIMIT } from "@capital/contract/constants";
import { ProjectCard } from "../components/cards/project-card";
import { ChatWidget } from "../components/chat-widget";
import { EmptyState } from "../components/empty-state";
import { FeedbackSection } from "../components/feedback/feedback-section";
import { PageErrorBoundary, pageErrorMeta } from "../components/page-error-boundary";
import { PageSection } from "../components/page-section";
import { StarRating } from "../components/star-rating";
import { TrackRecordSection } from "../components/track-record/track-record-section";
import { useI18n } from "../i18n/language-context";
import { requestLanguage } from "../i18n/request-language.server";
import { idParam } from "../lib/detail-param";
import { loadOrThrow } from "../lib/load-or-throw.server";
import { localized } from "../lib/localized";
import { metaRoot } from "../lib/page-meta";
import { useRootData } from "../lib/root-data";
import { excerpt, seoMeta } from "../lib/seo";
import { serverApi } from "../lib/server-api.server";
import type { Route } from "./+types/company-profile";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const api = serverApi(context, requestLanguage(request));
  const id = idParam(params);
  const trackRecord = api.get("/companies/:id/track-record/", { params: { id } });
  // Read side by side; a missing company answers with the company's own message either way.
  trackRecord.catch(() => undefined);
  const company = await loadOrThrow(api.get("/companies/:id/", { params: { id } }));
  return { ...company, trackRecord: await loadOrThrow(trackRecord) };
}

export const meta: Route.MetaFunction = ({ data: company, matches, location, error }) => {
  if (!company) return pageErrorMeta(matches, error);
  const root = metaRoot(matches);
  if (!root) return [];
  const { language } = root;
  return seoMeta(matches, {
    title: localized(company, "name", language),
    description: excerpt(localized(company, "aboutFirstParagraph", language)),
    path: location.pathname,
  });
};

export const ErrorBoundary = PageErrorBoundary;

/** SPEC.md section 2 "Company profile". */
export default function CompanyProfile({ loaderData: company }: Route.ComponentProps) {
  const { t, language, format } = useI18n();
  const { config } = useRootData();
  const name = localized(company, "name", language);
  return (
    <main>
      <header className="bg-brand-900 text-white">
        <div className="mx-auto flex max-w-7xl flex-col items-start gap-5 px-4 py-10 sm:flex-row sm:items-center">
          <img
            src={company.logo}
            alt=""
            width={112}
            height={112}
            fetchPriority="high"
            className="size-28 rounded-2xl bg-white p-2"
          />
          <div className="flex flex-col gap-2">
            <h1 className="font-bold text-3xl sm:text-4xl">{name}</h1>
            <StarRating rating={company.rating} />
            <p className="font-bold text-brand-100">
              {format.plural(company.projectNumbers, t.detail.projectsCount)}
            </p>
          </div>
        </div>
      </header>

      <PageSection id="about" title={t.detail.about}>
        <div className="flex max-w-4xl flex-col gap-4 text-lg text-slate-700 leading-relaxed">
          <p>{localized(company, "aboutFirstParagraph", language)}</p>
          <p>{localized(company, "aboutSecondParagraph", language)}</p>
        </div>
      </PageSection>

      <PageSection id="projects" title={t.detail.projects}>
        {company.companyProjects.length === 0 ? (
          <EmptyState>{t.errors.noProjects}</EmptyState>
        ) : (
          <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
            {company.companyProjects.slice(0, DETAIL_LIST_LIMIT).map((project) => (
              <li key={project.id}>
                <ProjectCard project={project} type={project.type} />
              </li>
            ))}
          </ul>
        )}
      </PageSection>

      <PageSection id="track-record" title={t.trackRecord.title}>
        <TrackRecordSection record={company.trackRecord} />
      </PageSection>

      <PageSection id="feedback" title={t.detail.feedback}>
        <FeedbackSection companyId={company.id} companyName={name} feedbacks={company.feedbacks} />
      </PageSection>
      <ChatWidget
        phone={config.whatsappNumber}
        demoNumber={config.demoContacts.whatsapp}
        projectName={name}
        autoOpenMs={CHAT_AUTO_OPEN_DETAIL_MS}
      />
    </main>
  );
}
