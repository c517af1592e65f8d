import { idleLoaded } from "../../components/idle-loaded";
import { useI18n } from "../../i18n/language-context";
import { requestLanguage } from "../../i18n/request-language.server";
import { metaRoot } from "../../lib/page-meta";
import { useRootData } from "../../lib/root-data";
import { seoMeta } from "../../lib/seo";
import { serverApi } from "../../lib/server-api.server";
import type { Route } from "./+types/route";
import { AppPromo } from "./app-promo";
import { CategoryGrid } from "./category-grid";
import { ClientReviews } from "./client-reviews";
import { ContactForm } from "./contact-form";
import { HeroCarousel } from "./hero-carousel";
import { LatestProjects } from "./latest-projects";
import { MallsSection } from "./malls-section";

/** What this browser viewed lately, read from its storage or the account: never on the server. */
const RecentlyViewedSection = idleLoaded(() =>
  import("../../recently-viewed/recently-viewed-section").then((module) => module.RecentlyViewedSection),
);

/** All home data comes from a single home call (SPEC.md section 1). */
export async function loader({ request, context }: Route.LoaderArgs) {
  return serverApi(context, requestLanguage(request)).get("/home/");
}

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const t = metaRoot(matches)?.t;
  if (!t) return [];
  return seoMeta(matches, { title: t.home.title, description: t.meta.description, path: location.pathname });
};

export function headers() {
  return { "cache-control": "private, max-age=0, must-revalidate" };
}

export default function HomePage({ loaderData: home }: Route.ComponentProps) {
  const { t } = useI18n();
  const { config } = useRootData();
  return (
    <main>
      <h1 className="sr-only">{t.home.title}</h1>
      <HeroCarousel projects={home.latestProjects.slice(0, 4)} callUsNumber={config.callUsNumber} />
      <CategoryGrid
        id="investment"
        title={t.home.investmentTitle}
        type="investment"
        tiles={home.investmentPropertiesList}
      />
      <CategoryGrid
        id="residential"
        title={t.home.residentialTitle}
        type="residential"
        tiles={home.residentialPropertiesList}
      />
      <MallsSection firstPage={home.mallsList} total={home.mallsCount} />
      <LatestProjects projects={home.latestProjects} />
      <RecentlyViewedSection />
      <AppPromo />
      <ClientReviews reviews={home.best_client_reviews} />
      <ContactForm />
    </main>
  );
}
