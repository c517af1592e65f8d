import type { LatestProject } from "@capital/contract/catalogue-api";
import { LATEST_PROJECTS_PER_VIEW } from "@capital/contract/constants";
import { CarouselDots } from "../../components/carousel-dots";
import { EmptyState } from "../../components/empty-state";
import { PageSection } from "../../components/page-section";
import { useCarouselPages } from "../../components/use-carousel-pages";
import { useEmbla } from "../../components/use-embla";
import { useI18n } from "../../i18n/language-context";
import { Link } from "../../i18n/localized-link";
import { fill } from "../../lib/fill";
import { localized } from "../../lib/localized";

/** Three projects at a time where they fit (one on a phone), a dot a page. Each links to /{type}/info/{id}. */
export function LatestProjects({ projects }: { projects: LatestProject[] }) {
  const { t, language, format } = useI18n();
  const [viewport, embla] = useEmbla({
    direction: language === "ar" ? "rtl" : "ltr",
    slidesToScroll: "auto",
    align: "start",
  });
  const {
    pages: snaps,
    selected,
    items,
  } = useCarouselPages(embla, LATEST_PROJECTS_PER_VIEW, projects.length);

  const pageLabel = (i: number) => {
    const [from, to] = items(i);
    return from === to
      ? fill(t.home.latestOne, { n: format.integer(from) })
      : fill(t.home.latestPage, { from: format.integer(from), to: format.integer(to) });
  };

  return (
    <PageSection id="latest" title={t.home.latestTitle} className="overflow-hidden">
      {projects.length === 0 ? (
        <EmptyState>{t.errors.noProjects}</EmptyState>
      ) : (
        <>
          <div ref={viewport} className="overflow-hidden">
            <ul className="-ms-4 flex">
              {projects.map((project) => (
                <li
                  key={`${project.type}-${project.id}`}
                  className="min-w-0 shrink-0 grow-0 basis-full ps-4 md:basis-1/3"
                >
                  <Link
                    to={`/${project.type}/info/${project.id}`}
                    className="group block overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm hover:shadow-md"
                  >
                    <img
                      src={project.latestProjectImage}
                      alt=""
                      width={640}
                      height={400}
                      loading="lazy"
                      decoding="async"
                      className="aspect-[16/10] w-full bg-slate-100 object-cover"
                    />
                    <span className="block p-4">
                      <span className="block font-bold text-lg text-slate-900">
                        {localized(project, "name", language)}
                      </span>
                      <span className="block text-slate-600 text-sm">
                        {localized(project, "address", language)}
                      </span>
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          </div>
          <CarouselDots
            count={snaps}
            selected={selected}
            onSelect={(i) => embla?.scrollTo(i)}
            label={pageLabel}
            className="mt-4"
          />
        </>
      )}
    </PageSection>
  );
}
