import type { ClientReview } from "@capital/contract/catalogue-api";
import { EmptyState } from "../../components/empty-state";
import { Icon } from "../../components/icon/icon";
import { PageSection } from "../../components/page-section";
import { useI18n } from "../../i18n/language-context";
import { localized } from "../../lib/localized";

export function ClientReviews({ reviews }: { reviews: ClientReview[] }) {
  const { t, language } = useI18n();
  return (
    <PageSection id="reviews" title={t.home.reviewsTitle}>
      {reviews.length === 0 ? (
        <EmptyState>{t.errors.noReviews}</EmptyState>
      ) : (
        // Wrapping rows whose cards grow to fill the row: a count that does not divide by the
        // columns leaves no hole at the end of the grid.
        <ul className="flex flex-wrap gap-5">
          {reviews.map((review) => (
            <li key={review.id} className="min-w-[min(100%,18rem)] flex-1 basis-72">
              <figure className="flex h-full flex-col gap-4 rounded-2xl bg-brand-50 p-5">
                <Icon name="quote" className="size-6 text-gold-500 rtl:-scale-x-100" />
                <blockquote className="flex-1 text-slate-800">
                  {localized(review, "review", language)}
                </blockquote>
                <figcaption className="flex items-center gap-3">
                  <img
                    src={review.source}
                    alt=""
                    width={48}
                    height={48}
                    loading="lazy"
                    className="size-12 rounded-full bg-white"
                  />
                  <span>
                    <span className="block font-bold text-slate-900">
                      {localized(review, "name", language)}
                    </span>
                    <span className="block text-slate-600 text-sm">
                      {localized(review, "profession", language)}
                    </span>
                  </span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      )}
    </PageSection>
  );
}
