import { COMPANIES_MAX_PAGES, COMPANIES_PER_PAGE } from "@capital/contract/constants";
import type { CompanyCard as CompanyCardData } from "@capital/contract/projects";
import { CompanyCard } from "../../components/cards/company-card";
import { CarouselDots } from "../../components/carousel-dots";
import { EmptyState } from "../../components/empty-state";
import { useCarouselPages } from "../../components/use-carousel-pages";
import { useEmbla } from "../../components/use-embla";
import { useI18n } from "../../i18n/language-context";
import { fill } from "../../lib/fill";

/** Four companies at a time where they fit (one on a phone); a dot for each page, at most three of four. */
export function CompaniesCarousel({ companies }: { companies: CompanyCardData[] }) {
  const { t, language, format } = useI18n();
  const shown = companies.slice(0, COMPANIES_PER_PAGE * COMPANIES_MAX_PAGES);
  const [viewport, embla] = useEmbla({
    direction: language === "ar" ? "rtl" : "ltr",
    align: "start",
    slidesToScroll: "auto",
  });
  const { pages: snaps, selected, items } = useCarouselPages(embla, COMPANIES_PER_PAGE, shown.length);

  if (shown.length === 0) return <EmptyState>{t.errors.noCompanies}</EmptyState>;
  return (
    <>
      <div ref={viewport} className="overflow-hidden">
        <ul className="-ms-3 flex">
          {shown.map((company) => (
            <li
              key={company.id}
              className="min-w-0 shrink-0 grow-0 basis-full ps-3 sm:basis-1/2 md:basis-1/4"
            >
              <CompanyCard company={company} />
            </li>
          ))}
        </ul>
      </div>
      <CarouselDots
        count={snaps}
        selected={selected}
        onSelect={(i) => embla?.scrollTo(i)}
        label={(i) => {
          const [from, to] = items(i);
          return from === to
            ? fill(t.search.companiesOne, { n: format.integer(from) })
            : fill(t.search.companiesPage, { from: format.integer(from), to: format.integer(to) });
        }}
        className="mt-3"
      />
    </>
  );
}
